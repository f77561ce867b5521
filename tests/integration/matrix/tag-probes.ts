import { randomUUID } from 'node:crypto';
import { CustomFieldType } from '@tandem/shared/core/custom-field-types';
import type { customFieldEndpoints } from '@tandem/shared/custom-fields/contract';
import type { tagEndpoints } from '@tandem/shared/tags/contract';
import type { projectTagEndpoints } from '@tandem/shared/projects/project-tags-contract';
import { demoCustomFieldId } from '@tandem/infra/local/src/seed/custom-field-seed';
import { demoTagId } from '@tandem/infra/local/src/seed/action-seed';
import { api } from '../api';
import { bearer } from '../sessions';
import { demoFixtures as f, type Probes } from './probe';

const organisationId = f.organisationId;
const params = { organisationId };
export const seededTagId = demoTagId('a', 'Quick win');
export const seededCustomFieldId = demoCustomFieldId('a');

/** A fresh tag of organisation A (admin@), with a text no other probe uses. */
export async function freshTag(text = `Probe ${randomUUID().slice(0, 8)}`) {
  const response = await api('POST', `/api/v1/organisations/${organisationId}/tags`, {
    headers: await bearer('admin'),
    body: JSON.stringify({ text }),
  });
  if (response.status !== 201) throw new Error(`tag create failed: ${response.status}`);
  return response.json.payload as { id: string; text: string };
}

/** A fresh Int custom field of organisation A for benefits (admin@). */
export async function freshCustomField() {
  const response = await api('POST', `/api/v1/organisations/${organisationId}/custom-fields`, {
    headers: await bearer('admin'),
    body: JSON.stringify({ name: 'Probe field', type: CustomFieldType.INT, entityKinds: ['benefit'] }),
  });
  if (response.status !== 201) throw new Error(`custom field create failed: ${response.status}`);
  return response.json.payload as { id: string; version: number };
}

/** Organisation tags: reads on seeded tags, each rename, merge and delete on tags of its own. */
export const tagProbes: Probes<keyof typeof tagEndpoints> = {
  listTags: { params },
  createTag: { params, body: { text: 'Probe tag' } },
  searchTags: { params: { ...params, text: 'quick' } },
  getTag: { params: { ...params, tagId: seededTagId } },
  getTagUsageCount: { params: { ...params, tagId: seededTagId } },
  renameTag: {
    prepare: async () => ({
      params: { ...params, tagId: (await freshTag()).id },
      body: { text: `Renamed ${randomUUID().slice(0, 8)}` },
    }),
  },
  mergeTag: {
    prepare: async () => ({
      params: { ...params, tagId: (await freshTag()).id },
      body: { intoTagId: (await freshTag()).id },
    }),
  },
  deleteTag: { prepare: async () => ({ params: { ...params, tagId: (await freshTag()).id } }) },
};

export const customFieldProbes: Probes<keyof typeof customFieldEndpoints> = {
  listCustomFields: { params },
  createCustomField: {
    params,
    body: { name: 'Probe field', type: CustomFieldType.STRING, entityKinds: ['benefit'] },
  },
  updateCustomField: {
    prepare: async () => {
      const field = await freshCustomField();
      return { params: { ...params, fieldId: field.id }, body: { name: 'Renamed', version: field.version } };
    },
  },
  deleteCustomField: {
    prepare: async () => ({ params: { ...params, fieldId: (await freshCustomField()).id } }),
  },
};

/** Tags on the seeded project: each add and remove with a fresh tag, so no call depends on another. */
export const projectTagProbes: Probes<keyof typeof projectTagEndpoints> = {
  listProjectTags: { params: { ...params, projectId: f.projectId } },
  addProjectTag: {
    prepare: async () => ({
      params: { ...params, projectId: f.projectId },
      body: { tagId: (await freshTag()).id },
    }),
  },
  removeProjectTag: {
    prepare: async () => ({ params: { ...params, projectId: f.projectId, tagId: (await freshTag()).id } }),
  },
};

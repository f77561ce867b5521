import { describe, expect, it } from 'vitest';
import { buildPath } from '@tandem/shared/contract/endpoints';
import type { ProjectEntity } from '@tandem/shared/entity-kit/define-project-entity';
import { audienceStakeholders } from '@tandem/shared/audiences/audience-stakeholder';
import { audiences } from '@tandem/shared/audiences/audience';
import { projectStakeholders } from '@tandem/shared/stakeholders/project-stakeholder';
import { demoTagId } from '@tandem/infra/local/src/seed/action-seed';
import { demoCustomFieldId } from '@tandem/infra/local/src/seed/custom-field-seed';
import { demoEntityItemId } from '@tandem/infra/local/src/seed/benefit-seed';
import { api, type ApiResponse } from './api';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';
import { newPerson } from './stakeholder-fixtures';

// Issue 13: tags and custom field values on project stakeholders, audiences and audience members,
// served by the projects Lambda at the spec §7 paths (tags/<association>/..., custom-fields/...).
type Item = { id: string; version: number; tags?: { id: string }[]; customFields?: Record<string, unknown> };
const params = { organisationId: f.organisationId, projectId: f.projectId };
const quickWin = demoTagId('a', 'Quick win');
const intField = demoCustomFieldId('a');

async function call(
  entity: ProjectEntity,
  id: string,
  options: { params?: object; query?: string; body?: unknown },
) {
  const endpoint = entity.endpoints[id]!;
  const path = buildPath(endpoint.path, { ...params, ...(options.params as Record<string, string>) });
  return api(endpoint.method, `${path}${options.query ? `?${options.query}` : ''}`, {
    headers: await bearer('admin'),
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}
const ok = (response: ApiResponse, status = 200) => {
  expect(response.status, response.json.message).toBe(status);
  return response.json.payload as Item;
};
const entity = (value: unknown) => value as ProjectEntity;

describe('stakeholder tags and custom values', () => {
  it('tags a project stakeholder at projectStakeholderTags and lists the stakeholders by tag', async () => {
    const person = await newPerson();
    const stakeholders = entity(projectStakeholders);
    const item = ok(
      await call(stakeholders, 'createProjectStakeholder', { body: { stakeholder: person.id } }),
      201,
    );
    const tagPath = projectStakeholders.endpoints.addProjectStakeholderTag.path;
    expect(tagPath).toContain('/tags/projectStakeholderTags/');
    ok(
      await call(stakeholders, 'addProjectStakeholderTag', {
        params: { projectStakeholderId: item.id },
        body: { tagId: quickWin },
      }),
    );
    const tagged = ok(
      await call(stakeholders, 'getProjectStakeholder', { params: { projectStakeholderId: item.id } }),
    );
    expect(tagged.tags?.map((tag) => tag.id)).toEqual([quickWin]);
    const rows = (
      await call(stakeholders, 'getProjectStakeholdersGridData', {
        query: `filters=${encodeURIComponent(`tags-ct-${quickWin}`)}`,
      })
    ).json.payload as Item[];
    expect(rows.map((row) => row.id)).toContain(item.id);
  });

  it('sets a custom value on a stakeholder, an audience and an audience member, versioned', async () => {
    const targets: [ProjectEntity, string, string, string][] = [
      [entity(projectStakeholders), 'ProjectStakeholder', 'projectStakeholderId', 'project-stakeholders'],
      [entity(audiences), 'Audience', 'audienceId', 'audiences'],
      [entity(audienceStakeholders), 'AudienceStakeholder', 'audienceStakeholderId', 'audience-stakeholders'],
    ];
    for (const [target, singular, idParam, segment] of targets) {
      const id = demoEntityItemId(target.declaration.name, f.projectId, 2);
      const before = ok(await call(target, `get${singular}`, { params: { [idParam]: id } }));
      expect(target.endpoints[`update${singular}CustomField`]!.path).toContain(
        `/custom-fields/{fieldId}/projects/{projectId}/${segment}/`,
      );
      const saved = ok(
        await call(target, `update${singular}CustomField`, {
          params: { [idParam]: id, fieldId: intField },
          body: { valueInt: 42, version: before.version },
        }),
      );
      expect([segment, saved.customFields?.[intField], saved.version]).toEqual([
        segment,
        42,
        before.version + 1,
      ]);
      const stale = await call(target, `update${singular}CustomField`, {
        params: { [idParam]: id, fieldId: intField },
        body: { valueInt: 43, version: before.version },
      });
      expect([segment, stale.status]).toEqual([segment, 409]);
      const wrong = await call(target, `update${singular}CustomField`, {
        params: { [idParam]: id, fieldId: intField },
        body: { valueString: 'forty-two', version: saved.version },
      });
      expect([segment, wrong.status, wrong.json.message]).toEqual([
        segment,
        400,
        expect.stringMatching(/^body\.valueString/),
      ]);
    }
  });
});

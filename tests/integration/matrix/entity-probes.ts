import { buildPath } from '@tandem/shared/contract/endpoints';
import { projectEntities } from '@tandem/shared/contract/project-entities';
import {
  entityEndpointId,
  type EntityVerb,
  type ProjectEntity,
} from '@tandem/shared/entity-kit/define-project-entity';
import { demoEntityItemId } from '@tandem/infra/local/src/seed/benefit-seed';
import { firstDemoItemId } from '@tandem/infra/local/src/seed/core-data-seed';
import type { FieldDeclaration } from '@tandem/shared/entity-kit/field-kinds';
import { api } from '../api';
import { bearer } from '../sessions';
import { demoFixtures as f, type Probe, type ProbeInput, type Probes } from './probe';

const params = { organisationId: f.organisationId, projectId: f.projectId };

/** A field's valid value in Online Booking: members admin@, references a seeded target, else the sample. */
function sampleOf(field: FieldDeclaration) {
  if (field.kind === 'member') return f.userId('admin');
  if (field.kind === 'reference' && field.target)
    return 'coreData' in field.target
      ? firstDemoItemId('a', field.target.coreData)
      : demoEntityItemId(field.target.entity, f.projectId, 1);
  return field.sample;
}

/** A valid create body from the declaration: every field's sample. */
export function sampleBodyOf(entity: ProjectEntity) {
  return Object.fromEntries(
    Object.entries(entity.declaration.fields).map(([key, field]) => [key, sampleOf(field)]),
  );
}

/** The field the update probes rename: the first grid-editable plain text field. */
const textFieldOf = (entity: ProjectEntity) =>
  Object.entries(entity.declaration.fields).find(
    ([, field]) => field.kind === 'text' && field.editable === 'TextField',
  )![0];

/** A fresh item in Online Booking created by admin@ (destructive probes get one each). */
export async function freshItem(entity: ProjectEntity): Promise<{ id: string; version: number }> {
  const { singular, plural } = entity.declaration;
  const endpoint = entity.endpoints[entityEndpointId(singular, plural, 'create')]!;
  const response = await api('POST', buildPath(endpoint.path, params), {
    headers: await bearer('admin'),
    body: JSON.stringify(sampleBodyOf(entity)),
  });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${response.json?.message}`);
  return response.json.payload as { id: string; version: number };
}

/** One valid call per generated endpoint, worked out from the declaration alone. */
function probeOf(entity: ProjectEntity, verb: EntityVerb): Probe {
  const { declaration, schemas } = entity;
  const seededId = demoEntityItemId(declaration.name, f.projectId, 1);
  const seeded = { ...params, [declaration.idParam]: seededId };
  const fresh = (build: (item: { id: string; version: number }) => ProbeInput): Probe => ({
    prepare: async () => build(await freshItem(entity)),
  });
  const one = (id: string) => ({ ...params, [declaration.idParam]: id });
  switch (verb) {
    case 'list':
      return { params, query: { page: '1', pageSize: '5', sorts: '-refNumber' } };
    case 'gridData':
    case 'totalCount':
    case 'summary':
      return { params };
    case 'export':
      return { params, query: { columns: `refNumber,${declaration.nameField}` } };
    case 'create':
      return { params, body: sampleBodyOf(entity) };
    case 'addMultiple':
      return { params, body: { [schemas.pluralKey]: [sampleBodyOf(entity), sampleBodyOf(entity)] } };
    case 'deleteRange':
      return fresh((item) => ({ params, body: { [schemas.idsKey]: [item.id] } }));
    case 'duplicate':
      return { params, body: { [schemas.idsKey]: [seededId] } };
    case 'bulkUpdate':
      return fresh((item) => ({
        params,
        body: { [schemas.idsKey]: [item.id], [textFieldOf(entity)]: 'Probe bulk name' },
      }));
    case 'createFromUpload':
      return { params, body: { [schemas.newRowsKey]: [sampleBodyOf(entity)], [schemas.replaceRowsKey]: [] } };
    case 'get':
    case 'history':
    case 'shortHistory':
    case 'listComments':
      return { params: seeded };
    case 'update':
      return fresh((item) => ({
        params: one(item.id),
        body: { [textFieldOf(entity)]: 'Probe renamed', version: item.version },
      }));
    case 'delete':
      return fresh((item) => ({ params: one(item.id) }));
    case 'addComment':
      return fresh((item) => ({ params: one(item.id), body: { comment: 'Probe comment' } }));
    case 'updateField':
      return fresh((item) => ({
        params: { ...one(item.id), fieldName: textFieldOf(entity) },
        body: { text: 'Probe renamed', version: item.version },
      }));
    case 'clearField':
      return fresh((item) => ({
        params: { ...one(item.id), fieldPath: schemas.clearableFields[0]! },
        query: { version: String(item.version) },
      }));
  }
}

/** Every generated endpoint id of each entity (distributed: `keyof` of a union keeps only shared keys). */
type EndpointIdsOf<E> = E extends { endpoints: infer Endpoints } ? keyof Endpoints : never;

/** Probes of every endpoint of every kit entity: no per-entity test code. */
export const entityProbes = Object.fromEntries(
  (projectEntities as readonly ProjectEntity[]).flatMap((entity) =>
    entity.verbs.map((verb) => [
      entityEndpointId(entity.declaration.singular, entity.declaration.plural, verb),
      probeOf(entity, verb),
    ]),
  ),
) as Probes<EndpointIdsOf<(typeof projectEntities)[number]>>;

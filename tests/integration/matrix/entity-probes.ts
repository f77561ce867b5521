import { buildPath } from '@tandem/shared/contract/endpoints';
import {
  projectEntities,
  projectEntityIdLists,
  projectEntityLinks,
} from '@tandem/shared/contract/project-entities';
import { idListKeys, type EntityIdList } from '@tandem/shared/entity-kit/id-lists';
import type { CoreDataKind } from '@tandem/shared/core-data/kinds';
import { bulkToIdsKey, linkIdsKey, type EntityLink, type LinkSide } from '@tandem/shared/entity-kit/links';
import { demoActionId } from '@tandem/infra/local/src/seed/action-seed';
import { freshAction } from '../action-fixtures';
import {
  declaredEndpointId,
  type EntityVerb,
  type ProjectEntity,
} from '@tandem/shared/entity-kit/define-project-entity';
import { demoEntityItemId } from '@tandem/infra/local/src/seed/benefit-seed';
import { demoCustomFieldId } from '@tandem/infra/local/src/seed/custom-field-seed';
import { demoTagId } from '@tandem/infra/local/src/seed/action-seed';
import { firstDemoItemId } from '@tandem/infra/local/src/seed/core-data-seed';
import type { FieldDeclaration } from '@tandem/shared/entity-kit/field-kinds';
import { impacts } from '@tandem/shared/impacts/impact';
import { api } from '../api';
import { newPerson } from '../stakeholder-fixtures';
import { bearer } from '../sessions';
import { demoFixtures as f, type Probe, type ProbeInput, type Probes } from './probe';

const params = { organisationId: f.organisationId, projectId: f.projectId };

/** A field's valid value in Online Booking: members admin@, parents and references a seeded target, else the sample. */
function sampleOf(field: FieldDeclaration) {
  if (field.kind === 'member') return f.userId('admin');
  if (field.kind === 'parent') return demoEntityItemId(field.parent!, f.projectId, 1);
  if (field.kind === 'reference' && field.target)
    return 'coreData' in field.target
      ? firstDemoItemId('a', field.target.coreData)
      : demoEntityItemId(field.target.entity, f.projectId, 1);
  return field.sample;
}

/**
 * A valid create body from the declaration: every field's sample; a `unique` reference (a person, one
 * per project) points at a new person of the organisation each time.
 */
export async function sampleBodyOf(entity: ProjectEntity) {
  return Object.fromEntries(
    await Promise.all(
      Object.entries(entity.declaration.fields).map(async ([key, field]) => [
        key,
        field.unique ? (await newPerson()).id : sampleOf(field),
      ]),
    ),
  );
}

/** The field the update probes rename: the first grid-editable plain text field. */
const textFieldOf = (entity: ProjectEntity) =>
  Object.entries(entity.declaration.fields).find(
    ([, field]) => field.kind === 'text' && field.editable === 'TextField',
  )![0];

/** A fresh item in Online Booking created by admin@ (destructive probes get one each). */
export async function freshItem(entity: ProjectEntity): Promise<{ id: string; version: number }> {
  const endpoint = entity.endpoints[declaredEndpointId(entity.declaration, 'create')]!;
  const response = await api('POST', buildPath(endpoint.path, params), {
    headers: await bearer('admin'),
    body: JSON.stringify(await sampleBodyOf(entity)),
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
    // Built before each call: a unique reference needs a new target every time.
    case 'create':
      return { prepare: async () => ({ params, body: await sampleBodyOf(entity) }) };
    case 'addMultiple':
      return {
        prepare: async () => ({
          params,
          body: { [schemas.pluralKey]: [await sampleBodyOf(entity), await sampleBodyOf(entity)] },
        }),
      };
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
      return {
        prepare: async () => ({
          params,
          body: { [schemas.newRowsKey]: [await sampleBodyOf(entity)], [schemas.replaceRowsKey]: [] },
        }),
      };
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
    case 'reviewRange':
      return fresh((item) => ({ params, body: { [schemas.idsKey]: [item.id], comment: 'Probe review' } }));
    case 'shiftDates':
      return fresh((item) => ({ params: one(item.id), body: { days: 7, shiftActions: true } }));
    case 'clearField':
      return fresh((item) => ({
        params: { ...one(item.id), fieldPath: schemas.clearableFields[0]! },
        query: { version: String(item.version) },
      }));
    case 'listTags':
      return { params };
    case 'addTags':
      return fresh((item) => ({ params, body: { [schemas.idsKey]: [item.id], tagIds: [tagId] } }));
    case 'addTag':
      return fresh((item) => ({ params: one(item.id), body: { tagId } }));
    case 'removeTag':
      return fresh((item) => ({ params: { ...one(item.id), tagId } }));
    case 'updateCustomField':
      // The seeded Int field applies to every kind that opted into custom fields.
      return fresh((item) => ({
        params: { ...one(item.id), fieldId: demoCustomFieldId('a') },
        body: { valueInt: 7, version: item.version },
      }));
  }
}

const tagId = demoTagId('a', 'Quick win');

/** The seeded item (ref 1 in Online Booking) of a link side: a kit entity's, or an action. */
const seededIdOf = (side: LinkSide) =>
  side.name === 'action' ? demoActionId(f.projectId, 1) : demoEntityItemId(side.name, f.projectId, 1);

/** A fresh item of a link side, created by admin@: link writes join two fresh items, so no seeded item's links change. */
async function freshOf(side: LinkSide) {
  if (side.name === 'action') return freshAction();
  // Milestones are items of the project's list: the seeded third one is the probes' own.
  if (side.name === 'milestone') return { id: demoEntityItemId('milestone', f.projectId, 3) };
  const entity = (projectEntities as readonly ProjectEntity[]).find(
    (candidate) => candidate.declaration.name === side.name,
  )!;
  return freshItem(entity);
}

/** One valid call per endpoint of a link (either side), from its declaration alone. */
function linkProbeOf(link: EntityLink, id: string): Probe {
  const role = link.roles[id]!;
  const { from, to } = link.declaration;
  const [self, other] = role.side === 'from' ? [from, to] : [to, from];
  const at = (itemId: string) => ({ ...params, [self.idParam]: itemId });
  switch (role.operation) {
    case 'unlinked':
    case 'pairs':
      return { params };
    case 'bulkAdd':
      return {
        prepare: async () => ({
          params,
          body: {
            [linkIdsKey(from)]: [(await freshOf(from)).id],
            [bulkToIdsKey(link.declaration)]: [(await freshOf(to)).id],
          },
        }),
      };
    case 'list':
    case 'unassigned':
      return { params: at(seededIdOf(self)) };
    case 'add':
    case 'set':
      return {
        prepare: async () => ({
          params: at((await freshOf(self)).id),
          body: { [linkIdsKey(other)]: [(await freshOf(other)).id] },
        }),
      };
    case 'remove':
      return {
        prepare: async () => ({
          params: { ...at((await freshOf(self)).id), [other.idParam]: seededIdOf(other) },
        }),
      };
  }
}

/** One valid call per endpoint of a `coreDataIds` field's calls: writes on a fresh item, reads on ref 1. */
function idListProbeOf(list: EntityIdList, id: string): Probe {
  const { entity: declared, field, bulkKey } = list.declaration;
  const entity = (projectEntities as readonly ProjectEntity[]).find(
    (candidate) => candidate.declaration.name === declared.name,
  )!;
  const kind = (entity.declaration.fields[field]!.target as { coreData: CoreDataKind }).coreData;
  const target = firstDemoItemId('a', kind);
  const keys = idListKeys(list.declaration);
  const seeded = demoEntityItemId(declared.name, f.projectId, 1);
  const at = (itemId: string) => ({ ...params, [declared.idParam]: itemId });
  const fresh = (build: (itemId: string) => ProbeInput): Probe => ({
    prepare: async () => build((await freshItem(entity)).id),
  });
  switch (list.roles[id]!) {
    case 'list':
      return { params: at(seeded) };
    case 'unselected':
      return { params, query: { [declared.idParam]: seeded } };
    case 'set':
      return fresh((itemId) => ({ params: at(itemId), body: { [keys.ids]: [target] } }));
    case 'add':
      return fresh((itemId) => ({ params: at(itemId), body: { [keys.id]: target } }));
    case 'remove':
      return fresh((itemId) => ({ params: { ...at(itemId), [keys.id]: target } }));
    case 'addBulk':
      return fresh((itemId) => ({ params, body: { [bulkKey]: [target], [keys.itemIds]: [itemId] } }));
  }
}

/** Ids of every member of a union of endpoint tables (distributive, unlike `keyof` of the union). */
type IdsOf<T> = T extends { endpoints: infer E } ? keyof E : never;
type EntityEndpointIds = IdsOf<(typeof projectEntities)[number]>;
type LinkEndpointIds = IdsOf<(typeof projectEntityLinks)[number]>;
type IdListEndpointIds = IdsOf<(typeof projectEntityIdLists)[number]>;

/** Probes of every endpoint of every kit entity and link: no per-entity test code. */
export const entityProbes = Object.fromEntries([
  ...(projectEntities as readonly ProjectEntity[]).flatMap((entity) =>
    entity.verbs.map((verb) => [declaredEndpointId(entity.declaration, verb), probeOf(entity, verb)]),
  ),
  ...(projectEntityLinks as readonly EntityLink[]).flatMap((link) =>
    Object.keys(link.roles).map((id) => [id, linkProbeOf(link, id)]),
  ),
  ...(projectEntityIdLists as readonly EntityIdList[]).flatMap((list) =>
    Object.keys(list.roles).map((id) => [id, idListProbeOf(list, id)]),
  ),
]) as Probes<EntityEndpointIds | LinkEndpointIds | IdListEndpointIds>;

/** Impacts' delete-range at the spec's method (POST) takes what the kit's PUT takes. */
export const impactSpecMethodProbes: Probes<'deleteImpactRangePost'> = {
  deleteImpactRangePost: probeOf(impacts as ProjectEntity, 'deleteRange'),
};

/** Actions' one-tag calls (spec §7 `actionTags`), generated by the kit as every tagged entity's. */
export const actionTagAssociationProbes: Probes<'addActionTag' | 'removeActionTag'> = {
  addActionTag: {
    prepare: async () => ({ params: { ...params, actionId: (await freshAction()).id }, body: { tagId } }),
  },
  removeActionTag: {
    prepare: async () => ({ params: { ...params, actionId: (await freshAction()).id, tagId } }),
  },
};

/** The hand-written training endpoint beside the kit's (the learning dashboard reads the seeded plan). */
export const trainingProbes: Probes<'getLearningDashboard'> = {
  getLearningDashboard: { params },
};

import { actions } from '@tandem/shared/actions/action';
import { projectEntities } from '@tandem/shared/contract/project-entities';
import { coreDataKinds, type CoreDataKind } from '@tandem/shared/core-data/kinds';
import {
  mergedIds,
  usageOf,
  usingFieldsOf,
  usingKindsOf,
  type CoreDataUsage,
  type UsingField,
} from '@tandem/shared/core-data/usage';
import type { ProjectEntityDeclaration } from '@tandem/shared/entity-kit/declaration';
import { memberNameKey } from '@tandem/shared/entity-kit/kept-names';
import { coreDataItemEntity } from '../../data/entities/core-data-item';
import { programmesAndProjectsOf } from '../../data/entities/programmes-and-projects';
import { kitModelOf } from '../../entity-kit/registry';
import { referencingItems } from '../../entity-kit/referencing-items';
import type { Stored } from '../../data/core-data-items';

/**
 * What uses a core data item: the project items (actions, impacts, training, project stakeholders)
 * and the other core data items (a location's place group) whose fields hold its id. Every read is a
 * Query on an access pattern the entity already has: the organisation-wide index where the entity has
 * one (actions' open/closed index, impacts' organisation index, an indexed reference), else one Query
 * of each project's partition.
 */

type Item = Record<string, unknown>;
type Go = (options: { pages: 'all' }) => Promise<{ data: unknown[] }>;
type Queries = Record<string, ((facets: object) => { go: Go }) | undefined>;

interface ProjectUse {
  declaration: ProjectEntityDeclaration;
  fields: UsingField[];
  items: Item[];
}
interface CoreDataUse {
  kind: CoreDataKind;
  field: string;
  items: Stored[];
}
export interface Uses {
  projectUses: ProjectUse[];
  coreDataUses: CoreDataUse[];
}

const declarations: readonly ProjectEntityDeclaration[] = [actions, ...projectEntities].map(
  (entity) => entity.declaration as ProjectEntityDeclaration,
);

const holds = (item: Item, fields: UsingField[], itemId: string) =>
  fields.some(({ key, list }) =>
    list ? ((item[key] as string[] | undefined) ?? []).includes(itemId) : item[key] === itemId,
  );

async function organisationItems(
  declaration: ProjectEntityDeclaration,
  fields: UsingField[],
  organisationId: string,
  itemId: string,
  projectIds: () => Promise<string[]>,
): Promise<Item[]> {
  const model = kitModelOf(declaration);
  const query = model.query as unknown as Queries;
  const all = async (facets: object[], index: keyof Queries) =>
    (await Promise.all(facets.map((facet) => query[index]!(facet).go({ pages: 'all' })))).flatMap(
      ({ data }) => data as Item[],
    );
  if (query.byOpenState)
    return all(
      ['open', 'closed'].map((openState) => ({ organisationId, openState })),
      'byOpenState',
    );
  if (query.byOrganisation) return all([{ organisationId }], 'byOrganisation');
  const [only] = fields;
  if (fields.length === 1 && declaration.fields[only!.key]?.indexed)
    return (await referencingItems(model, only!.key, organisationId, itemId)) as unknown as Item[];
  return all(
    (await projectIds()).map((projectId) => ({ organisationId, projectId })),
    'byProject',
  );
}

/** Every item that holds the id, binned ones included (a restore must not bring back a lost id). */
export async function usesOf(kind: CoreDataKind, organisationId: string, itemId: string): Promise<Uses> {
  let projects: Promise<string[]> | undefined;
  const projectIds = () =>
    (projects ??= programmesAndProjectsOf(organisationId).then(({ projects: found }) =>
      found.map((project) => project.projectId),
    ));
  const projectUses = await Promise.all(
    declarations
      .map((declaration) => ({ declaration, fields: usingFieldsOf(declaration, kind) }))
      .filter(({ fields }) => fields.length > 0)
      .map(async ({ declaration, fields }) => ({
        declaration,
        fields,
        items: (await organisationItems(declaration, fields, organisationId, itemId, projectIds)).filter(
          (item) => holds(item, fields, itemId),
        ),
      })),
  );
  const coreDataUses = await Promise.all(
    usingKindsOf(kind).map(async ({ kind: using, field }) => {
      const { data } = await coreDataItemEntity.query
        .byKind({ organisationId, kind: using })
        .go({ pages: 'all' });
      const items = (data as Stored[]).filter((item) => (item.fields as Item)?.[field] === itemId);
      return { kind: using, field, items };
    }),
  );
  return { projectUses, coreDataUses };
}

/** The counts a person sees: items in the bin do not count (they are out of sight until restored). */
export function countedUsage(itemId: string, { projectUses, coreDataUses }: Uses): CoreDataUsage {
  return usageOf(itemId, [
    ...projectUses.map(({ declaration, items }) => ({
      label: declaration.label,
      count: items.filter((item) => item.lifecycleStatus !== 'deleted').length,
    })),
    ...coreDataUses.map(({ kind, items }) => ({ label: coreDataKinds[kind].label, count: items.length })),
  ]);
}

/**
 * Points every use at `into` instead (a reference's kept name too), bumping each item's version so an
 * editor still holding the old one is refused rather than writing the old id back.
 */
export async function moveUses(
  { projectUses, coreDataUses }: Uses,
  fromId: string,
  into: { id: string; name: string },
  author: string,
) {
  let moved = 0;
  for (const { declaration, fields, items } of projectUses) {
    const model = kitModelOf(declaration) as unknown as {
      patch: (key: object) => {
        set: (values: object) => { add: (values: object) => { go: () => Promise<unknown> } };
      };
    };
    for (const item of items) {
      const values: Item = { modifiedBy: author };
      for (const { key, list } of fields) {
        if (list && ((item[key] as string[] | undefined) ?? []).includes(fromId))
          values[key] = mergedIds(item[key] as string[], fromId, into.id);
        if (!list && item[key] === fromId) {
          values[key] = into.id;
          values[memberNameKey(key)] = into.name;
        }
      }
      const key = { organisationId: item.organisationId, projectId: item.projectId, itemId: item.itemId };
      await model.patch(key).set(values).add({ version: 1 }).go();
      moved += 1;
    }
  }
  for (const { kind, field, items } of coreDataUses)
    for (const item of items) {
      await coreDataItemEntity
        .patch({ organisationId: item.organisationId, kind, itemId: item.itemId })
        .set({ fields: { ...(item.fields as Item), [field]: into.id }, modifiedBy: author })
        .add({ version: 1 })
        .go();
      moved += 1;
    }
  return moved;
}

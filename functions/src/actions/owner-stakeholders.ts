import { coreDataItemEntity } from '../data/entities/core-data-item';
import type { ProjectEntityItem } from '../data/entities/project-entity';
import { projectStakeholderItemEntity } from '../data/entities/project-stakeholder-item';
import { notFound } from '../http/http-error';

interface Scope {
  organisationId: string;
  projectId: string;
}

/** A project stakeholder as the owner calls answer it: the kit item with its person's name and email. */
export interface OwnerStakeholder {
  id: string;
  refNumber: number;
  /** Spec §3 relationship stakeholderType: 1 individual (audiences are their own entity). */
  stakeholderType: number;
  stakeholderId: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
}

/** The people behind project stakeholders: one BatchGet of the organisation's core data `stakeholder`s. */
async function peopleOf(organisationId: string, items: ProjectEntityItem[]) {
  const ids = [...new Set(items.map((item) => String(item.stakeholder)))];
  if (ids.length === 0) return new Map<string, Record<string, unknown>>();
  const { data } = await coreDataItemEntity
    .get(ids.map((itemId) => ({ organisationId, kind: 'stakeholder', itemId })))
    .go();
  return new Map(data.map((person) => [person.itemId, person.fields as Record<string, unknown>]));
}

async function toOwners(organisationId: string, items: ProjectEntityItem[]): Promise<OwnerStakeholder[]> {
  const people = await peopleOf(organisationId, items);
  return items
    .map((item) => {
      const person = people.get(String(item.stakeholder)) ?? {};
      return {
        id: item.itemId,
        refNumber: item.refNumber,
        stakeholderType: 1,
        stakeholderId: String(item.stakeholder),
        name: String(item.stakeholderName ?? ''),
        firstName: String(person.firstName ?? ''),
        lastName: String(person.lastName ?? ''),
        email: String(person.email ?? ''),
        role: String(item.role ?? ''),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}

/** The project's active stakeholders (the kit's `PROJECTSTAKEHOLDER#` range, one Query). */
export async function activeProjectStakeholders(scope: Scope) {
  const { data } = await projectStakeholderItemEntity.query.byProject(scope).go({ pages: 'all' });
  const items = (data as unknown as ProjectEntityItem[]).filter((item) => item.lifecycleStatus === 'active');
  return toOwners(scope.organisationId, items);
}

/** The given active project stakeholders of THIS project (BatchGet), or 404 naming the field. */
export async function requireProjectStakeholders(scope: Scope, ids: string[], field: string) {
  const unique = [...new Set(ids)];
  const { data } = await projectStakeholderItemEntity
    .get(unique.map((itemId) => ({ ...scope, itemId })))
    .go({ consistent: true });
  const items = data as unknown as ProjectEntityItem[];
  const missing = unique.find(
    (id) => !items.some((item) => item.itemId === id && item.lifecycleStatus === 'active'),
  );
  if (missing) throw notFound(`The project stakeholder ${missing} (${field})`);
  return toOwners(scope.organisationId, items);
}

/** The given project stakeholders that still exist (deleted owners drop out; e-mails of the rest). */
export async function existingProjectStakeholders(scope: Scope, ids: string[]) {
  if (ids.length === 0) return [];
  const { data } = await projectStakeholderItemEntity
    .get([...new Set(ids)].map((itemId) => ({ ...scope, itemId })))
    .go();
  const items = (data as unknown as ProjectEntityItem[]).filter((item) => item.lifecycleStatus === 'active');
  return toOwners(scope.organisationId, items);
}

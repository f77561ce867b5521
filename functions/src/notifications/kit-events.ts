import type { ProjectEntityDeclaration } from '@tandem/shared/entity-kit/declaration';
import type { Caller } from '../http/caller';
import type { RoleChange } from './rules';
import { notifyAssignments, notifyComment } from './events';

type Item = Record<string, unknown> & { itemId: string; refNumber?: number };
type Scope = { organisationId: string; projectId: string };

/** The member fields a declaration marks `notify` (an impact's owner), with the notice they earn. */
const notifyingMembers = (declaration: ProjectEntityDeclaration) =>
  Object.entries(declaration.fields).flatMap(([key, field]) =>
    field.kind === 'member' && field.notify ? [{ key, kind: field.notify }] : [],
  );

const asId = (value: unknown) => (typeof value === 'string' && value ? value : null);

const notifiedItem = (declaration: ProjectEntityDeclaration, scope: Scope, item: Item) => ({
  entityType: declaration.name,
  entityId: item.itemId,
  projectId: scope.projectId,
  name: String(item[declaration.nameField] ?? ''),
  ...(typeof item.refNumber === 'number' ? { refNumber: item.refNumber } : {}),
});

/** Any kit entity's assignment notices: each `notify` member field someone else set (create: all). */
export async function notifyKitAssignments(
  caller: Caller,
  declaration: ProjectEntityDeclaration,
  scope: Scope,
  changes: { before?: Item; after: Item }[],
) {
  const members = notifyingMembers(declaration);
  if (members.length === 0) return;
  await notifyAssignments(
    caller,
    changes.map(({ before, after }) => ({
      organisationId: scope.organisationId,
      item: notifiedItem(declaration, scope, after),
      roles: members.map(({ key, kind }): RoleChange => ({
        kind,
        before: asId(before?.[key]),
        after: asId(after[key]),
      })),
    })),
  );
}

/** A comment on a kit item: its `notify` members (owner, assignee) hear of it, never the commenter. */
export async function notifyKitComment(
  caller: Caller,
  declaration: ProjectEntityDeclaration,
  scope: Scope,
  item: Item,
) {
  const members = notifyingMembers(declaration);
  if (members.length === 0) return;
  await notifyComment(
    caller,
    scope.organisationId,
    notifiedItem(declaration, scope, item),
    members.map(({ key }) => asId(item[key])),
  );
}

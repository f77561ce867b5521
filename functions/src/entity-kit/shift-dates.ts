import { addCalendarDays } from '@tandem/shared/core/calendar-date';
import type { LinkSide } from '@tandem/shared/entity-kit/links';
import { allWrites, type TransactionWrites } from '../data/versioned-write';
import type { Caller } from '../http/caller';
import { badRequest } from '../http/http-error';
import { linkedIds, type LinkTarget } from './links';
import { requireItem, type EntityStore, type ProjectScope } from './store';
import { commitItemChange } from './writes';

/** Linked items whose dates move with the item's (impact → its actions), with their side. */
export interface ShiftLinked {
  self: LinkSide;
  target: LinkTarget;
}

// One transaction holds 100 writes: the item, its history, and per moved item an update and history.
const MOVED_MAX = 30;

/**
 * `PUT {id}/shiftdates` (spec §4): every date field that holds a date moves by `days`; with
 * `shiftActions`, so do the linked items' dates. ONE transaction: the item's versioned update and
 * history, and each moved item's versioned update and history. A stale linked item is a 409.
 */
export async function shiftDates(
  caller: Caller,
  store: EntityStore,
  scope: ProjectScope,
  itemId: string,
  body: { days: number; shiftActions?: boolean },
  linkedMovers: ShiftLinked[],
) {
  const item = await requireItem(store, scope, itemId);
  const set: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(store.declaration.fields))
    if (field.kind === 'date' && typeof item[key] === 'string')
      set[key] = addCalendarDays(item[key] as string, body.days);
  const moved: { type: string; id: string }[] = [];
  const linkedWrites: TransactionWrites[] = [];
  if (body.shiftActions && body.days !== 0) {
    for (const { self, target } of linkedMovers) {
      const ids = await linkedIds(scope, self, itemId, target.side);
      if (moved.length + ids.length > MOVED_MAX)
        throw badRequest(
          'body.shiftActions',
          `body.shiftActions: at most ${MOVED_MAX} linked items move at once; this ${store.declaration.label} has more.`,
        );
      for (const id of ids) {
        const writes = await target.shiftWrites?.(caller, scope, id, body.days);
        if (!writes) continue;
        linkedWrites.push(writes);
        moved.push({ type: target.side.name, id });
      }
    }
  }
  await commitItemChange({
    caller,
    store,
    scope,
    item,
    seenVersion: item.version,
    values: { set, remove: [] },
    ...(linkedWrites.length > 0 ? { also: allWrites(...linkedWrites) } : {}),
  });
  return { days: body.days, moved };
}

import type { HistoryEntryResponse } from '@tandem/shared/organisations/schemas';
import { membershipEntity } from './entities/membership';

const parse = (value: string | undefined): unknown => {
  if (value === undefined) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

type StoredHistoryEntry = {
  changeId: string;
  changedAt: string;
  userId: string;
  action: 'create' | 'update' | 'delete';
  field?: string;
  oldValue?: string;
  newValue?: string;
  version: number;
};

/** A stored history item as the history endpoints answer it (values parsed back from JSON). */
export const toHistoryResponse = (
  entry: StoredHistoryEntry,
  userName: string | null = null,
): HistoryEntryResponse => ({
  changeId: entry.changeId,
  changedAt: entry.changedAt,
  userId: entry.userId,
  userName,
  action: entry.action,
  field: entry.field ?? null,
  oldValue: parse(entry.oldValue),
  newValue: parse(entry.newValue),
  version: entry.version,
});

/**
 * History entries with the name of whoever made each change, so every reader of a history sees names
 * (readers cannot list the organisation's people): one BatchGet of the distinct authors' memberships.
 */
export async function historyResponses(
  organisationId: string,
  entries: readonly StoredHistoryEntry[],
): Promise<HistoryEntryResponse[]> {
  const userIds = [...new Set(entries.map((entry) => entry.userId))].filter(
    (userId) => userId && !userId.includes(':'),
  );
  const names = new Map<string, string>();
  if (userIds.length > 0) {
    const { data } = await membershipEntity
      .get(userIds.slice(0, 100).map((userId) => ({ organisationId, userId })))
      .go();
    for (const member of data) names.set(member.userId, `${member.firstName} ${member.lastName}`.trim());
  }
  return entries.map((entry) => toHistoryResponse(entry, names.get(entry.userId) ?? null));
}

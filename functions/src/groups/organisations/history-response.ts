import type { HistoryEntryResponse } from '@tandem/shared/organisations/schemas';

const parse = (value: string | undefined): unknown => {
  if (value === undefined) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/** A stored history item as the history endpoints answer it (values parsed back from JSON). */
export const toHistoryResponse = (entry: {
  changeId: string;
  changedAt: string;
  userId: string;
  action: 'create' | 'update' | 'delete';
  field?: string;
  oldValue?: string;
  newValue?: string;
  version: number;
}): HistoryEntryResponse => ({
  changeId: entry.changeId,
  changedAt: entry.changedAt,
  userId: entry.userId,
  action: entry.action,
  field: entry.field ?? null,
  oldValue: parse(entry.oldValue),
  newValue: parse(entry.newValue),
  version: entry.version,
});

import { historyEntryEntity } from './entities/history-entry';

export interface HistoryTarget {
  organisationId: string;
  entityType: string;
  entityId: string;
  projectId?: string;
}

/** One entity's history, newest first; one Query on its history partition. */
export async function readHistory(target: HistoryTarget, options: { limit?: number } = {}) {
  const { organisationId, entityType, entityId } = target;
  const { data } = await historyEntryEntity.query
    .byEntity({ organisationId, entityType, entityId })
    .go({ order: 'desc', ...(options.limit ? { limit: options.limit } : { pages: 'all' }) });
  return data;
}

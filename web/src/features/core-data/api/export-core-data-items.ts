import type { CoreDataKind } from '@tandem/shared/core-data/kinds';
import { callCoreData, type DownloadedFile } from './core-data-call';

export type ExportCoreDataItemsInput = {
  kind: CoreDataKind;
  organisationId: string;
  /** The chosen columns, in order. */
  columns: string[];
  sorts?: string;
  filters?: string;
};

/** The kind's list as an .xlsx file with the chosen columns, sorted and filtered like the list. */
export const exportCoreDataItems = ({
  kind,
  organisationId,
  columns,
  sorts,
  filters,
}: ExportCoreDataItemsInput) =>
  callCoreData(kind, 'export', {
    params: { organisationId },
    query: { columns: columns.join(','), ...(sorts && { sorts }), ...(filters && { filters }) },
  }) as Promise<DownloadedFile>;

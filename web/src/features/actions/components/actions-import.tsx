import type { ProjectRef } from '../api/keys';

/** The spreadsheet import of the actions grid (filled in by the import work of issue 5). */
export function ActionsImport(_props: { project: ProjectRef; onImported: () => void }) {
  return null;
}

import { progressStatusLabel, type ProgressStatus } from '@tandem/shared/core/progress-status';
import { ragLabel, type RagStatus } from '@tandem/shared/core/rag';
import { richTextCellOf } from '@tandem/shared/spreadsheet/rich-text-cell';
import type { EntityApiExportColumn } from '@tandem/shared/entity-kit/api-shape';
import { projectEntity } from '../data/entities/project';
import { buildXlsx, pickColumns, type ExportColumn } from '../exports/xlsx';
import { notFound } from '../http/http-error';
import { apiAnswers } from './api-answers';
import type { EntityOptions } from './implementations';
import { rowsOf } from './list';
import { keptAsRead, toResponse, type EntityStore, type ProjectScope } from './store';
import { attachTags } from './tags';

type Answer = Record<string, unknown>;
type Cell = string | number | boolean | null | undefined;

/** A date's day, or empty for none and for the empty-date sentinel (`apiShape.item.emptyDate`). */
const dayCell = (value: unknown, emptyDate: string | undefined) =>
  typeof value === 'string' && value !== '' && value.slice(0, 10) !== emptyDate?.slice(0, 10)
    ? value.slice(0, 10)
    : '';

/** The cell a declared column shows for one answered item. */
function cellOf(column: EntityApiExportColumn, value: unknown, emptyDate: string | undefined): Cell {
  switch (column.as ?? 'value') {
    case 'plainText':
      // No markup, yet paragraphs and italics kept in the form the import reads back (issue 37 item 2).
      return richTextCellOf(typeof value === 'string' ? value : '');
    case 'rag':
      return ragLabel[value as RagStatus] ?? '';
    case 'progress':
      return progressStatusLabel[value as ProgressStatus] ?? '';
    case 'day':
      return dayCell(value, emptyDate);
    case 'person': {
      const person = value as { firstName?: string; lastName?: string } | null | undefined;
      return person ? `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim() : '';
    }
    case 'tags':
      return ((value as { text: string }[] | undefined) ?? []).map((tag) => tag.text).join(', ');
    case 'value':
      return (value ?? '') as Cell;
  }
}

/** The project's name for the file name: lower case, each run of other characters a `-`. */
async function projectFileName(scope: ProjectScope) {
  const { data } = await projectEntity.get(scope).go();
  if (!data || data.lifecycleStatus === 'deleted') throw notFound('The project (params.projectId)');
  return data.name.replace(/[^\w-]+/g, '-').toLowerCase();
}

/**
 * The export of an entity that declares its sheet (`apiShape.export`): the listing's rows (its keys,
 * ref order without a sort) answered as the list answers them, computed values included, so each
 * column reads the answered key it names (tags in the answer's order).
 */
export async function exportDeclared(
  store: EntityStore,
  scope: ProjectScope,
  params: { sorts?: string; filters?: string; columns?: string },
  options: EntityOptions,
) {
  const { declaration } = store;
  const sheet = declaration.apiShape!.export!;
  // The file name's read of the project is the export's project check too (it 404s a project gone).
  const fileName = sheet.fileName.includes('{project}') ? projectFileName(scope) : undefined;
  // Both awaited together: a refusal of either is handled, never left unhandled behind the other.
  const [{ rows, tagIds }, project] = await Promise.all([
    rowsOf(store, scope, params, options.listing ?? {}, fileName),
    fileName ?? '',
  ]);
  const answers = await apiAnswers(
    store,
    options.computed,
    scope,
    await attachTags(
      store,
      scope,
      keptAsRead(rows).map((item) => toResponse(store, item) as Answer & { id: string }),
      tagIds,
    ),
  );
  const emptyDate = declaration.apiShape?.item?.emptyDate;
  const columns = Object.entries(sheet.columns).map(([key, column]): ExportColumn<Answer> => ({
    key,
    header: column.header,
    value: (answer) => cellOf(column, answer[column.from ?? key], emptyDate),
    width: column.width,
  }));
  const requested = params.columns
    ?.split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  return buildXlsx({
    fileName: sheet.fileName.replace('{project}', project),
    sheetName: declaration.plural,
    columns: pickColumns(columns, requested),
    rows: answers,
  });
}

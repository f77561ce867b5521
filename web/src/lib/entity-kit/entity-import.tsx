import { Button } from '@mantine/core';
import { MAX_REQUEST_BODY_BYTES } from '@tandem/shared/core/limits';
import { can } from '@tandem/shared/permissions/can';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { usePermissions } from '@/lib/permissions-store';
import type {
  BatchOutcome,
  FieldProblem,
  MappedRow,
  RowConversion,
} from '@/ui/spreadsheet-import/import-types';
import { entityKeys } from './entity-api';
import { callEntityEndpoint } from './entity-call';
import { useEntityExtras } from './entity-extras';
import { uploadRowOf, type UploadRow } from './entity-import-row';
import { customFieldKey } from '@tandem/shared/custom-fields/custom-field-key';
import type { CustomField } from '@/lib/tags/custom-fields-api';
import { entityEndpointIds, type EntityView, type ProjectRef } from './entity-view';
import '@/lib/i18n/en-gb-entity-kit';
import '@/lib/i18n/en-gb-tags';

const SpreadsheetImportDialog = lazy(() =>
  import('@/ui/spreadsheet-import/spreadsheet-import-dialog').then((module) => ({
    default: module.SpreadsheetImportDialog<UploadRow>,
  })),
);

/** Below the API's body limit, with room for the rest of the request. */
const MAX_BATCH_BYTES = MAX_REQUEST_BODY_BYTES - 100_000;

/**
 * The fields a sheet may fill, by their labels (name first: it is required): the declared ones, then
 * the organisation's custom fields of the kind while custom properties are on.
 */
const importFieldsOf = (
  view: EntityView,
  labelOf: (key: string) => string,
  customFields: readonly CustomField[],
  tags: boolean,
) => [
  ...Object.entries(view.fields)
    .filter(([, field]) => field?.exported !== false)
    .map(([key]) => ({ key, label: labelOf(key), required: key === view.nameField })),
  // Tags by text, as the export writes them; a text no tag has yet becomes a new tag.
  ...(view.tags && tags ? [{ key: 'tags', label: labelOf('tags'), required: false }] : []),
  ...customFields.map((field) => ({ key: customFieldKey(field.id), label: field.name, required: false })),
];

/** The server's row problems of a refused call, by index into the rows sent. */
function rowProblemsOf(error: unknown) {
  if (!isApiError(error) || error.status !== 400) throw error;
  const details = error.details as { rows?: { row: number; field: string; message: string }[] } | undefined;
  if (!Array.isArray(details?.rows)) throw error;
  return details.rows;
}

/**
 * The preview's check (issue 28 item 2): the mapped cells go to create-from-upload as a dry run, so
 * every row meets the server's own rules (the shared cell codec, then the create rules) before
 * anything is written, and each problem shows at its row in the server's plain words.
 */
async function rowsOf(
  view: EntityView,
  project: ProjectRef,
  rows: MappedRow[],
): Promise<RowConversion<UploadRow>[]> {
  const upload = rows.map((row) => uploadRowOf(view, row.cells));
  const problems = upload.map((): FieldProblem[] => []);
  const pluralKey = view.plural.charAt(0).toLowerCase() + view.plural.slice(1);
  const size = view.upload?.max ?? 500;
  for (let start = 0; start < upload.length; start += size) {
    try {
      await callEntityEndpoint(entityEndpointIds(view).createFromUpload, {
        params: { ...project },
        body: {
          [`new${view.plural}`]: upload.slice(start, start + size),
          [`${pluralKey}ToReplace`]: [],
          dryRun: true,
        },
      });
    } catch (error) {
      for (const problem of rowProblemsOf(error))
        problems[start + problem.row]?.push({ field: problem.field, message: problem.message });
    }
  }
  return upload.map((row, index) => ({ row, problems: problems[index]! }));
}

async function submit(view: EntityView, project: ProjectRef, rows: UploadRow[]): Promise<BatchOutcome> {
  const pluralKey = view.plural.charAt(0).toLowerCase() + view.plural.slice(1);
  try {
    const result = (await callEntityEndpoint(entityEndpointIds(view).createFromUpload, {
      params: { ...project },
      body: { [`new${view.plural}`]: rows, [`${pluralKey}ToReplace`]: [] },
    })) as { created: number; replaced: number };
    return { ok: true, created: result.created, replaced: result.replaced };
  } catch (error) {
    if (!isApiError(error)) throw error;
    const details = error.details as { rows?: { row: number; field: string; message: string }[] } | undefined;
    return {
      ok: false,
      message: error.message,
      rowProblems: (Array.isArray(details?.rows) ? details.rows : []).map((problem) => ({
        index: problem.row,
        field: problem.field,
        message: problem.message,
      })),
      fatal: ![400, 409, 413].includes(error.status),
    };
  }
}

/** Import of a spreadsheet into a kit entity (opt-in `upload` on the view), for people who may edit. */
export function EntityImport({ view, project }: { view: EntityView; project: ProjectRef }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const [open, setOpen] = useState(false);
  const { customFields, tags } = useEntityExtras(view, project.organisationId);
  if (!view.upload || !can(permissions, view.permissions.edit, project)) return null;
  const labelOf = (key: string) => (key === 'tags' ? t('tags.tags') : t(`${view.phrases}.fields.${key}`));
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        {t('entityKit.import')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SpreadsheetImportDialog
            opened={open}
            onClose={() => setOpen(false)}
            title={t(`${view.phrases}.importTitle`)}
            fields={importFieldsOf(view, labelOf, customFields, tags)}
            convertRows={(rows) => rowsOf(view, project, rows)}
            batchSize={view.upload.max}
            maxBatchBytes={MAX_BATCH_BYTES}
            submitBatch={(rows) => submit(view, project, rows)}
            onImported={() => void queryClient.invalidateQueries({ queryKey: entityKeys.all(view, project) })}
          />
        </Suspense>
      )}
    </>
  );
}

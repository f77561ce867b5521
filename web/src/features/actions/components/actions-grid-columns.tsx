import { Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/dates';
import cellClasses from '@/lib/entity-kit/entity-grid-cells.module.css';
import { reviewGridColumn } from '@/lib/entity-kit/entity-grid-review-column';
import { ProgressPill, RagPill } from '@/ui/status-pills';
import type { Action } from '../api/list-actions';
import { dayOf, isEndDateOverdue, ragCellValue, safeRichText } from './grid-logic';
import classes from './actions-grid.module.css';

function DescriptionCell({ value }: ICellRendererParams<Action, string>) {
  const { t } = useTranslation();
  const { html, harmful } = safeRichText(value ?? '');
  if (harmful)
    return (
      <Text size="sm" fs="italic" c="red.9" data-testid="description-harmful">
        {t('actionItems.harmful')}
      </Text>
    );
  // Safe: screened by the shared rule, then DOMPurify with only the allowed tags and no attributes.
  return (
    <div className={cellClasses.multiLineCell}>
      <div className={classes.descriptionText} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}

const reviewPhrases = {
  header: 'actionItems.columns.review',
  none: 'actionItems.notReviewed',
  reviewedOn: 'actionItems.reviewedOn',
  nextReviewDue: 'actionItems.nextReviewDue',
};

const dateCell = (value: string | null | undefined) => formatDay(dayOf(value));

/** The end date, marked overdue (spec §4) by colour, an icon and its name: never by colour alone. */
function EndDateCell({ data }: ICellRendererParams<Action>) {
  const { t } = useTranslation();
  if (!data) return null;
  const text = dateCell(data.endDate);
  if (!isEndDateOverdue(data)) return text;
  const overdue = t('actionItems.endDateOverdue');
  return (
    <span className={classes.overdueDate} title={overdue} data-overdue="true">
      {text}{' '}
      <IconAlertTriangle size={14} role="img" aria-label={overdue} style={{ verticalAlign: 'middle' }} />
    </span>
  );
}

/** The value of a cell drawn from several fields, so the grid repaints it when any of those change. */
const endDateCellValue = ({ data }: { data?: Action }) =>
  data ? `${data.endDate}|${isEndDateOverdue(data)}` : '';

/**
 * The actions grid's columns (spec §2 grid pages), known by `colId`: the owner by name, the assignee's
 * kept name, the end date with its overdue mark, RAG as shown (completed), the description as
 * screened rich text, tags, and the kit's review column.
 */
export const actionGridColumns = (
  t: TFunction,
  { tags = true }: { tags?: boolean } = {},
): ColDef<Action>[] => [
  { colId: 'refNumber', field: 'refNumber', headerName: t('actionItems.columns.refNumber'), width: 90 },
  { colId: 'name', field: 'name', headerName: t('actionItems.columns.name'), minWidth: 220, flex: 2 },
  {
    colId: 'description',
    field: 'description',
    headerName: t('actionItems.columns.description'),
    minWidth: 220,
    flex: 2,
    sortable: false,
    cellRenderer: DescriptionCell,
  },
  {
    colId: 'owner',
    headerName: t('actionItems.columns.owner'),
    valueGetter: ({ data }) => (data?.owner ? `${data.owner.firstName} ${data.owner.lastName}` : ''),
    width: 150,
  },
  {
    colId: 'assignedTo',
    field: 'assignedToName',
    headerName: t('actionItems.columns.assignedTo'),
    width: 150,
  },
  {
    colId: 'startDate',
    field: 'startDate',
    headerName: t('actionItems.columns.startDate'),
    valueFormatter: ({ value }) => dateCell(value as string),
    width: 130,
  },
  {
    colId: 'endDate',
    headerName: t('actionItems.columns.endDate'),
    valueGetter: endDateCellValue,
    cellRenderer: EndDateCell,
    width: 150,
  },
  {
    colId: 'progressStatus',
    field: 'progressStatus',
    headerName: t('actionItems.columns.progressStatus'),
    cellRenderer: ({ data }: ICellRendererParams<Action>) =>
      data ? <ProgressPill progressStatus={data.progressStatus} /> : null,
    width: 140,
  },
  {
    colId: 'ragStatus',
    // The shown value, not the stored RAG: completing an action repaints this cell (spec §4).
    valueGetter: ({ data }) => (data ? ragCellValue(data) : null),
    headerName: t('actionItems.columns.ragStatus'),
    cellRenderer: ({ data }: ICellRendererParams<Action>) =>
      data ? <RagPill ragStatus={data.ragStatus} progressStatus={data.progressStatus} /> : null,
    width: 130,
  },
  {
    colId: 'actionType',
    field: 'actionType',
    headerName: t('actionItems.columns.actionType'),
    width: 140,
  },
  // Only while the organisation's tags are on.
  ...(tags
    ? [
        {
          colId: 'tags',
          headerName: t('actionItems.columns.tags'),
          valueGetter: ({ data }: { data?: Action }) => (data?.tags ?? []).map((tag) => tag.text).join(', '),
          sortable: false,
          width: 150,
        },
      ]
    : []),
  reviewGridColumn<Action>(t, reviewPhrases),
];

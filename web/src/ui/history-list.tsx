import { Alert, Group, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { formatDateTime } from './format-date-time';
import { ShowMoreList } from './show-more-list';

/** One accepted change, as the history endpoints answer it (shared `historyEntrySchema`). */
export type HistoryEntry = {
  changeId: string;
  changedAt: string;
  userId: string;
  action: 'create' | 'update' | 'delete';
  field: string | null;
  oldValue: unknown;
  newValue: unknown;
  version: number;
};

export type HistoryListLabels = {
  title: string;
  empty: string;
  loadFailed: string;
  /** "created it", "deleted it": what a create or delete entry says after the person's name. */
  created: string;
  deleted: string;
  /** Read out between the old and the new value (the arrow is decoration). */
  from: string;
  to: string;
  /** An empty old or new value. */
  emptyValue: string;
  showMore: (hidden: number) => string;
  showLess: string;
};

type HistoryListProps = {
  entries: HistoryEntry[] | undefined;
  loading: boolean;
  error: boolean;
  labels: HistoryListLabels;
  fieldLabel: (field: string) => string;
  /** A value as text; '' counts as empty. */
  formatValue: (field: string, value: unknown) => string;
  personName: (userId: string) => string;
};

/** What a history entry says, in text: who, when, and for a change the field, old and new value. */
export function describeHistoryEntry(
  entry: HistoryEntry,
  { labels, fieldLabel, formatValue, personName }: Omit<HistoryListProps, 'entries' | 'loading' | 'error'>,
) {
  const who = personName(entry.userId);
  if (entry.action !== 'update' || !entry.field)
    return {
      who,
      field: null,
      from: '',
      to: '',
      summary: entry.action === 'delete' ? labels.deleted : labels.created,
    };
  const show = (value: unknown) => formatValue(entry.field as string, value) || labels.emptyValue;
  return {
    who,
    field: fieldLabel(entry.field),
    from: show(entry.oldValue),
    to: show(entry.newValue),
    summary: null,
  };
}

/**
 * An item's history, newest first: who changed which field from what to what, and when; 'show more'
 * after two (spec §2). Formatting of fields, values and names is the caller's, so any entity can use it.
 */
export function HistoryList({ entries, loading, error, ...describe }: HistoryListProps) {
  const { labels } = describe;
  if (loading) return <Skeleton height={48} radius="sm" data-testid="history-loading" />;
  if (error)
    return (
      <Alert color="red" role="alert">
        {labels.loadFailed}
      </Alert>
    );
  if (!entries?.length)
    return (
      <Text size="sm" c="gray.7" data-testid="history-empty">
        {labels.empty}
      </Text>
    );
  return (
    <ShowMoreList
      label={labels.title}
      testId="history-list"
      items={entries}
      itemKey={(entry) => `${entry.changeId}:${entry.field ?? ''}`}
      showMoreLabel={labels.showMore}
      showLessLabel={labels.showLess}
      renderItem={(entry) => {
        const line = describeHistoryEntry(entry, describe);
        return (
          <Paper
            withBorder
            p="sm"
            mb="xs"
            radius="sm"
            data-testid="history-entry"
            data-field={entry.field ?? ''}
          >
            <Group gap="xs" mb={2}>
              <Text size="sm" fw={600}>
                {line.who}
              </Text>
              <Text size="xs" c="gray.7" component="time" dateTime={entry.changedAt}>
                {formatDateTime(entry.changedAt)}
              </Text>
            </Group>
            {line.summary !== null ? (
              <Text size="sm">{line.summary}</Text>
            ) : (
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {line.field}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <VisuallyHidden>{labels.from} </VisuallyHidden>
                  <Text span c="gray.7" td="line-through">
                    {line.from}
                  </Text>
                  <span aria-hidden> → </span>
                  <VisuallyHidden> {labels.to} </VisuallyHidden>
                  <Text span>{line.to}</Text>
                </Text>
              </Stack>
            )}
          </Paper>
        );
      }}
    />
  );
}

import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { formatDateTime } from './format-date-time';
import { ShowMoreList } from './show-more-list';

export type CommentItem = {
  id: string;
  text: string;
  author: string;
  /** ISO timestamp. */
  createdAt: string;
  /** A short tag shown beside the author, e.g. 'Review' for a review note. */
  badge?: string;
};

export type CommentsPanelLabels = {
  title: string;
  empty: string;
  loadFailed: string;
  /** The text box's label. */
  field: string;
  add: string;
  required: string;
  /** Shown when the text is longer than `maxLength`. */
  tooLong: string;
  showMore: (hidden: number) => string;
  showLess: string;
};

type CommentsPanelProps = {
  comments: CommentItem[] | undefined;
  loading: boolean;
  error: boolean;
  labels: CommentsPanelLabels;
  maxLength: number;
  /** Without it the list is read-only (no rights to comment). Resolve to clear the box; reject to keep it. */
  onAdd?: (text: string) => Promise<unknown>;
  adding?: boolean;
};

/**
 * Comments of an item: newest first, with 'show more' after two (spec §2), and a box to add one when
 * the user may. The text is shown as text, never as markup. Knows nothing of any API.
 */
export function CommentsPanel({
  comments,
  loading,
  error,
  labels,
  maxLength,
  onAdd,
  adding = false,
}: CommentsPanelProps) {
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setFieldError(labels.required);
    if (trimmed.length > maxLength) return setFieldError(labels.tooLong);
    setFieldError(null);
    onAdd?.(trimmed).then(
      () => setText(''),
      () => undefined,
    );
  };

  let list;
  if (loading) list = <Skeleton height={48} radius="sm" data-testid="comments-loading" />;
  else if (error)
    list = (
      <Alert color="red" role="alert">
        {labels.loadFailed}
      </Alert>
    );
  else if (!comments?.length)
    list = (
      <Text size="sm" c="gray.7" data-testid="comments-empty">
        {labels.empty}
      </Text>
    );
  else
    list = (
      <ShowMoreList
        label={labels.title}
        testId="comments-list"
        items={comments}
        itemKey={(comment) => comment.id}
        showMoreLabel={labels.showMore}
        showLessLabel={labels.showLess}
        renderItem={(comment) => (
          <Paper withBorder p="sm" mb="xs" radius="sm" data-testid="comment">
            <Group gap="xs" mb={4}>
              <Text size="sm" fw={600}>
                {comment.author}
              </Text>
              {comment.badge && (
                <Badge size="sm" variant="outline" color="dark">
                  {comment.badge}
                </Badge>
              )}
              <Text size="xs" c="gray.7" component="time" dateTime={comment.createdAt}>
                {formatDateTime(comment.createdAt)}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {comment.text}
            </Text>
          </Paper>
        )}
      />
    );

  return (
    <Stack gap="sm">
      {list}
      {onAdd && (
        <form onSubmit={submit} noValidate aria-label={labels.add}>
          <Stack gap="xs">
            <Textarea
              label={labels.field}
              rows={3}
              value={text}
              error={fieldError}
              onChange={(event) => {
                setText(event.currentTarget.value);
                if (fieldError) setFieldError(null);
              }}
            />
            <Group>
              <Button type="submit" loading={adding}>
                {labels.add}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

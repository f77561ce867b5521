import { Input } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { importWithRetry } from '@/lib/lazy-import';

export type RichTextInputProps = {
  label: string;
  /** Stored rich text (`ALLOWED_RICH_TEXT_TAGS`); empty for none. */
  value: string;
  /** The edited text, already in the stored form (see `storedHtmlOfEditor`). */
  onChange: (html: string) => void;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  autoFocus?: boolean;
  /** Height of the writing area in px. */
  minHeight?: number;
};

const RichTextEditorInput = lazy(() => importWithRetry(() => import('./rich-text-editor')));

/**
 * The one input for rich text (descriptions, rich-text fields and custom values): Mantine's Tiptap
 * editor with bold, italics and both kinds of list. Tiptap is a large download that only forms need,
 * so it loads with the first form that shows one; until then the label and an empty box of the same
 * size hold its place.
 */
export function RichTextInput(props: RichTextInputProps) {
  const { minHeight = 120 } = props;
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={props.label} description={props.description} required={props.required}>
          <div
            aria-busy="true"
            style={{
              minHeight: minHeight + 44,
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-default)',
            }}
          />
        </Input.Wrapper>
      }
    >
      <RichTextEditorInput {...props} />
    </Suspense>
  );
}

import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { withoutEventHandlers } from '@tandem/shared/core/rich-text';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { addPhrases } from '@/lib/i18n/add-phrases';
import { storedHtmlOfEditor } from './editor-html';
import type { RichTextInputProps } from './rich-text-input';
import '@mantine/tiptap/styles.css';

addPhrases('richText', {
  toolbar: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
});

/**
 * Only what stored rich text can hold (spec §5: paragraphs, lists, bold, italics): every other node
 * or mark of the starter kit is off, so neither a shortcut nor a paste can make what the sanitiser
 * would drop. A line break would be dropped too, so Shift+Enter starts a paragraph like Enter.
 */
const extensions = [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    hardBreak: false,
    heading: false,
    horizontalRule: false,
    link: false,
    strike: false,
    underline: false,
  }),
];

/** The Tiptap editor behind `RichTextInput`, in a chunk of its own (loaded when a form shows one). */
export default function RichTextEditorInput({
  label,
  value,
  onChange,
  description,
  error,
  required,
  autoFocus,
  minHeight = 120,
}: RichTextInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const emitted = useRef(value);
  const described = [description ? `${id}-description` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const attributes = {
    'aria-labelledby': `${id}-label`,
    'aria-multiline': 'true',
    ...(described ? { 'aria-describedby': described } : {}),
    ...(error ? { 'aria-invalid': 'true' } : {}),
    ...(required ? { 'aria-required': 'true' } : {}),
  };
  const editor = useEditor({
    extensions,
    content: value,
    autofocus: autoFocus ? 'end' : false,
    // A pasted page's handlers go before the editor parses it (the browser would log each one refused).
    editorProps: { attributes, transformPastedHTML: withoutEventHandlers },
    onUpdate: ({ editor: current }) => {
      emitted.current = storedHtmlOfEditor(current.getHTML());
      onChange(emitted.current);
    },
  });
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: JSON.parse(attributesKey) as Record<string, string>,
        transformPastedHTML: withoutEventHandlers,
      },
    });
  }, [editor, attributesKey]);
  // A value set from outside (a reset, a reload) replaces the content; the editor's own edits do not.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper
      id={id}
      label={label}
      labelElement="div"
      labelProps={{ id: `${id}-label`, onClick: () => editor?.commands.focus() }}
      description={description}
      descriptionProps={{ id: `${id}-description` }}
      error={error}
      errorProps={{ id: `${id}-error` }}
      required={required}
    >
      <RichTextEditor
        editor={editor}
        labels={{
          boldControlLabel: t('richText.bold'),
          italicControlLabel: t('richText.italic'),
          bulletListControlLabel: t('richText.bulletList'),
          orderedListControlLabel: t('richText.orderedList'),
        }}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar aria-label={t('richText.toolbar')} role="toolbar">
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content style={{ minHeight }} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}

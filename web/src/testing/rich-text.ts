import type { Editor } from '@tiptap/react';
import { act, screen, waitFor } from '@testing-library/react';

/**
 * Replaces the text of the rich-text input labelled `label` as a person typing it would (the editor
 * reports an update). jsdom cannot type into a contenteditable, so this goes through the Tiptap editor
 * the input's element carries; the input loads lazily, hence the wait.
 */
export async function setRichText(label: string, html: string) {
  const box = await screen.findByLabelText(label, { selector: '[role="textbox"]' });
  const editor = await waitFor(() => {
    const found = (box as HTMLElement & { editor?: Editor }).editor;
    if (!found) throw new Error(`The rich-text input ${label} has no editor yet.`);
    return found;
  });
  act(() => {
    editor.commands.setContent(html, { emitUpdate: true });
  });
}

/** Loads the editor's chunk ahead (`beforeAll`): its first import takes seconds under jsdom. */
export const loadRichTextEditor = async () => {
  await import('@/lib/rich-text/rich-text-editor');
};

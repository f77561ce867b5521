import type { Locator } from '@playwright/test';

/** A run of text, bold (Ctrl+B) or italic (the toolbar's Italic button); "\n" starts a paragraph. */
export type RichTextPart = string | { bold: string } | { italic: string };

/**
 * Types into the rich-text editor (its contenteditable, role textbox) as a person would: the keyboard
 * shortcut for bold, the toolbar for italics, Enter for a new paragraph.
 */
export async function typeRichText(box: Locator, parts: readonly RichTextPart[]) {
  const page = box.page();
  const editor = box.locator('xpath=ancestor::*[contains(@class, "mantine-RichTextEditor-root")]');
  await box.click();
  for (const part of parts) {
    if (typeof part === 'string') {
      for (const [index, line] of part.split('\n').entries()) {
        if (index > 0) await page.keyboard.press('Enter');
        if (line) await page.keyboard.type(line);
      }
    } else if ('bold' in part) {
      await page.keyboard.press('ControlOrMeta+b');
      await page.keyboard.type(part.bold);
      await page.keyboard.press('ControlOrMeta+b');
    } else {
      const italic = editor.getByRole('button', { name: 'Italic' });
      await italic.click();
      await page.keyboard.type(part.italic);
      await italic.click();
    }
  }
}

/** Pastes HTML into the editor as a copy from another page would (a paste event carrying text/html). */
export async function pasteHtml(box: Locator, html: string) {
  await box.evaluate((element, markup) => {
    const data = new DataTransfer();
    data.setData('text/html', markup);
    data.setData('text/plain', markup.replace(/<[^>]*>/g, ''));
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

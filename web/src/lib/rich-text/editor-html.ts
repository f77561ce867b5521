/**
 * The rich-text editor's HTML in the form rich text is stored in (`ALLOWED_RICH_TEXT_TAGS`, as the
 * spreadsheet import writes it), so an edit, an export and its import all agree: Tiptap writes italics
 * as `<em>` (the sanitiser would drop the tag and the italics with it), wraps each list item's text in
 * a paragraph, and leaves an empty paragraph for an empty document or a blank line.
 */
export function storedHtmlOfEditor(html: string): string {
  const stored = html
    .replace(/<(\/?)em>/g, '<$1i>')
    .replace(/<(p|ol|ul|li|i|b|strong)\s[^>]*>/g, '<$1>')
    .replace(/<br\s*\/?>/g, '')
    .replace(/<li><p>((?:(?!<\/?p>|<\/?li>).)*)<\/p><\/li>/g, '<li>$1</li>')
    .replace(/<p>\s*<\/p>/g, '');
  return stored.replace(/<[^>]*>/g, '').trim() === '' ? '' : stored;
}

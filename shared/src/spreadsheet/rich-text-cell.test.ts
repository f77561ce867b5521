import { describe, expect, it } from 'vitest';
import { screenRichText } from '../core/rich-text';
import { richTextCellOf, richTextOfCell } from './rich-text-cell';

describe('rich text in a spreadsheet cell', () => {
  const stored = [
    '<p>First paragraph with <i>italics</i> and <strong>bold</strong>.</p><p>Second one.</p>',
    '<p>Plain</p>',
    '<p>Tom &amp; Jerry</p>',
    '<ul><li>one</li><li>two <i>it</i></li></ul><p>after</p>',
    '<ol><li>first</li><li>second</li></ol>',
    '<p>Quotes &quot;kept&quot; and a &lt;tag&gt; and 2 * 3 \\ 4</p>',
    '<p>- not a list</p><p>3. nor this</p>',
  ];

  it.each(stored)('writes %s without markup and reads it back exactly', (html) => {
    const cell = richTextCellOf(html);
    expect(cell).not.toMatch(/<\/?(p|i|strong|ul|ol|li)>/);
    expect(richTextOfCell(cell)).toBe(html);
    // What the import stores is already in the screened form: the server keeps it as it is.
    expect(screenRichText(richTextOfCell(cell))).toBe(html);
  });

  it('keeps paragraphs apart and italics marked (was one flattened line)', () => {
    expect(richTextCellOf('<p>One <i>two</i></p><p>Three</p>')).toBe('One *two*\n\nThree');
  });

  it('reads a typed cell: each line a paragraph, unclosed markers closed at the line end', () => {
    expect(richTextOfCell('a\nb *c')).toBe('<p>a</p><p>b <i>c</i></p>');
    expect(richTextOfCell('   ')).toBe('');
  });

  it('writes nothing for no description', () => {
    expect(richTextCellOf('')).toBe('');
    expect(richTextCellOf(null)).toBe('');
  });
});

import { richTextCellOf, richTextOfCell } from '@tandem/shared/spreadsheet/rich-text-cell';
import { screenRichText } from '@tandem/shared/core/rich-text';
import { describe, expect, it } from 'vitest';
import { storedHtmlOfEditor } from './editor-html';

describe('the rich-text editor’s HTML as stored', () => {
  it('writes italics as <i> (the sanitiser drops <em>) and keeps <strong>', () => {
    const html = storedHtmlOfEditor('<p>One <em>two</em> <strong>three</strong></p>');
    expect(html).toBe('<p>One <i>two</i> <strong>three</strong></p>');
    expect(screenRichText(html)).toBe(html);
  });

  it('writes list items without their inner paragraph, as the import does', () => {
    expect(storedHtmlOfEditor('<ul><li><p>a</p></li><li><p>b <em>c</em></p></li></ul>')).toBe(
      '<ul><li>a</li><li>b <i>c</i></li></ul>',
    );
    expect(storedHtmlOfEditor('<ol start="1"><li><p>first</p></li></ol>')).toBe('<ol><li>first</li></ol>');
  });

  it('stores nothing for an empty editor and drops blank lines', () => {
    expect(storedHtmlOfEditor('<p></p>')).toBe('');
    expect(storedHtmlOfEditor('<p></p><p> </p>')).toBe('');
    expect(storedHtmlOfEditor('<p>a</p><p></p><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('keeps what the editor writes through an export and its import exactly', () => {
    const edited = [
      '<p>First <em>italic</em> and <strong>bold</strong>.</p><p>Second.</p>',
      '<ul><li><p>one</p></li><li><p>two</p></li></ul><p>after</p>',
      '<ol><li><p>first</p></li><li><p>second</p></li></ol>',
      '<p>Tom &amp; Jerry &lt;3</p>',
    ];
    for (const html of edited) {
      const stored = storedHtmlOfEditor(html);
      expect(richTextOfCell(richTextCellOf(stored))).toBe(stored);
    }
  });
});

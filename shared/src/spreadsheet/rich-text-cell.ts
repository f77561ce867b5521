/**
 * Rich text in a spreadsheet cell and back (issue 28 item 1, issue 37 item 2). A cell shows no
 * markup, yet flattening to one line loses paragraphs and italics for good, so the cell carries a
 * small plain-text form a person can read and edit: paragraphs apart by a blank line, list items as
 * "- " or "1. " lines, italics as *text*, bold as **text**, and a literal `*` or `\` after a `\`.
 * The stored forms (`ALLOWED_RICH_TEXT_TAGS`, quotes and angle brackets escaped) come back as they
 * were, so an untouched export imports back unchanged.
 */

const entities: Record<string, string> = {
  '&quot;': '"',
  '&#34;': '"',
  '&#39;': "'",
  '&apos;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': ' ',
  '&amp;': '&',
};
const decoded = (text: string) =>
  text.replace(/&(?:quot|#34|#39|apos|lt|gt|nbsp|amp);/g, (one) => entities[one]!);

/** Literal markers of the cell form keep their meaning only behind a backslash. */
const escapedMarkers = (text: string) => text.replace(/[\\*]/g, (one) => `\\${one}`);

/** The inline part of one block: tags to markers, text decoded and escaped. */
function inlineCell(html: string): string {
  let out = '';
  for (const part of html.split(/(<[^>]*>)/)) {
    const tag = /^<\s*(\/?)\s*([a-z0-9]+)/i.exec(part);
    if (!tag) {
      out += escapedMarkers(decoded(part));
      continue;
    }
    const name = tag[2]!.toLowerCase();
    if (name === 'i' || name === 'em') out += '*';
    else if (name === 'b' || name === 'strong') out += '**';
    else if (name === 'br') out += '\n';
  }
  return out.trim();
}

/** Stored rich text as a cell's text (empty for none); never markup. */
export function richTextCellOf(html: string | null | undefined): string {
  if (!html) return '';
  const blocks: string[] = [];
  const blockPattern = /<(p|ul|ol)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi;
  let last = 0;
  for (const match of html.matchAll(blockPattern)) {
    const loose = html.slice(last, match.index);
    if (loose.replace(/<[^>]*>/g, '').trim()) blocks.push(inlineCell(loose));
    last = match.index + match[0].length;
    const kind = match[1]!.toLowerCase();
    if (kind === 'p') {
      // A paragraph that reads like a list item keeps reading as a paragraph.
      blocks.push(inlineCell(match[2]!).replace(/^(-|\d+\.) /, '\\$1 '));
      continue;
    }
    const items = [...match[2]!.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li\s*>/gi)].map((item) =>
      inlineCell(item[1]!.replace(/<\/?p\b[^>]*>/gi, ' ')),
    );
    blocks.push(items.map((item, index) => `${kind === 'ul' ? '-' : `${index + 1}.`} ${item}`).join('\n'));
  }
  const rest = html.slice(last);
  if (rest.replace(/<[^>]*>/g, '').trim()) blocks.push(inlineCell(rest));
  return blocks.join('\n\n');
}

/** Text as the editor stores it: ampersands, quotes and angle brackets escaped. */
const stored = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One block's markers back to tags: `**` bold (`strong`), `*` italics (`i`), `\x` the literal x. */
function inlineHtml(text: string): string {
  let out = '';
  let plain = '';
  const open = { strong: false, i: false };
  const flush = () => {
    out += stored(plain);
    plain = '';
  };
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at]!;
    if (char === '\\' && at + 1 < text.length) {
      plain += text[at + 1];
      at += 1;
    } else if (char === '*' && text[at + 1] === '*') {
      flush();
      out += open.strong ? '</strong>' : '<strong>';
      open.strong = !open.strong;
      at += 1;
    } else if (char === '*') {
      flush();
      out += open.i ? '</i>' : '<i>';
      open.i = !open.i;
    } else plain += char;
  }
  flush();
  // A marker never closed was meant as text: it closes at the block's end rather than leak on.
  if (open.i) out += '</i>';
  if (open.strong) out += '</strong>';
  return out;
}

/** A cell's text as stored rich text (empty for an empty cell): the reverse of `richTextCellOf`. */
export function richTextOfCell(cell: string): string {
  const text = cell.replace(/\r\n?/g, '\n').trim();
  if (!text) return '';
  return text
    .split(/\n\s*\n/)
    .map((block) => {
      const lines = block.split('\n').map((line) => line.trim());
      if (lines.every((line) => /^- /.test(line)))
        return `<ul>${lines.map((line) => `<li>${inlineHtml(line.slice(2).trim())}</li>`).join('')}</ul>`;
      if (lines.every((line) => /^\d+\. /.test(line)))
        return `<ol>${lines.map((line) => `<li>${inlineHtml(line.replace(/^\d+\. /, '').trim())}</li>`).join('')}</ol>`;
      return lines.map((line) => `<p>${inlineHtml(line)}</p>`).join('');
    })
    .join('');
}

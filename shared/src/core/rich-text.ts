/** Shown instead of rich text that tried to run script (spec §5). */
export const HARMFUL_CONTENT_MESSAGE = 'Potentially harmful content was not shown.';

/** The only tags rich text may keep (spec §5); they are re-emitted bare, so no attribute survives. */
export const ALLOWED_RICH_TEXT_TAGS = ['p', 'ol', 'ul', 'li', 'b', 'i', 'strong'] as const;

const allowedTags = new Set<string>(ALLOWED_RICH_TEXT_TAGS);
const scriptTag = /<\s*\/?\s*script\b/i;
// An on...= attribute anywhere inside a tag; "/" counts as a separator because browsers accept <img/onerror=...>.
const eventHandlerAttribute = /<[^>]*[\s/"']on[a-z]+\s*=/i;
const tagOrComment = /<!--[\s\S]*?-->|<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g;

function escapeText(text: string): string {
  // Quotes per spec §5; a stray < or > that is not part of a tag is escaped too so it can never
  // combine with later text into markup.
  return text.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Makes user rich text safe to render. Anything with a script tag or an event-handler attribute is
 * replaced wholesale by HARMFUL_CONTENT_MESSAGE (a partial clean-up would hide the attempt). Otherwise
 * allowed tags are kept without attributes, other tags and comments are dropped while their text is
 * kept, and stray quotes in text are escaped as &quot;.
 */
export function screenRichText(html: string): string {
  if (scriptTag.test(html) || eventHandlerAttribute.test(html)) return HARMFUL_CONTENT_MESSAGE;
  let result = '';
  let textStart = 0;
  for (const match of html.matchAll(tagOrComment)) {
    result += escapeText(html.slice(textStart, match.index));
    textStart = match.index + match[0].length;
    const closing = match[1];
    const name = match[2]?.toLowerCase();
    if (name && allowedTags.has(name)) result += `<${closing}${name}>`;
  }
  return result + escapeText(html.slice(textStart));
}

// A start tag with its attributes, quoted values read whole (a `>` inside quotes does not end it).
const startTag = /<[a-zA-Z][^\s/>]*(?:[\s/]+[^\s/=>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?)*[\s/]*>/g;
const handlerInTag = /([\s/"'])on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;

/**
 * Markup without its event-handler attributes (`onerror=…`), for the browser's HTML parser. Parsing
 * markup is enough for the browser to refuse its handlers under the page's Content Security Policy and
 * log a violation, even in a document that never shows (DOMPurify, a paste): so what a person typed or
 * pasted loses them before it is parsed. The handler is dropped, never run; `screenRichText` still
 * judges the original text.
 */
export function withoutEventHandlers(html: string): string {
  return html.replace(startTag, (tag) => {
    let previous;
    let current = tag;
    do {
      previous = current;
      current = current.replace(handlerInTag, '$1');
    } while (current !== previous);
    return current;
  });
}

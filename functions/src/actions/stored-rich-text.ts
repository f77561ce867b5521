import {
  ALLOWED_RICH_TEXT_TAGS,
  HARMFUL_CONTENT_MESSAGE,
  screenRichText,
} from '@tandem/shared/core/rich-text';
import { FilterXSS } from 'xss';

/**
 * js-xss with a strict allow-list: the spec's rich-text tags without any attribute; script and
 * style elements go with their content; any other tag goes while its text stays; comments go.
 */
const filter = new FilterXSS({
  whiteList: Object.fromEntries(ALLOWED_RICH_TEXT_TAGS.map((tag) => [tag, []])),
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style'],
  allowCommentTag: false,
  css: false,
});

const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim() !== '';

/**
 * Rich text as it is stored: what could run is removed and the user's safe text kept (spec §5 says
 * what is shown; the display still screens). Only when nothing safe is left is the text replaced by
 * the harmful-content message, so the attempt does not vanish without a word.
 */
export function richTextToStore(html: string): string {
  const clean = filter.process(html);
  if (screenRichText(html) === HARMFUL_CONTENT_MESSAGE && !hasText(clean)) return HARMFUL_CONTENT_MESSAGE;
  return clean;
}

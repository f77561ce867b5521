import { ALLOWED_RICH_TEXT_TAGS } from '@tandem/shared/core/rich-text';
import DOMPurify from 'dompurify';

/** The agreement's HTML with only the spec's rich-text tags (p ol ul li b i strong) and no attributes. */
export const sanitiseLicenceContent = (html: string): string =>
  DOMPurify.sanitize(html, { ALLOWED_TAGS: [...ALLOWED_RICH_TEXT_TAGS], ALLOWED_ATTR: [] });

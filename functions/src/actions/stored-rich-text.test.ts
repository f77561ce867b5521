import { HARMFUL_CONTENT_MESSAGE } from '@tandem/shared/core/rich-text';
import { describe, expect, it } from 'vitest';
import { richTextToStore } from './stored-rich-text';

describe('richTextToStore', () => {
  it('removes a script and keeps the rest of the description', () => {
    expect(richTextToStore('<p>Plan the <b>launch</b></p><script>alert(1)</script><p>Then train</p>')).toBe(
      '<p>Plan the <b>launch</b></p><p>Then train</p>',
    );
  });

  it('drops event handlers and every attribute, and tags outside the allow-list (their text stays)', () => {
    expect(
      richTextToStore('<p onclick="x()" class="a">Hi <span>there</span><img src=x onerror=alert(1)></p>'),
    ).toBe('<p>Hi there</p>');
  });

  it('keeps safe rich text as it is', () => {
    const safe = '<ul><li>One</li><li><i>Two</i></li></ul><p><strong>Three</strong></p>';
    expect(richTextToStore(safe)).toBe(safe);
  });

  it('stores the harmful-content message when nothing safe is left', () => {
    expect(richTextToStore('<img src=x onerror=alert(1)>')).toBe(HARMFUL_CONTENT_MESSAGE);
    expect(richTextToStore('<script>alert(1)</script>')).toBe(HARMFUL_CONTENT_MESSAGE);
  });
});

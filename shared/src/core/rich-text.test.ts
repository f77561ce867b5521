import { describe, expect, it } from 'vitest';
import {
  ALLOWED_RICH_TEXT_TAGS,
  HARMFUL_CONTENT_MESSAGE,
  screenRichText,
  withoutEventHandlers,
} from './rich-text';

describe('screenRichText', () => {
  it('uses the spec message and tag list', () => {
    expect(HARMFUL_CONTENT_MESSAGE).toBe('Potentially harmful content was not shown.');
    expect(ALLOWED_RICH_TEXT_TAGS).toEqual(['p', 'ol', 'ul', 'li', 'b', 'i', 'strong']);
  });

  it.each([
    '<script>alert(1)</script>',
    'hello <SCRIPT src="x.js"></SCRIPT>',
    '< script>alert(1)</ script>',
    '<img src=x onerror=alert(1)>',
    '<p onclick="steal()">hi</p>',
    '<svg/onload=alert(1)>',
    '<a href="#" ONMOUSEOVER = "x()">x</a>',
  ])('replaces harmful content: %s', (html) => {
    expect(screenRichText(html)).toBe(HARMFUL_CONTENT_MESSAGE);
  });

  it('keeps allowed tags and their text', () => {
    const html =
      '<p>One <b>two</b> <i>three</i> <strong>four</strong></p><ul><li>a</li></ul><ol><li>b</li></ol>';
    expect(screenRichText(html)).toBe(html);
  });

  it('strips attributes from allowed tags and normalises case', () => {
    expect(screenRichText('<P class="x" style="color:red">Hi</P>')).toBe('<p>Hi</p>');
  });

  it('drops other tags and comments but keeps their text', () => {
    expect(screenRichText('<div><a href="http://x">link</a> <span>text</span><br/></div><!-- note -->')).toBe(
      'link text',
    );
    expect(screenRichText('<h1>Title</h1><img src="x.png">')).toBe('Title');
  });

  it('escapes stray quotes and angle brackets in text', () => {
    expect(screenRichText('<p>She said "hi"</p>')).toBe('<p>She said &quot;hi&quot;</p>');
    expect(screenRichText('1 < 2 and 3 > 2')).toBe('1 &lt; 2 and 3 &gt; 2');
  });

  it('does not treat words like "on=" in plain text as handlers', () => {
    expect(screenRichText('turn on=yes')).toBe('turn on=yes');
  });

  it('leaves plain text alone', () => {
    expect(screenRichText('')).toBe('');
    expect(screenRichText('plain & simple')).toBe('plain & simple');
  });
});

describe('withoutEventHandlers', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', '<img src=x >'],
    ['<p onclick="steal()">hi</p>', '<p >hi</p>'],
    ['<svg/onload=alert(1)>', '<svg/>'],
    ['<a href="#" ONMOUSEOVER = "x()" onfocus=\'y()\'>x</a>', '<a href="#"  >x</a>'],
    ['<img alt=">" onerror=alert(1)>', '<img alt=">" >'],
    ['<img src=x onerror=a() onload=b()>', '<img src=x  >'],
  ])('drops the handlers of %s', (html, expected) => {
    const result = withoutEventHandlers(html);
    expect(result).toBe(expected);
    expect(result).not.toMatch(/\bon[a-z]+\s*=/i);
  });

  it('keeps text that only reads like a handler, and markup without one', () => {
    expect(withoutEventHandlers('<p>carry on=regardless</p>')).toBe('<p>carry on=regardless</p>');
    expect(withoutEventHandlers('<p>a <b>b</b></p>')).toBe('<p>a <b>b</b></p>');
  });
});

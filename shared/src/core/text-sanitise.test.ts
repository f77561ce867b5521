import { describe, expect, it } from 'vitest';
import { sanitiseText } from './text-sanitise';

describe('sanitiseText', () => {
  it('keeps letters, digits, whitespace and the allowed punctuation', () => {
    const allowed = 'Abc xyz 0189\t_!()@./#&+-=\n';
    expect(sanitiseText(allowed)).toBe(allowed);
    expect(sanitiseText('Zoë Łódź')).toBe('Zoë Łódź');
  });

  it.each([
    ['<script>alert("x")</script>', 'scriptalert(x)/script'],
    ["it's; $100 * 2 % ?", 'its 100  2  '],
    ['a,b:c[d]{e}|f\\g~h`i^j', 'abcdefghij'],
  ])('%s -> %s', (input, output) => {
    expect(sanitiseText(input)).toBe(output);
  });
});

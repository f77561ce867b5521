import { describe, expect, it } from 'vitest';
import { neutralisedCell, restoredCell } from './formula-cell';

describe('formula-like cells (ASVS 1.2.10)', () => {
  it.each(['=1+2', '+44 20', '-5 people', '@SUM(A1)', '\tx', '\rx'])(
    'writes %j behind an apostrophe',
    (text) => {
      expect(neutralisedCell(text)).toBe(`'${text}`);
    },
  );

  it.each(['=cmd', "'=already quoted", "''-twice", 'plain', "'plain", '', 'a=b'])(
    'reads %j back exactly as it was',
    (text) => {
      expect(restoredCell(neutralisedCell(text))).toBe(text);
    },
  );

  it('leaves other text alone', () => {
    expect(neutralisedCell('Plain text')).toBe('Plain text');
    expect(neutralisedCell("'quoted")).toBe("'quoted");
  });
});

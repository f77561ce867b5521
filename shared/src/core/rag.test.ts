import { describe, expect, it } from 'vitest';
import { RagColour, RagStatus, isRagStatus, ragChartColours, ragColourOf } from './rag';

describe('RagStatus', () => {
  it('has the spec §3 numbers', () => {
    expect(RagStatus).toEqual({ UNKNOWN: -1, RED: 1, AMBER: 2, GREEN: 3 });
  });

  it('maps to the colour strings red, amber, green, gray', () => {
    expect(Object.values(RagColour)).toEqual(['red', 'amber', 'green', 'gray']);
    expect(ragColourOf[RagStatus.UNKNOWN]).toBe('gray');
    expect(ragColourOf[RagStatus.AMBER]).toBe('amber');
  });

  it('charts with five colours', () => {
    expect(ragChartColours).toEqual(['red', 'amber', 'green', 'teal', 'grey']);
  });

  it('recognises only enum values', () => {
    expect(isRagStatus(-1)).toBe(true);
    expect(isRagStatus(0)).toBe(false);
    expect(isRagStatus(4)).toBe(false);
  });
});

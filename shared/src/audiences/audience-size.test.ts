import { describe, expect, it } from 'vitest';
import { AudienceSize, audienceSizeLabel, audienceSizeOrder } from './audience-size';

describe('AudienceSize', () => {
  it('runs from extra small to extra large', () => {
    expect(audienceSizeOrder[0]).toBe(AudienceSize.EXTRA_SMALL);
    expect(audienceSizeOrder.at(-1)).toBe(AudienceSize.EXTRA_LARGE);
    expect(audienceSizeOrder).toHaveLength(5);
    expect(audienceSizeLabel[AudienceSize.EXTRA_LARGE]).toBe('Extra large');
  });
});

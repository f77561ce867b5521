import { describe, expect, it } from 'vitest';
import { visualisationsOff } from './use-visualisations-off';

describe('visualisationsOff', () => {
  it("is true only when the organisation's settings say the flag is not '1'", () => {
    expect(visualisationsOff({ org: { visualisationsEnabled: '0' } }, 'org')).toBe(true);
    expect(visualisationsOff({ org: {} }, 'org')).toBe(true);
    expect(visualisationsOff({ org: { visualisationsEnabled: '1' } }, 'org')).toBe(false);
  });

  it('hides nothing before the settings have arrived', () => {
    expect(visualisationsOff({}, 'org')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import * as timing from './timing';

describe('timing', () => {
  it('matches spec §7-§9', () => {
    expect(timing).toMatchObject({
      HTTP_TIMEOUT_MS: 300000,
      CHUNK_LOAD_TIMEOUT_MS: 120000,
      SEARCH_DEBOUNCE_MAX_WAIT_MS: 1000,
      FILTER_SEARCH_DEBOUNCE_MS: 500,
      CROP_PREVIEW_DEBOUNCE_MS: 100,
      TOOLTIP_DELAY_MS: 500,
      AUTOCOMPLETE_HIDE_ON_BLUR_MS: 400,
      MODAL_HIDE_ANIMATION_MS: 500,
      INVALID_EMAIL_REVERT_MS: 1000,
      ACCORDION_ANIMATION_MS: 400,
      TIMELINE_POLL_MS: 50,
    });
    expect(timing.FILTER_SEARCH_DEBOUNCE_PRESETS_MS).toEqual([250, 500, 750]);
  });
});

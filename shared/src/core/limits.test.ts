import { describe, expect, it } from 'vitest';
import * as limits from './limits';

describe('limits', () => {
  it('match spec §2 and §9', () => {
    expect(limits).toMatchObject({
      DEFAULT_PAGE: 1,
      DEFAULT_PAGE_SIZE: 10,
      MAX_PAGE_SIZE: 500,
      OVERDUE_UPCOMING_PAGE_SIZE: 5,
      MAX_PAGINATION_SLOTS: 7,
      PROJECT_MEGA_MENU_THRESHOLD: 15,
      DOUBLE_WIDTH_PROGRAMME_GROUP_THRESHOLD: 9,
      COLLAPSED_LIST_ITEMS: 2,
      COLLAPSED_IMPACT_GROUP_ITEMS: 10,
      YEAR_OPTIONS_BACK: 5,
      YEAR_OPTIONS_TOTAL: 10,
      PIE_PALETTE_SIZE: 12,
      PROGRESS_STATUS_PIE_COLOURS: 7,
      CROP_PREVIEW_SIZE_PX: 60,
      CROP_ASPECT_RATIO: 1,
      CROP_MAX_DISPLAY_PX: 700,
      TOOLTIP_CARD_NARROW_PX: 150,
      TOOLTIP_CARD_WIDE_PX: 400,
    });
    expect(limits.IMAGE_UPLOAD_EXTENSIONS).toEqual(['.jpg', '.png', '.jpeg']);
  });
});

import { describe, expect, it } from 'vitest';
import { FormFieldKind } from './form-field-kinds';

describe('FormFieldKind', () => {
  it('has the spec §2 numbers 1-17 in order', () => {
    expect(FormFieldKind).toEqual({
      TEXT: 1,
      AUTOCOMPLETE: 2,
      CHECKBOX: 3,
      DROPDOWN: 4,
      IMAGE_CROPPER: 5,
      CHECKBOX_LIST: 6,
      RADIO_BUTTON_LIST: 7,
      DATE_PICKER: 8,
      LISTING: 9,
      RICH_TEXT_EDITOR: 10,
      MULTISELECT: 11,
      MULTISELECTOR: 12,
      MULTI_INPUT: 13,
      CHECKBOX_SLIDER: 14,
      SEARCH_TREE_PICKER: 15,
      SLIDER: 16,
      PLACE_INPUT: 17,
    });
  });
});

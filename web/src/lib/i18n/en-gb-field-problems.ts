/**
 * What a person reads under a field the app or the contract refused (issue 11): one phrase per kind
 * of problem, chosen from the zod issue's code and limits by `lib/field-problems.ts`.
 */
export const enGbFieldProblems = {
  tooShort_one: 'Use at least {{count}} character.',
  tooShort_other: 'Use at least {{count}} characters.',
  tooLong_one: 'Use at most {{count}} character.',
  tooLong_other: 'Use at most {{count}} characters.',
  numberTooSmall: 'Enter {{min}} or more.',
  numberTooLarge: 'Enter {{max}} or less.',
  tooFew_one: 'Choose at least {{count}} item.',
  tooFew_other: 'Choose at least {{count}} items.',
  tooMany_one: 'Choose at most {{count}} item.',
  tooMany_other: 'Choose at most {{count}} items.',
  wholeNumber: 'Enter a whole number.',
  chooseOption: 'Choose one of the options.',
  webAddress: 'Enter a web address, such as https://example.org.',
  format: 'Enter this in the format asked for.',
  colour: 'Enter a colour such as #1A2B3C.',
  domain: 'Enter a domain such as example.com.',
  webAddressOrPath: 'Enter an address starting with https:// or a path starting with /.',
  invalid: 'Check this value.',
} as const;

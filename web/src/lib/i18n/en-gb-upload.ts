/** Phrases of the spreadsheet import (namespace `upload`). */
export const uploadPhrases = {} as const;

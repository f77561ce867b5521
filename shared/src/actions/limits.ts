/**
 * The actions' limits and date shape, without zod: the web app's import and forms use them, and
 * importing `schemas.ts` for a number would pull zod into the browser.
 */
export const ACTION_NAME_MAX = 200;
/** Rich text: generous, but one action item stays far below DynamoDB's 400 KB. */
export const ACTION_DESCRIPTION_MAX = 20_000;
export const ACTION_COMMENT_MAX = 4_000;
/** Ids in one bulk call (delete, review, bulk update, duplicate, tags, stakeholder owners). */
export const ACTION_BULK_MAX = 100;
/** Rows in one create-from-upload or add-multiple call; the web app sends larger files in batches. */
export const ACTION_UPLOAD_MAX = 500;
export const ACTION_LINKED_IDS_MAX = 50;

/** A date from a picker (`yyyy-mm-dd`, optionally with a time) or the empty-date sentinel. */
export const ACTION_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+Z?)?$/;
export const ACTION_DATE_MAX_LENGTH = 40;

export const isActionDateInput = (value: string) =>
  value.length <= ACTION_DATE_MAX_LENGTH && ACTION_DATE_PATTERN.test(value);

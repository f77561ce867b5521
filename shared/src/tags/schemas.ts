import * as z from 'zod';
import { idSchema } from '../core/id-schema';
import { TAG_TEXT_MAX } from './limits';

export { TAG_SEARCH_LIMIT, TAG_SEARCH_MIN, TAG_TEXT_MAX } from './limits';

/** spec §3 Tag: id, text. */
export const tagSchema = z.object({ id: z.string(), text: z.string() });
export type Tag = z.infer<typeof tagSchema>;

export const tagTextSchema = z.string().trim().min(1, 'is required').max(TAG_TEXT_MAX);
/** Create (free text on Enter) and rename. */
export const tagBody = z.strictObject({ text: tagTextSchema });
/** Merge the tag in the path into another: its items get the other tag, then it is deleted. */
export const mergeTagBody = z.strictObject({ intoTagId: idSchema });

/** Where a tag is used: items per association kind (`benefits`, `actionTags`, ...) and in all. */
export const tagUsageSchema = z.object({
  tagId: z.string(),
  usageCount: z.number().int(),
  byKind: z.record(z.string(), z.number().int()),
});
export type TagUsage = z.infer<typeof tagUsageSchema>;

export const mergeTagResultSchema = z.object({ tag: tagSchema, moved: z.number().int() });

/** A tag with how many of an entity's items in the project carry it (filter choices). */
export const tagCountSchema = tagSchema.extend({ count: z.number().int() });

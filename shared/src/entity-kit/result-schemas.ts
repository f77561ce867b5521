import * as z from 'zod';

/**
 * The answers every project entity's family shares (actions and kit entities alike): a range call's
 * outcome, the total count and the dashboard summary. Kept apart from the kit's schema builders so an
 * entity's contract can use them without loading the builders.
 */

/** What a range call did: changed ids, and ids left alone with the reason. */
export const rangeResultSchema = z.object({
  updated: z.array(z.string()),
  skipped: z.array(z.object({ id: z.string(), reason: z.string() })),
});
export const totalCountSchema = z.object({ totalCount: z.number().int() });
/** Dashboard counts (spec §4): RAG of open items, completed on their own, percent complete. */
export const summarySchema = z.object({
  red: z.number().int(),
  amber: z.number().int(),
  green: z.number().int(),
  unknown: z.number().int(),
  completed: z.number().int(),
  total: z.number().int(),
  percentComplete: z.number().int(),
});

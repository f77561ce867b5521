/**
 * The programme picker's list query, which the boot answer's `programmes` stands for. Kept apart from
 * the boot contract so the web app's start-up path reads it without loading zod and the schemas.
 */
export const bootProgrammesQuery = { page: 1, pageSize: 500, sorts: 'name' } as const;

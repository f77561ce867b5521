import * as z from 'zod';

/** One page of a list (spec §7 paged list query): the rows plus what the pagination control needs. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalItems: z.number().int(),
    totalPages: z.number().int(),
  });

export type Paged<T> = { items: T[]; page: number; pageSize: number; totalItems: number; totalPages: number };

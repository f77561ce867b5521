import * as z from 'zod';

/** Every API response body (spec §7): the payload plus an error flag, a message and a code. */
export const envelopeSchema = <T extends z.ZodType>(payload: T) =>
  z.object({
    payload,
    isError: z.boolean(),
    message: z.string().optional(),
    code: z.number().int().optional(),
  });

export type Envelope<T> = { payload: T; isError: boolean; message?: string; code?: number };

import * as z from 'zod';

/** Identifiers are opaque strings (UUIDs); bounded so a path can never carry a novel. */
export const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be an id');

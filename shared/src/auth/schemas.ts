import * as z from 'zod';

/** User claims of spec §3 as key/value pairs: userId, isTestUser, isEulaSigned, organisation:{id}:scope... */
export const claimsSchema = z.record(z.string(), z.string());
export type Claims = z.infer<typeof claimsSchema>;

export const userSchema = z.object({
  id: z.string(),
  sub: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const licenceAgreementSchema = z.object({
  version: z.number().int(),
  title: z.string(),
  createdAt: z.string(),
  content: z.string(),
});
export type LicenceAgreement = z.infer<typeof licenceAgreementSchema>;

export const logoutSchema = z.object({
  /** Where the browser goes to end the session at the identity provider. */
  endSessionUrl: z.string().nullable(),
});

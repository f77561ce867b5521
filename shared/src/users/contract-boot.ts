import * as z from 'zod';
import { claimsSchema, userSchema } from '../auth/schemas';
import { defineEndpoint } from '../contract/define-endpoint';
import { signedIn } from '../contract/permission';
import { idSchema } from '../core/id-schema';
import { pagedSchema } from '../lists/paged';
import { programmeSchema } from '../projects/schemas';
import { associatedOrganisationSchema, myProjectSchema, recentProjectSchema } from './schemas';

/**
 * What the app shell needs to start, each part exactly the answer of the call it stands for (so the
 * web app can seed those calls' caches). `null` marks a part the caller may not have yet: everything
 * licence-gated before the licence is signed, everything of an organisation when none was asked for.
 */
export const bootSchema = z.object({
  /** `addUser`: created on this call when missing. */
  user: userSchema,
  eulaSigned: z.boolean(),
  /** `getMyOrganisations`. */
  organisations: z.array(associatedOrganisationSchema).nullable(),
  /** The organisation the rest is about (the one asked for). */
  organisationId: idSchema.nullable(),
  /** `getClaims` of that organisation. */
  claims: claimsSchema.nullable(),
  /** `getMyProjects`. */
  projects: z.array(myProjectSchema).nullable(),
  /** `getRecentProjects`. */
  recentProjects: z.array(recentProjectSchema).nullable(),
  /** `listProgrammes` with the picker's query (page 1, 500 a page, by name); null without the right. */
  programmes: pagedSchema(programmeSchema).nullable(),
  /** `getMyUnreadNotificationCount`. */
  unreadCount: z.number().int().nullable(),
  /** The organisation's switches (also in the settings header of every response). */
  settings: z.record(z.string(), z.string()).nullable(),
});
export type Boot = z.infer<typeof bootSchema>;

export const bootEndpoints = {
  // One call for the shell's first paint: on a cold morning each sequential call costs a cold start.
  // Licence-exempt like `addUser` and `getClaims`, whose answers it carries; the licence-gated parts
  // stay null until the licence is signed. An organisation the caller is not in answers 404.
  getBoot: defineEndpoint({
    method: 'GET',
    path: '/api/v1/users/me/boot',
    group: 'users',
    summary: 'The app shell’s start-up data in one call (user, organisations, claims, picker, unread count)',
    permission: signedIn,
    query: z.strictObject({ organisationId: idSchema.optional() }),
    response: bootSchema,
  }),
};

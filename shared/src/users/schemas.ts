import * as z from 'zod';

export const associatedOrganisationSchema = z.object({
  id: z.string(),
  name: z.string(),
  profileImageUrl: z.string().nullable(),
  /** OrgScope number of the caller in this organisation. */
  permissionScope: z.number().int(),
});
export type AssociatedOrganisation = z.infer<typeof associatedOrganisationSchema>;

export const myProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  organisationId: z.string(),
  /** The parent programme; null for a standalone project. */
  programmeId: z.string().nullable(),
  programmeName: z.string().nullable(),
});
export type MyProject = z.infer<typeof myProjectSchema>;

export const recentProjectSchema = z.object({
  projectId: z.string(),
  organisationId: z.string(),
  name: z.string(),
  viewedAt: z.string(),
});
export type RecentProject = z.infer<typeof recentProjectSchema>;

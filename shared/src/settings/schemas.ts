import * as z from 'zod';
import { industryIds } from '../core-data/industries';
import { CompanySize } from '../organisations/company-size';
import { OrganisationSetting, SETTING_OFF, SETTING_ON } from '../organisations/organisation-settings';
import { OrgScope } from '../permissions/org-scope';

/** A settings flag as it travels (spec §3, §7): '1' on, '0' off. */
export const settingFlagSchema = z.enum([SETTING_ON, SETTING_OFF]);

const concurrency = { version: z.number().int().min(1) };

/** Organisation settings page: the spec's three feature flags. */
export const organisationSettingsSchema = z.object({
  [OrganisationSetting.CUSTOM_PROPERTIES_ENABLED]: settingFlagSchema,
  [OrganisationSetting.VISUALISATIONS_ENABLED]: settingFlagSchema,
  [OrganisationSetting.TAGS_ENABLED]: settingFlagSchema,
  version: z.number().int(),
});
/** A PUT sends the flags it changes (at least one) and the organisation version it saw. */
export const organisationSettingsUpdateSchema = z.strictObject({
  [OrganisationSetting.CUSTOM_PROPERTIES_ENABLED]: settingFlagSchema.optional(),
  [OrganisationSetting.VISUALISATIONS_ENABLED]: settingFlagSchema.optional(),
  [OrganisationSetting.TAGS_ENABLED]: settingFlagSchema.optional(),
  ...concurrency,
});

/** Scopes a new member may be given by default (spec §6 assignable roles: owner, contributor, reader). */
export const assignableScopes = [OrgScope.READER, OrgScope.CONTRIBUTOR, OrgScope.OWNER] as const;
export const MAX_ALLOWED_EMAIL_DOMAINS = 20;
const domainPattern = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * settings/users: how people join the organisation (ours; the spec lists the page only). New members
 * get `defaultScope`; owners may add users only while `ownersMayAddUsers` is '1' (admins always may);
 * when `allowedEmailDomains` is non-empty, only addresses in those domains may be added.
 */
export const organisationUserSettingsSchema = z.object({
  defaultScope: z.union(
    assignableScopes.map((scope) => z.literal(scope)) as [
      z.ZodLiteral<100>,
      z.ZodLiteral<200>,
      z.ZodLiteral<280>,
    ],
  ),
  ownersMayAddUsers: settingFlagSchema,
  allowedEmailDomains: z.array(z.string()),
  version: z.number().int(),
});
export const organisationUserSettingsUpdateSchema = z.strictObject({
  defaultScope: organisationUserSettingsSchema.shape.defaultScope,
  ownersMayAddUsers: settingFlagSchema,
  allowedEmailDomains: z
    .array(z.string().trim().toLowerCase().max(253).regex(domainPattern, 'must be a domain like example.com'))
    .max(MAX_ALLOWED_EMAIL_DOMAINS),
  /** 0 when nothing was saved yet (the defaults are showing). */
  version: z.number().int().min(0),
});

export const DEFAULT_USER_SETTINGS = {
  defaultScope: OrgScope.READER,
  ownersMayAddUsers: SETTING_ON,
  allowedEmailDomains: [] as string[],
} as const;

export const ORGANISATION_NAME_MAX = 100;
export const PROFILE_IMAGE_URL_MAX = 2048;

/** settings/admin (admin only): the organisation's own record. */
export const organisationAdminSettingsSchema = z.object({
  name: z.string(),
  industryId: z.string().nullable(),
  companySize: z.number().int().nullable(),
  profileImageUrl: z.string().nullable(),
  version: z.number().int(),
});
const companySizes = Object.values(CompanySize);
export const organisationAdminSettingsUpdateSchema = z.strictObject({
  name: z.string().trim().min(1, 'is required').max(ORGANISATION_NAME_MAX),
  industryId: z.enum(industryIds).nullable(),
  companySize: z
    .number()
    .int()
    .min(Math.min(...companySizes))
    .max(Math.max(...companySizes))
    .nullable(),
  /** An https address or a path on our own origin (uploaded images); never javascript: or data:. */
  profileImageUrl: z
    .string()
    .trim()
    .max(PROFILE_IMAGE_URL_MAX)
    .regex(/^(https:\/\/[^\s]+|\/[^\s/][^\s]*)$/, 'must be an https:// address or a path')
    .nullable(),
  version: z.number().int().min(1),
});

import { toListQuery } from '@tandem/shared/core/list-query-schema';
import { can } from '@tandem/shared/permissions/can';
import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { bootProgrammesQuery } from '@tandem/shared/users/boot-programmes-query';
import type { Boot } from '@tandem/shared/users/contract-boot';
import { toProgrammeResponse } from '../../data/programme-response';
import { callerOrganisations } from '../../auth/caller-organisations';
import { claimsFor, loadCallerContext } from '../../auth/caller-context';
import { toUserResponse } from '../../auth/user-response';
import type { Caller } from '../../http/caller';
import { applyListQuery } from '../../lists/apply-list-query';
import { getMyUnreadCount } from '../../notifications/api';
import { getRecentProjects, organisationHierarchy, projectsOfHierarchy } from './service';

// `listProgrammes`' own permission (projects contract): readers and above.
const listProgrammesPermission = { kind: 'organisation', minimumScope: OrgScope.READER } as const;

/** The caller once their product user exists: created here on first sign-in, as `auth/add` does. */
async function withUser(caller: Caller): Promise<Caller & { user: NonNullable<Caller['user']> }> {
  if (caller.user) return caller as Caller & { user: NonNullable<Caller['user']> };
  // Loaded only on a first sign-in: the identity directory may bring the Cognito client.
  const { addUser } = await import('../../auth/add-user');
  await addUser(caller);
  const context = await loadCallerContext(caller.userId);
  if (!context.user) throw new Error('The user record was not found right after it was created.');
  return context as Caller & { user: NonNullable<Caller['user']> };
}

/**
 * The shell's start-up data in one answer: each part is what its own endpoint would answer, read
 * from the caller context (no DynamoDB call) where it can be and otherwise in parallel. The
 * organisation's membership was checked by `authorise` (404 for any other).
 */
export async function getBoot(caller: Caller, organisationId: string | undefined): Promise<Boot> {
  const context = await withUser(caller);
  const none = {
    organisationId: null,
    claims: null,
    projects: null,
    recentProjects: null,
    programmes: null,
    unreadCount: null,
    settings: null,
  };
  const base = {
    user: toUserResponse(context.user),
    eulaSigned: context.eulaSigned,
    // Licence-gated, as `getMyOrganisations` is: the web app shows the licence screen instead.
    organisations: context.eulaSigned ? callerOrganisations(context) : null,
  };
  const claims = organisationId === undefined ? undefined : claimsFor(context, organisationId);
  if (organisationId === undefined || !claims) return { ...base, ...none };
  if (!context.eulaSigned) return { ...base, ...none, organisationId, claims };

  const mayListProgrammes = can(context.permissions, listProgrammesPermission, { organisationId });
  const read = organisationHierarchy(organisationId);
  const [hierarchy, recentProjects, unread] = await Promise.all([
    read,
    getRecentProjects(context, organisationId, read),
    getMyUnreadCount(context, organisationId),
  ]);
  const programmes = mayListProgrammes
    ? applyListQuery(hierarchy.programme, toListQuery(bootProgrammesQuery), { name: (item) => item.name })
    : null;
  return {
    ...base,
    organisationId,
    claims,
    projects: projectsOfHierarchy(context, organisationId, hierarchy),
    recentProjects,
    programmes: programmes && { ...programmes, items: programmes.items.map(toProgrammeResponse) },
    unreadCount: unread.unreadCount,
    settings: context.settings[organisationId] ?? {},
  };
}

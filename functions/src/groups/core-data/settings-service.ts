import { OrganisationSetting, SETTING_OFF } from '@tandem/shared/organisations/organisation-settings';
import { DEFAULT_USER_SETTINGS } from '@tandem/shared/settings/schemas';
import type { HistoryTarget } from '../../data/history';
import { organisationEntity } from '../../data/entities/organisation';
import { organisationUserSettingsEntity } from '../../data/entities/organisation-user-settings';
import {
  commitVersionedUpdate,
  historyItems,
  staleVersionConflict,
  type FieldChange,
} from '../../data/versioned-write';
import { notFound } from '../../http/http-error';
import { clearCallerCaches } from '../../auth/caller-context';

interface Author {
  userId: string;
}
type Flag = '1' | '0';
const flagKeys = Object.values(OrganisationSetting);

/** Organisation settings and admin fields share the organisation item, its version and its history. */
const organisationTarget = (organisationId: string): HistoryTarget => ({
  organisationId,
  entityType: 'organisation',
  entityId: organisationId,
});
const userSettingsTarget = (organisationId: string): HistoryTarget => ({
  organisationId,
  entityType: 'organisation.userSettings',
  entityId: organisationId,
});

const diff = (before: Record<string, unknown>, after: Record<string, unknown>, prefix = ''): FieldChange[] =>
  Object.keys(after)
    .filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
    .map((key) => ({
      field: `${prefix}${key}`,
      oldValue: before[key] ?? null,
      newValue: after[key] ?? null,
    }));

async function readOrganisation(organisationId: string) {
  const { data } = await organisationEntity.get({ organisationId }).go({ consistent: true });
  if (!data) throw notFound('The organisation');
  return data;
}

const flagsOf = (settings: Record<string, string | undefined> | undefined) =>
  Object.fromEntries(
    flagKeys.map((key) => [key, (settings?.[key] === '1' ? '1' : SETTING_OFF) as Flag]),
  ) as Record<OrganisationSetting, Flag>;

export async function getSettings(organisationId: string) {
  const organisation = await readOrganisation(organisationId);
  return { ...flagsOf(organisation.settings), version: organisation.version };
}

/**
 * Changes feature flags, conditional on the organisation version. The flags also travel in every
 * response's settings header, cached 30 s per Lambda: this Lambda's cache is dropped at once, others
 * catch up within 30 s (docs/decisions.md).
 */
export async function updateSettings(
  organisationId: string,
  author: Author,
  body: Partial<Record<OrganisationSetting, Flag>> & { version: number },
) {
  const organisation = await readOrganisation(organisationId);
  const before = flagsOf(organisation.settings);
  const { version, ...requested } = body;
  const after = { ...before, ...requested };
  const changes = diff(before, after, 'settings.');
  const target = organisationTarget(organisationId);
  if (organisation.version !== version) throw await staleVersionConflict(target, settingsPhrase);
  if (changes.length === 0) return { ...before, version: organisation.version };
  await commitVersionedUpdate({
    target,
    what: settingsPhrase,
    writes: (entities) => [
      entities.organisation
        .patch({ organisationId })
        .set({ settings: after, modifiedBy: author.userId })
        .add({ version: 1 })
        .where(({ version: current }, { eq }) => eq(current, version))
        .commit(),
    ],
    history: historyItems(target, author, changes, version + 1),
  });
  clearCallerCaches();
  return getSettings(organisationId);
}

/** What a stale settings save's 409 names while the settings keep no history. */
const settingsPhrase = 'these settings';

export async function getUserSettings(organisationId: string) {
  const { data } = await organisationUserSettingsEntity.get({ organisationId }).go({ consistent: true });
  if (!data) return { ...DEFAULT_USER_SETTINGS, allowedEmailDomains: [], version: 0 };
  return {
    defaultScope: data.defaultScope as 100 | 200 | 280,
    ownersMayAddUsers: (data.ownersMayAddUsers === '1' ? '1' : '0') as Flag,
    allowedEmailDomains: data.allowedEmailDomains ?? [],
    version: data.version,
  };
}

export async function updateUserSettings(
  organisationId: string,
  author: Author,
  body: {
    defaultScope: 100 | 200 | 280;
    ownersMayAddUsers: Flag;
    allowedEmailDomains: string[];
    version: number;
  },
) {
  const current = await getUserSettings(organisationId);
  const target = userSettingsTarget(organisationId);
  if (current.version !== body.version) throw await staleVersionConflict(target, settingsPhrase);
  const { version, ...wanted } = body;
  const allowedEmailDomains = [...new Set(wanted.allowedEmailDomains)];
  const after = { ...wanted, allowedEmailDomains };
  const { version: _v, ...before } = current;
  const changes = diff(before, after);
  if (changes.length === 0) return current;
  await commitVersionedUpdate({
    target,
    what: settingsPhrase,
    // Version 0: never saved, so the first save creates them (and loses to a concurrent first save).
    writes: (entities) => [
      version === 0
        ? entities.organisationUserSettings
            .create({ organisationId, ...after, createdBy: author.userId })
            .commit()
        : entities.organisationUserSettings
            .patch({ organisationId })
            .set({ ...after, modifiedBy: author.userId })
            .add({ version: 1 })
            .where(({ version: seen }, { eq }) => eq(seen, version))
            .commit(),
    ],
    history: historyItems(target, author, changes, version + 1, version === 0 ? 'create' : 'update'),
  });
  return getUserSettings(organisationId);
}

export async function getAdminSettings(organisationId: string) {
  const organisation = await readOrganisation(organisationId);
  return {
    name: organisation.name,
    industryId: organisation.industryId ?? null,
    companySize: organisation.companySize ?? null,
    profileImageUrl: organisation.profileImageUrl ?? null,
    version: organisation.version,
  };
}

export async function updateAdminSettings(
  organisationId: string,
  author: Author,
  body: {
    name: string;
    industryId: string | null;
    companySize: number | null;
    profileImageUrl: string | null;
    version: number;
  },
) {
  const current = await getAdminSettings(organisationId);
  const target = organisationTarget(organisationId);
  if (current.version !== body.version) throw await staleVersionConflict(target, settingsPhrase);
  const { version, ...after } = body;
  const { version: _v, ...before } = current;
  const changes = diff(before, after);
  if (changes.length === 0) return current;
  const cleared = (['industryId', 'companySize', 'profileImageUrl'] as const).filter(
    (key) => after[key] === null,
  );
  await commitVersionedUpdate({
    target,
    what: settingsPhrase,
    writes: (entities) => {
      let update = entities.organisation
        .patch({ organisationId })
        .set({
          name: after.name,
          modifiedBy: author.userId,
          ...(after.industryId === null ? {} : { industryId: after.industryId }),
          ...(after.companySize === null ? {} : { companySize: after.companySize }),
          ...(after.profileImageUrl === null ? {} : { profileImageUrl: after.profileImageUrl }),
        })
        .add({ version: 1 });
      if (cleared.length > 0) update = update.remove(cleared);
      return [update.where(({ version: seen }, { eq }) => eq(seen, version)).commit()];
    },
    history: historyItems(target, author, changes, version + 1),
  });
  // The name and image travel in cached caller context (organisation switcher): drop this Lambda's copy.
  clearCallerCaches();
  return getAdminSettings(organisationId);
}

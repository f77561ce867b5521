import { DEFAULT_LOAD_THRESHOLDS } from '@tandem/shared/visualisations/load';
import type { VisualisationSettings } from '@tandem/shared/visualisations/schemas';
import type { HistoryTarget } from '../../../data/history';
import { visualisationSettingsEntity } from '../../../data/entities/visualisation-settings';
import { commitVersionedUpdate, historyItems, staleVersionConflict } from '../../../data/versioned-write';

const target = (organisationId: string): HistoryTarget => ({
  organisationId,
  entityType: 'organisation.visualisationSettings',
  entityId: organisationId,
});
const keys = ['amberFrom', 'redFrom', 'capacity'] as const;
/** What a stale save's 409 names while the settings keep no history. */
const settingsPhrase = 'these settings';

/** The thresholds and capacity line: the saved item (GetItem), or the defaults at version 0. */
export async function getVisualisationSettings(organisationId: string): Promise<VisualisationSettings> {
  const { data } = await visualisationSettingsEntity.get({ organisationId }).go({ consistent: true });
  if (!data) return { ...DEFAULT_LOAD_THRESHOLDS, version: 0 };
  return { amberFrom: data.amberFrom, redFrom: data.redFrom, capacity: data.capacity, version: data.version };
}

/** An owner's save, conditional on the version seen (0: never saved), with one history item per change. */
export async function updateVisualisationSettings(
  organisationId: string,
  author: { userId: string },
  body: Omit<VisualisationSettings, 'version'> & { version: number },
) {
  const current = await getVisualisationSettings(organisationId);
  if (current.version !== body.version)
    throw await staleVersionConflict(target(organisationId), settingsPhrase);
  const after = { amberFrom: body.amberFrom, redFrom: body.redFrom, capacity: body.capacity };
  const changes = keys
    .filter((key) => current[key] !== after[key])
    .map((key) => ({ field: key, oldValue: current[key], newValue: after[key] }));
  if (changes.length === 0) return current;
  await commitVersionedUpdate({
    target: target(organisationId),
    what: settingsPhrase,
    // Version 0: never saved, so the first save creates them (and loses to a concurrent first save).
    writes: (entities) => [
      body.version === 0
        ? entities.visualisationSettings
            .create({ organisationId, ...after, createdBy: author.userId })
            .commit()
        : entities.visualisationSettings
            .patch({ organisationId })
            .set({ ...after, modifiedBy: author.userId })
            .add({ version: 1 })
            .where(({ version }, { eq }) => eq(version, body.version))
            .commit(),
    ],
    history: historyItems(
      target(organisationId),
      author,
      changes,
      body.version + 1,
      body.version === 0 ? 'create' : 'update',
    ),
  });
  return getVisualisationSettings(organisationId);
}

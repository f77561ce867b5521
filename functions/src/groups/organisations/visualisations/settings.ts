import { DEFAULT_LOAD_THRESHOLDS } from '@tandem/shared/visualisations/load';
import type { VisualisationSettings } from '@tandem/shared/visualisations/schemas';
import type { HistoryTarget } from '../../../data/history';
import { visualisationSettingsEntity } from '../../../data/entities/visualisation-settings';
import { commitVersionedUpdate, commitWithHistory, historyItems } from '../../../data/versioned-write';
import { conflict } from '../../../http/http-error';

const target = (organisationId: string): HistoryTarget => ({
  organisationId,
  entityType: 'organisation.visualisationSettings',
  entityId: organisationId,
});
const keys = ['amberFrom', 'redFrom', 'capacity'] as const;

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
  const stale = () =>
    conflict('Someone else saved these settings first. Reload to see their change, then try again.', {
      reason: 'stale-version',
    });
  if (current.version !== body.version) throw stale();
  const after = { amberFrom: body.amberFrom, redFrom: body.redFrom, capacity: body.capacity };
  const changes = keys
    .filter((key) => current[key] !== after[key])
    .map((key) => ({ field: key, oldValue: current[key], newValue: after[key] }));
  if (changes.length === 0) return current;
  const history = historyItems(
    target(organisationId),
    author,
    changes,
    body.version + 1,
    body.version === 0 ? 'create' : 'update',
  );
  if (body.version === 0)
    await commitWithHistory({
      writes: (entities) => [
        entities.visualisationSettings
          .create({ organisationId, ...after, createdBy: author.userId })
          .commit(),
      ],
      history,
      conflictMessage: 'Someone else saved these settings first. Reload to see their change, then try again.',
    });
  else
    await commitVersionedUpdate({
      target: target(organisationId),
      writes: (entities) => [
        entities.visualisationSettings
          .patch({ organisationId })
          .set({ ...after, modifiedBy: author.userId })
          .add({ version: 1 })
          .where(({ version }, { eq }) => eq(version, body.version))
          .commit(),
      ],
      history,
    });
  return getVisualisationSettings(organisationId);
}

import { OrganisationSetting } from '@tandem/shared/organisations/organisation-settings';
import type { Caller } from '../../http/caller';
import { FEATURE_OFF_MESSAGE, featureGated, requireFeature } from '../../http/feature-gate';

export const VISUALISATIONS_OFF_MESSAGE = FEATURE_OFF_MESSAGE[OrganisationSetting.VISUALISATIONS_ENABLED];

/**
 * The visualisation endpoints (the summary and the reports) answer only while the organisation has
 * visualisations switched on (spec §3); otherwise a 403 that says why (the generic `feature-gate`).
 */
export function requireVisualisations(caller: Caller, organisationId: string): void {
  requireFeature(caller, organisationId, OrganisationSetting.VISUALISATIONS_ENABLED);
}

/** Wraps a report implementation so it first checks the organisation's switch. */
export const visualisation = featureGated(OrganisationSetting.VISUALISATIONS_ENABLED);

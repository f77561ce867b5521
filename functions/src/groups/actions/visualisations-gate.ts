import { isSettingOn, OrganisationSetting } from '@tandem/shared/organisations/organisation-settings';
import type { Caller } from '../../http/caller';
import { HttpError } from '../../http/http-error';
import { ClientErrorCode } from '@tandem/shared/core/error-codes';

export const VISUALISATIONS_OFF_MESSAGE =
  'Visualisations are switched off for this organisation. An admin can switch them on in the organisation settings.';

/**
 * The visualisation endpoints (the summary and the reports) answer only while the organisation has
 * visualisations switched on (spec §3); otherwise a 403 that says why.
 */
export function requireVisualisations(caller: Caller, organisationId: string): void {
  if (!isSettingOn(caller.settings[organisationId], OrganisationSetting.VISUALISATIONS_ENABLED))
    throw new HttpError(403, VISUALISATIONS_OFF_MESSAGE, ClientErrorCode.ACCESS_DENIED, {
      reason: 'visualisations-off',
    });
}

/** Wraps a report implementation so it first checks the organisation's switch. */
export const visualisation =
  <I extends { caller: Caller; params: { organisationId: string } }, R>(implementation: (input: I) => R) =>
  (input: I): R => {
    requireVisualisations(input.caller, input.params.organisationId);
    return implementation(input);
  };

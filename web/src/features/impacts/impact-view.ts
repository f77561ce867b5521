import type { Impact } from '@tandem/shared/impacts/impact';
import { IMPACT_LEVEL_SCALE_KEY } from '@tandem/shared/impacts/impact-level';
import { paths } from '@/config/paths';
import { viewPathsOf } from '@/lib/entity-kit/entity-paths';
import { entityViewOf } from '@/lib/entity-kit/entity-view-of';
import {
  confidenceChoices,
  impactLevelChoices,
  impactProgressChoices,
  impactTypeChoices,
} from './impact-choices';
import {
  impactAudiencesLink,
  impactMilestonesLink,
  impactProcessesLink,
  impactStakeholdersLink,
} from '@/config/entity-links';
import { impactActionsLink, impactGroupsLink } from './impact-links';
// The impacts pages' phrases (lazy: not part of the first load).
import '@/lib/i18n/en-gb-impacts';

/** The impact pages: the declaration (`shared/src/impacts/impact.ts`) as built, and what pages add. */
export const impactView = entityViewOf<Impact>('impact', {
  phrases: 'impacts',
  fields: {
    // 1-10 in bulk as everywhere else (issue 28 item 9; was low / medium / high only).
    impactLevel: { choices: impactLevelChoices, bulk: true, bulkKey: IMPACT_LEVEL_SCALE_KEY },
    mitigationConfidence: { choices: confidenceChoices },
    impactTypes: { choices: impactTypeChoices },
    progressStatus: { choices: impactProgressChoices, bulk: true },
    // Spec §5: the number of individuals impacted shows only when it is 0 or more.
    totalPeopleImpacted: { shownFrom: 0 },
  },
  queryFilters: ['impactLevel', 'owner', 'progressStatus'],
  listColumns: [
    'name',
    'impactLevel',
    'mitigationConfidence',
    'impactTypes',
    'owner',
    'progressStatus',
    'endDate',
    'businessAreas',
  ],
  upload: true,
  links: [
    impactActionsLink,
    impactGroupsLink,
    impactStakeholdersLink,
    impactAudiencesLink,
    impactProcessesLink,
    impactMilestonesLink,
  ],
  paths: viewPathsOf(paths.impactPages),
});

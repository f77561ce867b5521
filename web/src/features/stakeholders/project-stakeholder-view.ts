import type { ProjectStakeholder } from '@tandem/shared/stakeholders/project-stakeholder';
import { stakeholderImpactsLink } from '@/config/entity-links';
import { paths } from '@/config/paths';
import { viewPathsOf } from '@/lib/entity-kit/entity-paths';
import { entityViewOf } from '@/lib/entity-kit/entity-view-of';
import { stakeholderOwnedActionsLink } from './owner-links';
// The stakeholders pages' phrases (lazy: not part of the first load).
import '@/lib/i18n/en-gb-stakeholders';

/** The project stakeholder pages: the declaration (`shared/src/stakeholders/project-stakeholder.ts`) as built. */
export const projectStakeholderView = entityViewOf<ProjectStakeholder>('projectStakeholder', {
  phrases: 'projectStakeholders',
  fields: {
    // A core data reference: the organisation's stakeholders, by name.
    stakeholder: {
      reference: {
        endpoint: 'listOrganisationStakeholders',
        scope: 'organisation',
        nameKey: 'name',
        query: { page: '1', pageSize: '500', sorts: 'firstName,lastName' },
      },
    },
  },
  listColumns: ['stakeholder', 'role', 'influence', 'impact', 'sentiment', 'commitment', 'isKeyStakeholder'],
  listLinks: [
    {
      label: 'projectStakeholders.profiling.open',
      // Individuals (stakeholder type 1) profiled by sentiment (profiling type 1) first.
      href: (organisationId, projectId) =>
        paths.stakeholderVisualisations.getHref(organisationId, projectId, '1', '1'),
    },
  ],
  // Its impacts (the impact links), and the actions it owns (the actions' project-stakeholder-owner calls).
  links: [stakeholderImpactsLink, stakeholderOwnedActionsLink],
  // The Import button: owners come in as the names the export joins.
  upload: true,
  paths: viewPathsOf(paths.stakeholderPages),
});

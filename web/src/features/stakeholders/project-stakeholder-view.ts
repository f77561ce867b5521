import type { ProjectStakeholder } from '@tandem/shared/stakeholders/project-stakeholder';
import { paths } from '@/config/paths';
import { endpointPermission } from '@/lib/endpoint-permissions';
import type { EntityView } from '@/lib/entity-kit/entity-view';
import { booleanView, memberView, referenceView, scaleView, textView } from './view-fields';
// The stakeholders pages' phrases (lazy: not part of the first load).
import '@/lib/i18n/en-gb-stakeholders';

/**
 * The project stakeholder declaration (`shared/src/stakeholders/project-stakeholder.ts`) as the web
 * app needs it; `project-stakeholder-view.test.ts` holds it equal to the declaration.
 */
export const projectStakeholderView: EntityView<ProjectStakeholder> = {
  name: 'projectStakeholder',
  singular: 'ProjectStakeholder',
  plural: 'ProjectStakeholders',
  phrases: 'projectStakeholders',
  nameField: 'stakeholder',
  fields: {
    stakeholder: {
      ...referenceView({
        endpoint: 'listOrganisationStakeholders',
        scope: 'organisation',
        nameKey: 'name',
        query: { page: '1', pageSize: '500', sorts: 'firstName,lastName' },
      }),
      // A person is one stakeholder of a project: the form offers only those not in it yet.
      unique: true,
    },
    role: textView(200),
    influence: scaleView(),
    impact: scaleView(),
    sentiment: scaleView('feeling'),
    commitment: scaleView('commitment'),
    receptiveness: scaleView('feeling'),
    isKeyStakeholder: booleanView,
    isChangeNetwork: booleanView,
    owner: memberView,
    notes: textView(4_000, { sortable: false }),
  },
  listColumns: ['stakeholder', 'role', 'influence', 'impact', 'sentiment', 'commitment', 'isKeyStakeholder'],
  commentMax: 4_000,
  tags: true,
  customFields: true,
  listLinks: [
    {
      label: 'projectStakeholders.profiling.open',
      // Individuals (stakeholder type 1) profiled by sentiment (profiling type 1) first.
      href: (organisationId, projectId) =>
        paths.stakeholderVisualisations.getHref(organisationId, projectId, '1', '1'),
    },
  ],
  permissions: {
    view: endpointPermission('getProjectStakeholder'),
    edit: endpointPermission('updateProjectStakeholder'),
  },
  paths: {
    list: paths.stakeholders.getHref,
    panel: paths.changeStakeholder.getHref,
    detail: paths.stakeholderDetail.getHref,
    create: paths.stakeholderCreate.getHref,
    edit: paths.stakeholderEdit.getHref,
    grid: paths.stakeholdersGrid.getHref,
  },
};

import { actionEndpoints } from '../actions/contract';
import { benefitEndpoints } from '../benefits/benefit';
import { coreDataEndpoints } from '../core-data/contract';
import { specPathLookupEndpoints } from '../core-data/spec-path-lookups-contract';
import { myDashboardEndpoints, organisationDashboardEndpoints } from '../dashboard/contract';
import { myDashboardPeopleEndpoints } from '../dashboard/contract-people';
import { organisationImpactsEndpoints } from '../dashboard/contract-organisation-impacts';
import { authEndpoints } from '../auth/contract';
import { organisationEndpoints } from '../organisations/contract';
import { projectEndpoints } from '../projects/contract';
import { platformEndpoints } from '../platform/contract';
import { processEndpoints } from '../processes/contract';
import { userEndpoints } from '../users/contract';
import { bootEndpoints } from '../users/contract-boot';
import { settingsEndpoints } from '../settings/contract';
import { trainingEndpoints } from '../training/contract';
import { impactEndpoints, impactLinkProjectsEndpoints } from '../impacts/contract';
import { tagEndpoints } from '../tags/contract';
import { customFieldEndpoints } from '../custom-fields/contract';
import { stakeholderEndpoints } from '../stakeholders/contract';
import { visualisationEndpoints } from '../visualisations/contract';
import { projectTagEndpoints } from '../projects/project-tags-contract';
import { projectInsightsEndpoints } from '../projects/insights-contract';
import { notificationEndpoints } from '../notifications/contract';
import { projectUserEndpoints } from '../projects/project-users-contract';
import { userSpecPathEndpoints } from '../users/contract-spec-paths';
import { associateEndpoints } from '../organisations/associates-contract';
import { actionTagAssociationEndpoints } from '../actions/action-tag-associations-contract';
import { impactSpecCallEndpoints } from '../impacts/impact-spec-calls';
import type { Endpoint, EndpointGroup } from './define-endpoint';

/**
 * The single table of every endpoint. Routers, API Gateway routes, the web client, OpenAPI and the
 * permission tests are all derived from it. Each feature declares its endpoints in
 * `shared/src/<feature>/contract.ts` and is spread in here once.
 */
export const endpoints = {
  ...platformEndpoints,
  ...authEndpoints,
  ...userEndpoints,
  ...bootEndpoints,
  ...organisationEndpoints,
  ...projectEndpoints,
  ...coreDataEndpoints,
  ...specPathLookupEndpoints,
  ...actionEndpoints,
  ...benefitEndpoints,
  ...settingsEndpoints,
  ...trainingEndpoints,
  ...impactEndpoints,
  ...processEndpoints,
  ...myDashboardEndpoints,
  ...organisationDashboardEndpoints,
  ...myDashboardPeopleEndpoints,
  ...organisationImpactsEndpoints,
  ...tagEndpoints,
  ...customFieldEndpoints,
  ...stakeholderEndpoints,
  ...visualisationEndpoints,
  ...impactLinkProjectsEndpoints,
  ...projectTagEndpoints,
  ...projectInsightsEndpoints,
  ...notificationEndpoints,
  ...projectUserEndpoints,
  ...userSpecPathEndpoints,
  ...associateEndpoints,
  ...actionTagAssociationEndpoints,
  ...impactSpecCallEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;

export const endpointEntries = Object.entries(endpoints) as [EndpointId, Endpoint][];

export const endpointsOfGroup = (group: EndpointGroup) =>
  endpointEntries.filter(([, endpoint]) => endpoint.group === group);

export { buildPath, pathParamNames } from './paths';

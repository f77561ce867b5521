import type { EndpointId } from '@tandem/shared/contract/endpoints';
import { identityProbes, platformProbes, userProbes } from './platform-probes';
import { organisationProbes, projectProbes } from './organisation-probes';
import type { Probe } from './probe';
import { actionProbes } from './action-probes';
import { coreDataProbes } from './core-data-probes';
import {
  actionTagAssociationProbes,
  entityProbes,
  impactSpecMethodProbes,
  trainingProbes,
} from './entity-probes';
import { dashboardProbes, userSpecPathProbes } from './dashboard-probes';
import { dashboardPeopleProbes } from './dashboard-people-probes';
import { customFieldProbes, projectTagProbes, tagProbes } from './tag-probes';
import { stakeholderProbes } from './stakeholder-probes';
import { visualisationProbes } from './visualisation-probes';
import { impactCallProbes, impactSpecCallProbes } from './impact-call-probes';
import { projectInsightsProbes, projectUserProbes } from './project-insights-probes';
import { notificationProbes } from './notification-probes';

/**
 * A valid call of EVERY endpoint in the contract. `satisfies Record<EndpointId, Probe>` makes adding
 * an endpoint without a probe a type error, so no endpoint escapes the permission matrix.
 */
export const probes = {
  ...platformProbes,
  ...identityProbes,
  ...userProbes,
  ...organisationProbes,
  ...projectProbes,
  ...actionProbes,
  ...coreDataProbes,
  ...entityProbes,
  ...impactSpecMethodProbes,
  ...actionTagAssociationProbes,
  ...trainingProbes,
  ...dashboardProbes,
  ...userSpecPathProbes,
  ...dashboardPeopleProbes,
  ...tagProbes,
  ...customFieldProbes,
  ...stakeholderProbes,
  ...visualisationProbes,
  ...impactCallProbes,
  ...impactSpecCallProbes,
  ...projectTagProbes,
  ...projectInsightsProbes,
  ...projectUserProbes,
  ...notificationProbes,
} satisfies Record<EndpointId, Probe>;

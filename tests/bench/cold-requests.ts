import type { EndpointGroup } from '@tandem/shared/contract/define-endpoint';
import { signIn } from '../support/oidc-sign-in';
import type { BenchStack } from './api-bench';
import type { ColdRequest } from './lambda-cold-request';

/**
 * The first click each Lambda answers in the cold-request bench: a GET a person really sends first
 * (a list page, their own profile, an export), as owner@ of organisation A. Every request reads
 * DynamoDB except platform's health check; the export also loads the spreadsheet writer's chunk.
 */
export async function coldRequests(stack: BenchStack): Promise<Record<EndpointGroup | 'jobs', ColdRequest>> {
  const { accessToken: token } = await signIn(
    stack.handlerEnvironment.OIDC_ISSUER!.replace(/\/auth$/, ''),
    'owner@demo.test',
  );
  const organisationId = stack.demo.demoOrganisations.a.organisationId;
  const projectId = stack.demo.demoProjects.find((project) => project.name === 'Online Booking')!.projectId;
  const page = { page: '1', pageSize: '10' };
  return {
    platform: { endpoint: 'health' },
    auth: { endpoint: 'getLatestLicence', token },
    users: { endpoint: 'getMe', token },
    organisations: { endpoint: 'listOrganisationUsers', params: { organisationId }, query: page, token },
    projects: { endpoint: 'listProjects', params: { organisationId }, query: page, token },
    coreData: { endpoint: 'listLocations', params: { organisationId }, query: page, token },
    exports: { endpoint: 'exportLocations', params: { organisationId }, token },
    actions: { endpoint: 'listActions', params: { organisationId, projectId }, query: page, token },
    impacts: { endpoint: 'listImpacts', params: { organisationId, projectId }, query: page, token },
    jobs: {},
  };
}

import {
  coreDataEndpointId,
  coreDataVerbs,
  type CoreDataEndpointId,
  type CoreDataVerb,
} from '@tandem/shared/core-data/contract';
import { coreDataKindNames, type CoreDataKind } from '@tandem/shared/core-data/kinds';
import type { specPathLookupEndpoints } from '@tandem/shared/core-data/spec-path-lookups-contract';
import { firstDemoItemId } from '@tandem/infra/local/src/seed/core-data-seed';
import { api } from '../api';
import { createItem, sampleBody } from '../core-data-fixtures';
import { bearer } from '../sessions';
import { demoFixtures as f, type Probe, type Probes } from './probe';

/** One valid call per generated endpoint; PUT and DELETE get a fresh item per call. */
function probeOf(kind: CoreDataKind, verb: CoreDataVerb): Probe {
  const organisationId = f.organisationId;
  switch (verb) {
    case 'list':
      return { params: { organisationId }, query: { page: '1', pageSize: '5', sorts: '-name' } };
    case 'export':
      return { params: { organisationId }, query: { columns: 'name,createdAt' } };
    case 'get':
      return { params: { organisationId, itemId: firstDemoItemId('a', kind) } };
    case 'create':
      return { prepare: async () => ({ params: { organisationId }, body: sampleBody[kind]() }) };
    case 'update':
      return {
        prepare: async () => {
          const item = await createItem(kind);
          return {
            params: { organisationId, itemId: item.id },
            body: { ...sampleBody[kind](), version: item.version },
          };
        },
      };
    case 'delete':
      return {
        prepare: async () => ({ params: { organisationId, itemId: (await createItem(kind)).id } }),
      };
  }
}

const generated = Object.fromEntries(
  coreDataKindNames.flatMap((kind) =>
    coreDataVerbs.map((verb) => [coreDataEndpointId(kind, verb), probeOf(kind, verb)]),
  ),
) as Probes<CoreDataEndpointId<CoreDataKind, CoreDataVerb>>;

/** The current value of a settings page as the admin sees it: PUT it back unchanged (valid, no change). */
const current = (path: string) => async () => {
  const response = await api('GET', `/api/v1/organisations/${f.organisationId}/settings${path}`, {
    headers: await bearer('admin'),
  });
  return {
    params: { organisationId: f.organisationId },
    body: response.json.payload as Record<string, unknown>,
  };
};

const settingsProbes: Probes<
  | 'getOrganisationSettings'
  | 'updateOrganisationSettings'
  | 'getOrganisationUserSettings'
  | 'updateOrganisationUserSettings'
  | 'getOrganisationAdminSettings'
  | 'updateOrganisationAdminSettings'
> = {
  getOrganisationSettings: { params: { organisationId: f.organisationId } },
  updateOrganisationSettings: { prepare: current('') },
  getOrganisationUserSettings: { params: { organisationId: f.organisationId } },
  updateOrganisationUserSettings: { prepare: current('/users') },
  getOrganisationAdminSettings: { params: { organisationId: f.organisationId } },
  updateOrganisationAdminSettings: { prepare: current('/admin') },
};

/** The lookups at the spec's paths take what their `core-data/<kind>` list takes. */
const specPathProbes: Probes<keyof typeof specPathLookupEndpoints> = {
  listBusinessAreasOfOrganisation: probeOf('businessArea', 'list'),
  listLocationsOfOrganisation: probeOf('location', 'list'),
  listRolesOfOrganisation: probeOf('role', 'list'),
  listStakeholdersOfOrganisation: probeOf('stakeholder', 'list'),
  listIndustriesOfOrganisation: { params: { organisationId: f.organisationId } },
};

/** Probes of the core data and organisation settings endpoints (served by the coreData group). */
export const coreDataProbes = {
  ...generated,
  listIndustries: {},
  listCoreDataNames: { params: { organisationId: f.organisationId }, query: { kind: 'businessArea' } },
  getCoreDataUsage: {
    prepare: async () => ({
      params: { organisationId: f.organisationId },
      query: { kind: 'businessArea', itemId: (await createItem('businessArea')).id },
    }),
  },
  ...settingsProbes,
  ...specPathProbes,
};

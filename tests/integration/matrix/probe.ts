import type { EndpointId } from '@tandem/shared/contract/endpoints';
import {
  demoOrganisations,
  demoProgrammes,
  demoProjects,
  demoUsers,
} from '@tandem/infra/local/src/seed/demo-data';

/** What one call of an endpoint sends: path parameters, query and body. */
export interface ProbeInput {
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: unknown;
}

/**
 * How the permission matrix and the cross-tenant test call an endpoint with VALID input in
 * organisation A, so that the only thing that varies is who calls. `prepare` runs before every single
 * call (one per user), so destructive endpoints get a fresh target each time.
 */
export type Probe =
  | ProbeInput
  | {
      prepare: (fixtures: typeof demoFixtures) => Promise<ProbeInput>;
      /** Puts shared demo state back after each call (e.g. the newcomer's unsigned licence). */
      cleanup?: () => Promise<void>;
    };

export type Probes<Id extends EndpointId = EndpointId> = Record<Id, Probe>;

/** Ids of the seeded demo world in organisation A that probes may use (never modify seeded items). */
export const demoFixtures = {
  organisationId: demoOrganisations.a.organisationId,
  otherOrganisationId: demoOrganisations.b.organisationId,
  programmeId: demoProgrammes.find((programme) => programme.organisation === 'a')!.programmeId,
  /** contributor@ has full edit rights on this project. */
  projectId: demoProjects.find((project) => project.name === 'Online Booking')!.projectId,
  /** contributor@ has no rights on this project. */
  ungrantedProjectId: demoProjects.find((project) => project.name === 'Virtual Wards')!.projectId,
  userId: (key: string) => demoUsers.find((user) => user.key === key)!.userId,
};

export const resolveProbe = async (probe: Probe): Promise<ProbeInput> =>
  'prepare' in probe ? probe.prepare(demoFixtures) : probe;

export const cleanupProbe = async (probe: Probe) => {
  if ('prepare' in probe && probe.cleanup) await probe.cleanup();
};

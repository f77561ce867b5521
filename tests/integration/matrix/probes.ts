import type { EndpointId } from '@tandem/shared/contract/endpoints';
import { identityProbes, platformProbes, userProbes } from './platform-probes';
import type { Probe } from './probe';

/**
 * A valid call of EVERY endpoint in the contract. `satisfies Record<EndpointId, Probe>` makes adding
 * an endpoint without a probe a type error, so no endpoint escapes the permission matrix.
 */
export const probes = {
  ...platformProbes,
  ...identityProbes,
  ...userProbes,
} satisfies Record<EndpointId, Probe>;

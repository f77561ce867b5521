import { benefits } from '../benefits/benefit';
import { stakeholderEntities } from '../stakeholders/contract';

/**
 * Every entity declared on the project-entity kit. The derived tests (permission matrix, cross-tenant,
 * bad input probes) iterate over it; the endpoints table spreads each one's `endpoints`.
 */
export const projectEntities = [benefits, ...stakeholderEntities] as const;

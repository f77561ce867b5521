import { config } from '../../config';
import { documentClient } from '../client';

/** What every entity is constructed with: the one table and the one client. */
export const entityConfiguration = () => ({ table: config.tableName, client: documentClient });

/** Keys are written exactly as templated (ElectroDB lower-cases by default, which would mangle ids). */
export const exact = 'none' as const;

/** Audit attributes shared by every mutable item. */
export const auditAttributes = {
  createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  createdBy: { type: 'string', required: true, readOnly: true },
  updatedAt: {
    type: 'string',
    required: true,
    default: () => new Date().toISOString(),
    watch: '*',
    set: () => new Date().toISOString(),
  },
  modifiedBy: { type: 'string' },
  /** Optimistic concurrency: every update is conditional on the version the editor saw. */
  version: { type: 'number', required: true, default: 1 },
} as const;

/** The project partition `ORG#<org>#PROJECT#<project>`: a project's actions, kit items and counters. */
export const projectPartition = {
  field: 'pk',
  composite: ['organisationId', 'projectId'],
  template: 'ORG#${organisationId}#PROJECT#${projectId}',
  casing: exact,
} as const;

/** What every item in a project partition carries besides its own fields. */
export const projectItemAttributes = {
  organisationId: { type: 'string', required: true, readOnly: true },
  projectId: { type: 'string', required: true, readOnly: true },
  refNumber: { type: 'number', required: true, readOnly: true },
  lifecycleStatus: {
    type: ['active', 'archived', 'deleted'] as const,
    required: true,
    default: 'active',
  },
  noteCount: { type: 'number', required: true, default: 0 },
} as const;

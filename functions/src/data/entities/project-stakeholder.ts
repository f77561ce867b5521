import { Entity } from 'electrodb';
import { auditAttributes, entityConfiguration, exact } from './common';

/**
 * A stakeholder of a project (spec §3 Stakeholder, relationship stakeholderType individual 1 /
 * audience 2): `ORG#<org>#PROJECT#<project>` / `PSTAKEHOLDER#<id>`. Minimal for action owners; the
 * Stakeholders feature adds its profiling fields (role, influence, sentiment...) as optional
 * attributes of this same entity, and audiences as stakeholderType 2.
 */
export const projectStakeholderEntity = new Entity(
  {
    model: { entity: 'projectStakeholder', version: '1', service: 'tandem' },
    attributes: {
      organisationId: { type: 'string', required: true, readOnly: true },
      projectId: { type: 'string', required: true, readOnly: true },
      projectStakeholderId: { type: 'string', required: true, readOnly: true },
      /** The organisation stakeholder (core data) this project stakeholder stands for, if any. */
      stakeholderId: { type: 'string' },
      stakeholderType: { type: 'number', required: true, default: 1 },
      firstName: { type: 'string', required: true },
      lastName: { type: 'string', required: true },
      email: { type: 'string', required: true },
      lifecycleStatus: {
        type: ['active', 'archived', 'deleted'] as const,
        required: true,
        default: 'active',
      },
      ...auditAttributes,
    },
    indexes: {
      byProject: {
        pk: {
          field: 'pk',
          composite: ['organisationId', 'projectId'],
          template: 'ORG#${organisationId}#PROJECT#${projectId}',
          casing: exact,
        },
        sk: {
          field: 'sk',
          composite: ['projectStakeholderId'],
          template: 'PSTAKEHOLDER#${projectStakeholderId}',
          casing: exact,
        },
      },
    },
  },
  entityConfiguration(),
);

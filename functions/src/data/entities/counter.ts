import { Entity } from 'electrodb';
import { entityConfiguration, exact } from './common';

/** Atomic per-project counters that hand out reference numbers (one per kind: actions, impacts...). */
export const counterEntity = new Entity(
  {
    model: { entity: 'counter', version: '1', service: 'tandem' },
    attributes: {
      organisationId: { type: 'string', required: true, readOnly: true },
      projectId: { type: 'string', required: true, readOnly: true },
      kind: { type: 'string', required: true, readOnly: true },
      value: { type: 'number', required: true, default: 0 },
      /** An active-items counter whose value was counted from the items once (`entity-kit/active-count.ts`). */
      counted: { type: 'boolean' },
    },
    indexes: {
      // One counter item per project and kind, inside the project's partition.
      byProject: {
        pk: {
          field: 'pk',
          composite: ['organisationId', 'projectId'],
          template: 'ORG#${organisationId}#PROJECT#${projectId}',
          casing: exact,
        },
        sk: { field: 'sk', composite: ['kind'], template: 'COUNTER#${kind}', casing: exact },
      },
    },
  },
  entityConfiguration(),
);

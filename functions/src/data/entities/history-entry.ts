import { Entity } from 'electrodb';
import { entityConfiguration, exact } from './common';

/** One accepted field change (who, when, field, old, new); the history endpoints read these. */
export const historyEntryEntity = new Entity(
  {
    model: { entity: 'historyEntry', version: '1', service: 'tandem' },
    attributes: {
      organisationId: { type: 'string', required: true, readOnly: true },
      entityType: { type: 'string', required: true, readOnly: true },
      entityId: { type: 'string', required: true, readOnly: true },
      changedAt: { type: 'string', required: true, readOnly: true },
      changeId: { type: 'string', required: true, readOnly: true },
      projectId: { type: 'string' },
      userId: { type: 'string', required: true },
      action: { type: ['create', 'update', 'delete'] as const, required: true },
      field: { type: 'string' },
      /** JSON text of the old and new values, so any field type fits. */
      oldValue: { type: 'string' },
      newValue: { type: 'string' },
      /** The entity version this change produced. */
      version: { type: 'number', required: true },
    },
    indexes: {
      // The history of one entity, newest first (Query descending; short history: limit N).
      byEntity: {
        pk: {
          field: 'pk',
          composite: ['organisationId', 'entityType', 'entityId'],
          template: 'ORG#${organisationId}#HISTORY#${entityType}#${entityId}',
          casing: exact,
        },
        sk: {
          field: 'sk',
          composite: ['changedAt', 'changeId'],
          template: 'AT#${changedAt}#${changeId}',
          casing: exact,
        },
      },
    },
  },
  entityConfiguration(),
);

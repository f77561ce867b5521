import { Entity } from 'electrodb';
import { auditAttributes, entityConfiguration, exact } from './common';

/**
 * The organisation's heatmap thresholds and capacity line (issue 17): its own item beside the
 * organisation, absent until an owner first saves (the defaults of `shared/src/visualisations/load.ts`).
 */
export const visualisationSettingsEntity = new Entity(
  {
    model: { entity: 'visualisationSettings', version: '1', service: 'tandem' },
    attributes: {
      organisationId: { type: 'string', required: true, readOnly: true },
      amberFrom: { type: 'number', required: true },
      redFrom: { type: 'number', required: true },
      capacity: { type: 'number', required: true },
      ...auditAttributes,
    },
    indexes: {
      byOrganisation: {
        pk: { field: 'pk', composite: ['organisationId'], template: 'ORG#${organisationId}', casing: exact },
        sk: { field: 'sk', composite: [], template: 'SETTINGS#VISUALISATIONS', casing: exact },
      },
    },
  },
  entityConfiguration(),
);

import { Entity } from 'electrodb';
import { entityConfiguration, exact } from './common';

/**
 * The registry the scheduled action reports start from: one item per organisation that has ever had an
 * action (`JOBS#ACTIONORGS` / `ORG#<org>`), written idempotently with each create. The jobs Query this
 * one small partition, then each organisation's open actions on gsi2 — no Scan. It holds ids only.
 */
export const actionOrganisationEntity = new Entity(
  {
    model: { entity: 'actionOrganisation', version: '1', service: 'tandem' },
    attributes: {
      organisationId: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      byRegistry: {
        pk: { field: 'pk', composite: [], template: 'JOBS#ACTIONORGS', casing: exact },
        sk: { field: 'sk', composite: ['organisationId'], template: 'ORG#${organisationId}', casing: exact },
      },
    },
  },
  entityConfiguration(),
);

import { Entity } from 'electrodb';
import { entityConfiguration, exact } from './common';

/** Versions of the end-user licence agreement; global, the latest one must be signed (spec §2). */
export const licenceAgreementEntity = new Entity(
  {
    model: { entity: 'licenceAgreement', version: '1', service: 'tandem' },
    attributes: {
      version: { type: 'number', required: true, readOnly: true },
      title: { type: 'string', required: true },
      content: { type: 'string', required: true },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      // The latest agreement: Query descending, limit 1. Zero-padded so versions sort as numbers.
      byVersion: {
        pk: { field: 'pk', composite: [], template: 'EULA', casing: exact },
        sk: {
          field: 'sk',
          composite: ['version'],
          template: 'VERSION#${version}',
          casing: exact,
          cast: 'string',
        },
      },
    },
  },
  entityConfiguration(),
);

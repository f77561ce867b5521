import { defineIdList } from '../entity-kit/id-lists';
import { impacts } from './impact';

const entity = { ...impacts.declaration };

/** `{impactId}/business-areas`, add-bulk-business-areas-to-impacts, unselected-business-areas (spec §7). */
export const impactBusinessAreas = defineIdList({
  entity,
  field: 'businessAreas',
  singular: 'BusinessArea',
  plural: 'BusinessAreas',
  segment: 'business-areas',
  bulkKey: 'businessAreas',
});

/** `{impactId}/locations`, add-bulk-locations-to-impacts, unselected-locations (spec §7). */
export const impactLocations = defineIdList({
  entity,
  field: 'locations',
  singular: 'Location',
  plural: 'Locations',
  segment: 'locations',
  bulkKey: 'locations',
});

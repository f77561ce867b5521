import { impactGroups } from './impact-group';
import { impactActionLink, impactGroupLink } from './impact-links';
import { impacts } from './impact';
import { impactBusinessAreas, impactLocations } from './impact-places';

/** Every endpoint of the impacts Lambda: impacts, impact groups and their links (all derived). */
export const impactEndpoints = {
  ...impacts.endpoints,
  ...impactGroups.endpoints,
  ...impactActionLink.endpoints,
  ...impactGroupLink.endpoints,
  ...impactBusinessAreas.endpoints,
  ...impactLocations.endpoints,
};

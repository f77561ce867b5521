import type { EndpointGroup } from './define-endpoint';
import { endpointEntries } from './endpoints';
import { deriveGatewayRoutes } from './gateway-routes';

/**
 * The HTTP API's routes, derived from the contract: used by the CDK api stack and, with the same
 * matcher API Gateway applies (`selectRoute`), by the local adapter to pick a group Lambda.
 */
export const apiGatewayRoutes = deriveGatewayRoutes<EndpointGroup>(
  endpointEntries.map(([, endpoint]) => endpoint),
  { apiPrefix: '/api', fallbackGroup: 'platform' },
);

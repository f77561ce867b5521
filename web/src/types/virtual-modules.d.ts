declare module 'virtual:tandem/endpoint-routes' {
  import type { EndpointId } from '@tandem/shared/contract/endpoints';
  import type { EndpointRoute } from '@/lib/endpoint-route';

  /** Method, path and envelope flags of every endpoint of the contract (see vite.config.ts). */
  export const endpointRoutes: Record<EndpointId, EndpointRoute>;
}

import type { Endpoint } from '@tandem/shared/contract/define-endpoint';

/** What the API client needs of an endpoint at run time: no schemas, so no zod in the browser. */
export type EndpointRoute = Pick<Endpoint, 'method' | 'path' | 'raw' | 'successStatus' | 'download'>;

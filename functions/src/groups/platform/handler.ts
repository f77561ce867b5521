import { platformEndpoints } from '@tandem/shared/platform/contract';
import { config } from '../../config';
import { createGroupHandler } from '../../http/group-handler';

// Built on first request, not at module init: the OpenAPI builder and the whole contract it describes
// (every group's zod schemas) are loaded then, so cold starts of health checks stay cheap.
let openApiDocument: Promise<Record<string, unknown>> | undefined;

export const handler = createGroupHandler('platform', platformEndpoints, {
  health: () => ({
    status: 'ok',
    version: config.version,
    stage: config.stage,
    time: new Date().toISOString(),
  }),
  openapi: () =>
    (openApiDocument ??= import('@tandem/shared/contract/openapi').then(({ buildOpenApiDocument }) =>
      buildOpenApiDocument({ version: config.version }),
    )),
});

import { buildOpenApiDocument } from '@tandem/shared/contract/openapi';
import { config } from '../../config';
import { endpoints } from '@tandem/shared/contract/endpoints';
import { createGroupHandler } from '../../http/group-handler';

// Built on first request, not at module init: cold starts of health checks stay cheap.
let openApiDocument: ReturnType<typeof buildOpenApiDocument> | undefined;

export const handler = createGroupHandler('platform', endpoints, {
  health: () => ({
    status: 'ok',
    version: config.version,
    stage: config.stage,
    time: new Date().toISOString(),
  }),
  openapi: () => (openApiDocument ??= buildOpenApiDocument({ version: config.version })),
});

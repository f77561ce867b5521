import { endpoints } from '@tandem/shared/contract/endpoints';
import { endpointRoutes } from 'virtual:tandem/endpoint-routes';
import { describe, expect, it } from 'vitest';

describe('endpoint routes', () => {
  it('are the contract’s method, path and flags, for every endpoint', () => {
    for (const [id, endpoint] of Object.entries(endpoints)) {
      expect(endpointRoutes[id as keyof typeof endpointRoutes]).toEqual({
        method: endpoint.method,
        path: endpoint.path,
        raw: endpoint.raw,
        successStatus: endpoint.successStatus,
        download: endpoint.download,
      });
    }
    expect(Object.keys(endpointRoutes).sort()).toEqual(Object.keys(endpoints).sort());
  });
});

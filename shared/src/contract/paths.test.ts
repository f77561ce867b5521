import { describe, expect, it } from 'vitest';
import { bySpecificity } from './paths';

describe('bySpecificity', () => {
  it('orders routes as API Gateway picks them: a literal segment before a parameter at each depth', () => {
    const paths = [
      '/api/v1/organisations/{organisationId}/core-data/locations/{itemId}',
      '/api/v1/organisations/{organisationId}/core-data/locations/export',
      '/api/v1/organisations/{organisationId}/projects/{projectId}/{kind}/{entityId}/history',
      '/api/v1/organisations/{organisationId}/projects/{projectId}/actions/{actionId}/comments',
      '/api/health',
      '/api/v1/organisations',
    ];
    const sorted = paths
      .map((path) => ({ path }))
      .sort(bySpecificity)
      .map(({ path }) => path);
    expect(sorted.indexOf('/api/v1/organisations/{organisationId}/core-data/locations/export')).toBeLessThan(
      sorted.indexOf('/api/v1/organisations/{organisationId}/core-data/locations/{itemId}'),
    );
    expect(
      sorted.indexOf(
        '/api/v1/organisations/{organisationId}/projects/{projectId}/actions/{actionId}/comments',
      ),
    ).toBeLessThan(
      sorted.indexOf('/api/v1/organisations/{organisationId}/projects/{projectId}/{kind}/{entityId}/history'),
    );
    expect(sorted.slice(0, 2).sort()).toEqual(['/api/health', '/api/v1/organisations']);
  });
});

import { describe, expect, it } from 'vitest';
import { groupFor, routeFor } from './api-adapter';

describe('local API adapter routing', () => {
  it('picks the group Lambda by the derived routes, as API Gateway would', () => {
    const project = '/api/v1/organisations/o1/projects/p1';
    expect(groupFor('GET', `${project}/actions/a1/comments`)).toBe('actions');
    expect(groupFor('GET', project)).toBe('projects');
    expect(groupFor('GET', '/api/v1/organisations/o1/core-data/labels/export')).toBe('exports');
    expect(groupFor('PUT', '/api/v1/organisations/o1/core-data/labels/export')).toBe('coreData');
    // The project history of an action: a projects endpoint under the actions prefix.
    expect(groupFor('GET', `${project}/actions/a1/history`)).toBe('projects');
  });

  it('hands unknown paths to the platform router, which answers the envelope 404', () => {
    expect(groupFor('GET', '/api/v1/nothing')).toBe('platform');
    expect(groupFor('GET', '/api')).toBe('platform');
  });

  it('names the greedy route that matched, as the event API Gateway sends does', () => {
    expect(routeFor('GET', '/api/v1/organisations/o1/projects/p1/actions/a1').path).toMatch(/\{proxy\+\}$/);
  });
});

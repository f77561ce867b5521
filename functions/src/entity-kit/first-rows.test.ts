import { describe, expect, it, vi } from 'vitest';
import { firstActiveByRef } from './first-rows';
import type { EntityStore } from './store';

describe('the first rows of a grid from the ref index', () => {
  it('reads pages of the rows asked for, not 1 MB pages, and keeps only active items', async () => {
    const go = vi.fn(async () => ({ data: [{ itemId: 'a' }] }));
    const where = vi.fn(() => ({ go }));
    const byRef = vi.fn(() => ({ where }));
    const store = { declaration: { name: 'impact' }, entity: { query: { byRef } } } as unknown as EntityStore;
    const scope = { organisationId: 'o', projectId: 'p' };
    expect(await firstActiveByRef(store, scope, 100, 'desc')).toEqual([{ itemId: 'a' }]);
    expect(byRef).toHaveBeenCalledWith(scope);
    expect(go).toHaveBeenCalledWith({ count: 100, limit: 100, order: 'desc' });
    const filter = (where.mock.calls[0] as unknown as [(a: object, o: object) => string])[0];
    expect(filter({ lifecycleStatus: 'status' }, { eq: (a: string, b: string) => `${a}=${b}` })).toBe(
      'status=active',
    );
  });
});

describe('the ref index facets', () => {
  it('name the active lifecycle when the index key holds it (a stored layout: actions gsi3)', async () => {
    const go = vi.fn(async () => ({ data: [] }));
    const byRef = vi.fn(() => ({ where: () => ({ go }) }));
    const schema = {
      indexes: { byRef: { pk: { composite: ['organisationId', 'projectId', 'lifecycleStatus'] } } },
    };
    const store = {
      declaration: { name: 'action' },
      entity: { schema, query: { byRef } },
    } as unknown as EntityStore;
    const scope = { organisationId: 'o', projectId: 'p' };
    await firstActiveByRef(store, scope, 10, 'asc');
    expect(byRef).toHaveBeenCalledWith({ ...scope, lifecycleStatus: 'active' });
  });
});

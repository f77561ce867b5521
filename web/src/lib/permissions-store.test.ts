import { compactPermissionsSchema, permissionHeaders } from '@tandem/shared/permissions/compact-permissions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fake-fetch';
import { apiCall, onResponseHeaders } from './api-client';
import {
  organisationSettingsStore,
  parseCompactPermissions,
  permissionsStore,
  readPermissionHeaders,
  VersionedStore,
} from './permissions-store';

afterEach(() => {
  permissionsStore.clear();
  organisationSettingsStore.clear();
});

const orgA = { s: 300, pe: [], po: [], a: 1, p: {} };
const orgB = { s: 100, pe: ['prog-1'], po: [], a: 0, p: { 'project-1': 3 } };

describe('VersionedStore', () => {
  it('takes the first data it is offered', () => {
    const store = new VersionedStore<Record<string, number>>({});
    expect(store.offer({ version: '1', data: { a: 1 } })).toBe(true);
    expect(store.getData()).toEqual({ a: 1 });
  });

  it('keeps the cached data when the version is the same, even if the content differs', () => {
    const store = new VersionedStore<Record<string, number>>({});
    store.offer({ version: '1', data: { a: 1 } });
    expect(store.offer({ version: '1', data: { a: 2 } })).toBe(false);
    expect(store.getData()).toEqual({ a: 1 });
  });

  it('keeps the cached data (and does not notify) when a new version carries the same content', () => {
    const store = new VersionedStore<Record<string, number>>({});
    store.offer({ version: '1', data: { a: 1 } });
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getData();
    expect(store.offer({ version: '2', data: { a: 1 } })).toBe(false);
    expect(store.getData()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('replaces the data when the version differs and the content changed, dropping what is gone', () => {
    const store = new VersionedStore<Record<string, unknown>>({});
    store.offer({ version: '1', data: { a: orgA, b: orgB } });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.offer({ version: '2', data: { a: orgA } })).toBe(true);
    expect(store.getData()).toEqual({ a: orgA });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('parseCompactPermissions', () => {
  it('gives the same answer as the contract schema, defaults included', () => {
    const samples: unknown[] = [
      { a: { s: 300 } },
      { a: orgA, b: orgB },
      { a: { s: 100, p: { x: 4 }, pe: ['1'], po: ['2'], a: 7 } },
      { a: { s: 'x' } },
      { a: { s: 100, pe: [1] } },
      { a: { s: 100, p: { x: 'y' } } },
      [],
      null,
    ];
    for (const sample of samples) {
      const parsed = compactPermissionsSchema.safeParse(sample);
      expect(parseCompactPermissions(sample)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});

describe('permission headers of API responses', () => {
  it('reads the permissions and settings headers of every response into the stores', async () => {
    const unsubscribe = onResponseHeaders(readPermissionHeaders);
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ payload: { status: 'ok' }, isError: false }), {
          status: 200,
          headers: {
            [permissionHeaders.version]: 'v1',
            [permissionHeaders.permissions]: JSON.stringify({ a: { s: 200 } }),
            [permissionHeaders.settingsVersion]: 's1',
            [permissionHeaders.settings]: JSON.stringify({ a: { tagsEnabled: '1' } }),
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);

    await apiCall('health');
    unsubscribe();

    expect(permissionsStore.getData()).toEqual({ a: { s: 200, pe: [], po: [], a: 0, p: {} } });
    expect(permissionsStore.getVersion()).toBe('v1');
    expect(organisationSettingsStore.getData()).toEqual({ a: { tagsEnabled: '1' } });
  });

  it('ignores a response without the headers or with a malformed one', () => {
    readPermissionHeaders(new Headers({ [permissionHeaders.version]: 'v1' }));
    readPermissionHeaders(
      new Headers({ [permissionHeaders.version]: 'v2', [permissionHeaders.permissions]: '{not json' }),
    );
    expect(permissionsStore.getVersion()).toBeNull();
  });

  it('counts non-GET calls in flight for the progress bar', async () => {
    const { pendingWritesStore } = await import('./api-client');
    let release: (value: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    const pending = apiCall('logout');
    await vi.waitFor(() => expect(pendingWritesStore.getSnapshot()).toBe(1));
    release(new Response(JSON.stringify({ payload: { endSessionUrl: null }, isError: false })));
    await pending;
    expect(pendingWritesStore.getSnapshot()).toBe(0);
    stubFetch({ body: { payload: {}, isError: false } });
  });
});

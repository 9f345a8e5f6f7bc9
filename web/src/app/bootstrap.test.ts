import { describe, expect, it, vi } from 'vitest';
import { userQueryKey } from '../lib/auth/get-user.ts';
import { contentQueryKey } from '../lib/content-bundle/get-content.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { contentFixture, userFixture } from '../test/fixtures.ts';
import { loadInitialData } from './bootstrap.ts';
import { createLoadingCounter } from './loading-counter.ts';

describe('boot requests (spec §4, §8)', () => {
  it('loads user and content, then ends loading', async () => {
    mockFetch(({ url }) => json(200, { data: url === '/api/user' ? userFixture : contentFixture }));
    const queryClient = createQueryClient();
    const loading = createLoadingCounter(2);
    await loadInitialData(queryClient, loading, 'de');
    expect(queryClient.getQueryData(userQueryKey)).toEqual(userFixture);
    expect(queryClient.getQueryData(contentQueryKey('de'))).toEqual(contentFixture);
    expect(loading.get()).toBe(false);
  });

  it('treats a visitor (data: null) as no user, without logging out', async () => {
    const { calls } = mockFetch(({ url }) =>
      url === '/api/user' ? json(200, { data: null }) : json(200, { data: contentFixture }),
    );
    const queryClient = createQueryClient();
    await loadInitialData(queryClient, createLoadingCounter(2), 'de');
    expect(queryClient.getQueryData(userQueryKey)).toBeNull();
    expect(calls.some((c) => c.url === '/api/auth/logout')).toBe(false);
  });

  it('only logs a content failure and still ends loading', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(({ url }) =>
      url === '/api/user' ? json(200, { data: null }) : json(500, { message: 'down' }),
    );
    const loading = createLoadingCounter(2);
    await loadInitialData(createQueryClient(), loading, 'de');
    expect(log).toHaveBeenCalled();
    expect(loading.get()).toBe(false);
  });

  it('logs the user out when the user fetch fails', async () => {
    const { calls } = mockFetch(({ url }) => {
      if (url === '/api/user') return json(500, { message: 'down' });
      if (url === '/api/auth/logout') return json(204);
      return json(200, { data: contentFixture });
    });
    const queryClient = createQueryClient();
    const loading = createLoadingCounter(2);
    await loadInitialData(queryClient, loading, 'de');
    expect(queryClient.getQueryData(userQueryKey)).toBeNull();
    expect(calls.some((c) => c.url === '/api/auth/logout' && c.method === 'POST')).toBe(true);
    expect(loading.get()).toBe(false);
  });
});

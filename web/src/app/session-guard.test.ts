import { afterEach, describe, expect, it, vi } from 'vitest';
import { userQueryKey } from '../lib/auth/get-user.ts';
import { api } from '../lib/api-client.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { userFixture } from '../test/fixtures.ts';
import { installSessionGuard } from './session-guard.ts';

let uninstall: (() => void) | undefined;
afterEach(() => uninstall?.());

function setup({ loggedIn, path = '/home?offer=3' }: { loggedIn: boolean; path?: string }) {
  const queryClient = createQueryClient();
  if (loggedIn) queryClient.setQueryData(userQueryKey, userFixture);
  queryClient.setQueryData([...userQueryKey, 'bookmarks'], [1, 2]);
  const navigate = vi.fn();
  uninstall = installSessionGuard(queryClient, {
    navigate,
    currentPath: () => path,
    revalidate: vi.fn(),
  });
  return { queryClient, navigate };
}

const logoutCalls = (calls: { url: string; method: string }[]) =>
  calls.filter((c) => c.method === 'POST' && c.url === '/api/auth/logout');

describe('session guard (spec §4: 401/419 while a user is held)', () => {
  it.each([401, 419])('logs out silently on %i', async (status) => {
    const { calls } = mockFetch(({ url }) =>
      url === '/api/auth/logout' ? json(204) : json(status, { message: 'expired' }),
    );
    const { queryClient, navigate } = setup({ loggedIn: true });
    await api.get('/bookmarks').catch(() => undefined);
    await vi.waitFor(() => expect(queryClient.getQueryData(userQueryKey)).toBeNull());
    expect(logoutCalls(calls)).toHaveLength(1);
    expect(queryClient.getQueryData([...userQueryKey, 'bookmarks'])).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('logs out once when several calls fail together', async () => {
    const { calls } = mockFetch(({ url }) =>
      url === '/api/auth/logout' ? json(204) : json(401, { message: 'expired' }),
    );
    const { queryClient } = setup({ loggedIn: true });
    await Promise.all([api.get('/a'), api.get('/b'), api.get('/c')].map((p) => p.catch(() => 0)));
    await vi.waitFor(() => expect(queryClient.getQueryData(userQueryKey)).toBeNull());
    expect(logoutCalls(calls)).toHaveLength(1);
  });

  it('does nothing for a visitor without a user', async () => {
    const { calls } = mockFetch(() => json(401, { message: 'no session' }));
    const { navigate } = setup({ loggedIn: false });
    await api.get('/bookmarks').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(logoutCalls(calls)).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes to login with the full path as redirect when logout fails', async () => {
    mockFetch(({ url }) =>
      url === '/api/auth/logout' ? json(500, { message: 'down' }) : json(401, { message: 'x' }),
    );
    const { queryClient, navigate } = setup({ loggedIn: true, path: '/en/user/edit?tab=1' });
    await api.get('/bookmarks').catch(() => undefined);
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/en/login?redirect=%2Fen%2Fuser%2Fedit%3Ftab%3D1'),
    );
    expect(queryClient.getQueryData(userQueryKey)).toBeNull();
  });

  it('retries the logout with a fresh CSRF cookie when the token is stale', async () => {
    let logoutAttempts = 0;
    const { calls } = mockFetch(({ url }) => {
      if (url === '/api/auth/logout') return json(++logoutAttempts === 1 ? 419 : 204);
      if (url === '/api/auth/csrf-cookie') return json(204);
      return json(419, { message: 'stale' });
    });
    const { queryClient, navigate } = setup({ loggedIn: true });
    await api.post('/bookmarks').catch(() => undefined);
    await vi.waitFor(() => expect(queryClient.getQueryData(userQueryKey)).toBeNull());
    expect(calls.map((c) => c.url)).toContain('/api/auth/csrf-cookie');
    expect(logoutCalls(calls)).toHaveLength(2);
    expect(navigate).not.toHaveBeenCalled();
  });
});

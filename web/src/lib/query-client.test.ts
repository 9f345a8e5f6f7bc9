import { describe, expect, it } from 'vitest';
import { api } from './api-client.ts';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { apiCacheLifetimeMs, createQueryClient } from './query-client.ts';

const fetchWith = (queryClient: ReturnType<typeof createQueryClient>, key: string) =>
  queryClient.fetchQuery({
    queryKey: [key],
    queryFn: () => api.get(`/${key}`),
    retryDelay: 0,
  });

describe('query client', () => {
  it('keeps answers fresh for the spec cache lifetime (300000 ms)', async () => {
    const { calls } = mockFetch(() => json(200, { data: 1 }));
    const queryClient = createQueryClient();
    await fetchWith(queryClient, 'faq');
    await fetchWith(queryClient, 'faq');
    expect(calls).toHaveLength(1);
    expect(apiCacheLifetimeMs).toBe(300_000);
  });

  it('does not repeat a 4xx, but retries server errors', async () => {
    const { calls } = mockFetch(({ url }) => json(url === '/api/missing' ? 404 : 503, {}));
    const queryClient = createQueryClient();
    await fetchWith(queryClient, 'missing').catch(() => undefined);
    expect(calls).toHaveLength(1);
    await fetchWith(queryClient, 'flaky').catch(() => undefined);
    expect(calls).toHaveLength(1 + 3);
  });
});

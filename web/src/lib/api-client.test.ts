import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { api, setSessionExpiredHandler } from './api-client.ts';
import {
  ApiError,
  CsrfError,
  ForbiddenError,
  NotFoundError,
  RateLimitError,
  UnauthorizedError,
  ValidationError,
} from './api-errors.ts';
import { i18n } from './i18n.ts';

afterEach(() => setSessionExpiredHandler(undefined));

describe('api client', () => {
  it('sends the portal headers and cookies, under /api', async () => {
    const { calls, fetchMock } = mockFetch(() => json(200, { data: { ok: true } }));
    await api.get('/content', { query: { page: 2, tags: undefined } });
    expect(calls[0]?.url).toBe('/api/content?page=2');
    expect(calls[0]?.headers.get('accept')).toBe('application/json');
    expect(calls[0]?.headers.get('accept-language')).toBe('de');
    expect(calls[0]?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('takes the domain’s full API paths as they are', async () => {
    const { calls } = mockFetch(() => json(200, { data: [] }));
    await api.get('/api/offers', { query: { limit: 5 } });
    expect(calls[0]?.url).toBe('/api/offers?limit=5');
  });

  it('speaks the active language, or the one a call asks for', async () => {
    const { calls } = mockFetch(() => json(200, { data: null }));
    await i18n.changeLanguage('en');
    await api.get('/user');
    await api.get('/content', { locale: 'de' });
    expect(calls.map((c) => c.headers.get('accept-language'))).toEqual(['en', 'de']);
  });

  it('sends the decoded XSRF cookie on unsafe methods only', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D%3Ddef; path=/';
    const { calls } = mockFetch(() => json(200, { data: null }));
    await api.get('/user');
    await api.post('/auth/login', { body: { email: 'a', password: 'b' } });
    await api.put('/auth/user/password', { body: {} });
    await api.delete('/bookmarks/1');
    expect(calls[0]?.headers.has('x-xsrf-token')).toBe(false);
    expect(calls.slice(1).map((c) => c.headers.get('x-xsrf-token'))).toEqual([
      'abc==def',
      'abc==def',
      'abc==def',
    ]);
    expect(calls[1]?.headers.get('content-type')).toBe('application/json');
    expect(calls[1]?.body).toEqual({ email: 'a', password: 'b' });
  });

  it('lets the browser set the multipart header for FormData', async () => {
    const { calls } = mockFetch(() => json(200, { data: null }));
    const form = new FormData();
    form.append('website', 'https://example.org');
    await api.post('/club', { body: form });
    expect(calls[0]?.body).toBe(form);
    expect(calls[0]?.headers.has('content-type')).toBe(false);
  });

  it('unwraps data', async () => {
    mockFetch(() => json(200, { data: { id: 3 } }));
    await expect(api.get('/x')).resolves.toEqual({ id: 3 });
  });

  it('returns the whole body when asked, e.g. paged lists', async () => {
    mockFetch(() => json(200, { data: [1], currentPage: 1, pages: 4 }));
    await expect(api.get('/articles', { unwrap: false })).resolves.toEqual({
      data: [1],
      currentPage: 1,
      pages: 4,
    });
  });

  it('turns 422 into a ValidationError with the field messages', async () => {
    mockFetch(() =>
      json(422, { message: 'Bitte prüfe deine Eingaben.', errors: { email: ['ungültig'] } }),
    );
    const error = await api.post('/auth/register', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Bitte prüfe deine Eingaben.',
      errors: { email: ['ungültig'] },
    });
  });

  it.each([
    [401, UnauthorizedError],
    [419, CsrfError],
    [403, ForbiddenError],
    [404, NotFoundError],
    [429, RateLimitError],
    [500, ApiError],
  ])('maps status %i to its error class', async (status, type) => {
    mockFetch(() => json(status, { message: 'nope' }));
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(type);
    expect(error).toMatchObject({ status, body: { message: 'nope' } });
  });

  it('reads Retry-After on 429', async () => {
    mockFetch(() => json(429, { message: 'slow down' }, { 'retry-after': '30' }));
    await expect(api.post('/newsletter')).rejects.toMatchObject({ retryAfter: 30 });
  });

  it('reports 401 and 419 to the session guard, except for calls that opt out', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    mockFetch(({ url }) => json(url.endsWith('/csrf') ? 419 : 401, { message: 'x' }));
    await api.get('/user').catch(() => undefined);
    await api.post('/csrf').catch(() => undefined);
    await api.post('/auth/logout', { skipSessionGuard: true }).catch(() => undefined);
    expect(expired).toHaveBeenCalledTimes(2);
    expect(expired.mock.calls.map(([error]) => (error as ApiError).status)).toEqual([401, 419]);
  });
});

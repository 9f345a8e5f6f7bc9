import { csrfCookieName, csrfHeaderName, httpStatus } from '../../../domain/shared/http.ts';
import type { Locale } from '../../../domain/shared/locale.ts';
import type { ApiTransport } from '../../../domain/shared/page-render.ts';
import { errorFromResponse, type ApiError } from './api-errors.ts';
import { currentLocale } from './i18n.ts';

export const apiBase = '/api';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: Method;
  /** Plain objects go as JSON; FormData goes as multipart (uploads, form posts). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** false: return the whole body, e.g. paged lists with currentPage; true: its `data`. */
  unwrap?: boolean;
  /** Overrides the UI language, e.g. when loading the bundle for a language about to show. */
  locale?: Locale;
  signal?: AbortSignal;
  /** For calls that end a session themselves (logout), so a 401 there does not recurse. */
  skipSessionGuard?: boolean;
};

// The session guard lives in the app (it needs the query cache and the router); the client
// only reports that the server no longer knows the session (spec/portal.md §4, §8).
type SessionExpiredHandler = (error: ApiError) => void;
let onSessionExpired: SessionExpiredHandler | undefined;

export function setSessionExpiredHandler(handler: SessionExpiredHandler | undefined) {
  onSessionExpired = handler;
}

const unsafe = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE']);

// Where requests go: the browser's fetch; the server's renderer answers them in-process.
let transport: ApiTransport = (url, init) => fetch(url, init);

export function setApiTransport(next: ApiTransport) {
  transport = next;
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return value.join('=');
      }
    }
  }
  return undefined;
}

/** A call's URL: the domain's API paths ('/api/offers') as they are, short ones under /api. */
function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = path.startsWith(`${apiBase}/`)
    ? path
    : `${apiBase}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const method = options.method ?? 'GET';
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': options.locale ?? currentLocale(),
    'X-Requested-With': 'XMLHttpRequest',
  });
  if (unsafe.has(method)) {
    const token = readCookie(csrfCookieName);
    if (token) headers.set(csrfHeaderName, token);
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body; // the browser sets the multipart boundary
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const response = await transport(buildUrl(path, options.query), {
    method,
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });
  const payload = await readBody(response);

  if (!response.ok) {
    const error = errorFromResponse(response.status, payload, response.headers);
    const expired =
      response.status === httpStatus.unauthorized || response.status === httpStatus.csrfMismatch;
    if (expired && !options.skipSessionGuard) onSessionExpired?.(error);
    throw error;
  }

  const unwrap = options.unwrap ?? true;
  const value =
    unwrap && payload && typeof payload === 'object' && 'data' in payload ? payload.data : payload;
  return value as T;
}

type Shortcut = <T = unknown>(path: string, options?: Omit<RequestOptions, 'method'>) => Promise<T>;
const shortcut =
  (method: Method): Shortcut =>
  (path, options) =>
    apiRequest(path, { ...options, method });

/** `api.post(contactApi.message, { body })`; bodies go in options.body. */
export const api = {
  get: shortcut('GET'),
  post: shortcut('POST'),
  put: shortcut('PUT'),
  patch: shortcut('PATCH'),
  delete: shortcut('DELETE'),
};

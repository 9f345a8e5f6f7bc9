import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventTeaser } from '../../../../../domain/content/bundle.ts';
import { csrfCookieName } from '../../../../../domain/shared/http.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { api, readCookie } from '../../../lib/api-client.ts';
import { CsrfError } from '../../../lib/api-errors.ts';
import { useLocale } from '../../../lib/locale.ts';

// A POST needs the CSRF cookie (ARCHITECTURE.md, HTTP API); visitors who never logged in
// don't have one yet. The call only reads, so a stale token is renewed and the call repeated
// instead of ending the session (skipSessionGuard).
async function ensureCsrfCookie() {
  if (readCookie(csrfCookieName)) return;
  await api.get('/auth/csrf-cookie', { unwrap: false, skipSessionGuard: true });
}

function post(start: string, locale: Locale, signal?: AbortSignal) {
  return api.post<EventTeaser[]>('/euro24/calendar', {
    body: { start },
    locale,
    signal,
    skipSessionGuard: true,
  });
}

/** The Euro 2024 events of one day in Hamburg (`start` is yyyy-mm-dd). */
export async function postEuroCalendar(start: string, locale: Locale, signal?: AbortSignal) {
  await ensureCsrfCookie();
  try {
    return await post(start, locale, signal);
  } catch (error) {
    if (!(error instanceof CsrfError)) throw error;
    await api.get('/auth/csrf-cookie', { unwrap: false, skipSessionGuard: true });
    return post(start, locale, signal);
  }
}

/**
 * A POST that only reads, so it is a query: each day is cached like any other answer.
 * `enabled` lets the page hold the first request back (spec/portal.md §2: after 1 s).
 */
export function euroCalendarQueryOptions(start: string, locale: Locale) {
  return queryOptions({
    queryKey: ['euro24', start, locale] as const,
    queryFn: ({ signal }) => postEuroCalendar(start, locale, signal),
  });
}

export function useEuroCalendar(start: string, enabled: boolean) {
  return useQuery({ ...euroCalendarQueryOptions(start, useLocale()), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactApi } from '../../../../../domain/contact/constants.ts';
import { api } from '../../../lib/api-client.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

/** GET /api/contact/token: the signed moment the contact form is handed out. */
export async function getContactToken(signal?: AbortSignal): Promise<string> {
  const answer = await api.get<{ token: string }>(contactApi.token, { signal });
  return answer.token;
}

/** A fresh token for every form shown: its age is the server's time check, so none is kept. */
export function contactTokenQueryOptions() {
  return queryOptions({
    queryKey: ['contact', 'token'] as const,
    queryFn: ({ signal }) => getContactToken(signal),
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * Only the browser asks: a token in a server-rendered (and cached) page would be as old as
 * the page.
 */
export function useContactToken() {
  return useQuery({
    ...contactTokenQueryOptions(),
    enabled: useHydrated(),
    refetchOnWindowFocus: false,
  });
}

/**
 * The token a page made on the server carries for a browser without JavaScript (inside
 * `<noscript>`, which a browser running the app ignores). The page is kept up to a minute,
 * so the token may be that much older than the page's delivery: the honeypot still applies.
 * The browser never asks.
 */
export function useNoScriptContactToken(): string | undefined {
  return useQuery({
    queryKey: ['contact', 'token', 'page'] as const,
    queryFn: ({ signal }) => getContactToken(signal),
    // Kept between the server's render passes, which observe no query.
    gcTime: 60_000,
    enabled: typeof window === 'undefined',
  }).data;
}

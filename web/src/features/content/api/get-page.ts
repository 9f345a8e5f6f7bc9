import { NotFoundError } from '../../../lib/api-errors.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageDetail } from '../../../../../domain/content/articles.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale.ts';
import { assertSlug } from './slug.ts';

/** A page as screens use it (typed, not parsed: docs/decisions/008-boot-data-unparsed.md). */
export type Page = PageDetail;

/** GET /api/pages/:slug; with `preview` the server adds drafts for editors (query pv). */
export async function getPage(
  slug: string,
  locale: Locale,
  preview: boolean,
  signal?: AbortSignal,
): Promise<Page> {
  // A slug the server would reject as malformed (422) cannot name a page: that is a 404.
  assertSlug(slug);
  return api.get<Page>(`/pages/${encodeURIComponent(slug)}`, {
    locale,
    signal,
    query: preview ? { pv: 1 } : undefined,
  });
}

export const pageQueryKey = (slug: string, locale: Locale, preview: boolean) =>
  ['page', slug, locale, preview] as const;

export function pageQueryOptions(slug: string, locale: Locale, preview: boolean) {
  return queryOptions({
    queryKey: pageQueryKey(slug, locale, preview),
    queryFn: ({ signal }) => getPage(slug, locale, preview, signal),
    // Drafts change while an editor looks at them: the preview is never served from cache.
    ...(preview ? { staleTime: 0, gcTime: 0 } : {}),
  });
}

/**
 * An editorial page in the language of the URL; a missing page fails with NotFoundError.
 * `missingThrows`: a screen that is nothing without its page throws the not-found instead,
 * so the server renders the 404 screen (a failed query would render as still loading there:
 * the hook retries it on mount) and the browser's error screen shows it too.
 */
export function usePage(slug: string, { preview = false, missingThrows = false } = {}) {
  return useQuery({
    ...pageQueryOptions(slug, useLocale(), preview),
    ...(missingThrows ? { throwOnError: (error: Error) => error instanceof NotFoundError } : {}),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FaqItem } from '../../../../../domain/content/articles.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale.ts';

/** GET /api/faq: every question in the four groups, in the editors' order. */
export function getFaq(locale: Locale, signal?: AbortSignal): Promise<FaqItem[]> {
  return api.get<FaqItem[]>('/faq', { locale, signal });
}

export function faqQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['faq', locale] as const,
    queryFn: ({ signal }) => getFaq(locale, signal),
  });
}

export function useFaq() {
  return useQuery(faqQueryOptions(useLocale()));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { peptalkApi, type PeptalkTopic } from '../../../../../domain/peptalk/peptalk.ts';
import type { PeptalkSummary } from '../../../../../domain/peptalk/peptalk-schemas.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale.ts';

/** GET /api/peptalks: the talks, optionally of one topic, in the editors' order. */
export function getPeptalks(topic: PeptalkTopic | null, locale: Locale, signal?: AbortSignal) {
  return api.get<PeptalkSummary[]>(peptalkApi.list, {
    locale,
    signal,
    query: topic ? { topic } : undefined,
  });
}

export function peptalksQueryOptions(topic: PeptalkTopic | null, locale: Locale) {
  return queryOptions({
    queryKey: ['peptalk', 'list', topic ?? '', locale] as const,
    queryFn: ({ signal }) => getPeptalks(topic, locale, signal),
  });
}

export function usePeptalks(topic: PeptalkTopic | null) {
  return useQuery(peptalksQueryOptions(topic, useLocale()));
}

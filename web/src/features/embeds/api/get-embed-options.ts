import { queryOptions, useQuery } from '@tanstack/react-query';
import { embedPaths } from '../../../../../domain/embeds/embed.ts';
import type { EmbedOptions } from '../../../../../domain/embeds/embed-schemas.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale.ts';

/** GET /api/embed/options: categories, districts and clubs for the builder; the rate limit. */
export function getEmbedOptions(locale: Locale, signal?: AbortSignal) {
  return api.get<EmbedOptions>(embedPaths.options, { locale, signal });
}

export function embedOptionsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['embed', 'options', locale] as const,
    queryFn: ({ signal }) => getEmbedOptions(locale, signal),
  });
}

export function useEmbedOptions() {
  return useQuery(embedOptionsQueryOptions(useLocale()));
}

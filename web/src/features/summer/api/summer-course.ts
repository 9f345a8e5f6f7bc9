import { queryOptions, useQuery } from '@tanstack/react-query';
import { offerApi } from '../../../../../domain/offers/api-paths.ts';
import type { SummerEvent } from '../../../../../domain/summer/summer-schemas.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale.ts';

/** GET api.summerevent by slug: the course with every date; 404 for unknown slugs. */
export function getSummerCourse(slug: string, locale: Locale, signal?: AbortSignal) {
  return api.get<SummerEvent>(offerApi.summerBySlug(slug), { locale, signal });
}

export function summerCourseQueryOptions(slug: string, locale: Locale) {
  return queryOptions({
    queryKey: ['summer', 'course', slug, locale] as const,
    queryFn: ({ signal }) => getSummerCourse(slug, locale, signal),
  });
}

/** The course page's course (its route loader fetched it, or said 404). */
export function useSummerCourse(slug: string) {
  return useQuery(summerCourseQueryOptions(slug, useLocale()));
}

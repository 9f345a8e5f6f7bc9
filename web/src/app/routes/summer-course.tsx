import type { QueryClient } from '@tanstack/react-query';
import { data, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { summerCourseQueryOptions } from '../../features/offers/api/summer-course.ts';
import { NotFoundError } from '../../lib/api-errors.ts';
import { ShareRow } from '../../features/content/components/share-row.tsx';
import { SummerCourse } from '../../features/offers/summer/summer-course.tsx';
import { localeFromPathname, useLocalePath } from '../../lib/locale.ts';

/**
 * summer.detail: the offers' course page with content's share links, which name the course
 * under mitmachen/{slug} as spec/offers.md §2 says (that page shows the course too).
 */
export function Component() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const localePath = useLocalePath();
  const i = params.get('i');
  return (
    <SummerCourse
      slug={slug}
      index={i === null ? null : Number(i)}
      share={(course) => <ShareRow title={course.title} path={localePath(course.share_url)} />}
    />
  );
}

const notFound = () => data(null, { status: 404 });

/**
 * active-city-summer/{slug}?i=: an unknown course, or an `i` that names none of its dates, is
 * the 404 page. The course loads here, so the page renders with it at once. The route table
 * imports it with the screen, so the first download of every other screen stays as it was.
 */
export async function loadSummerCourse(
  queryClient: QueryClient,
  { params, request }: LoaderFunctionArgs,
) {
  const slug = params.slug ?? '';
  const url = new URL(request.url);
  const i = url.searchParams.get('i');
  if (!/^[a-z0-9-]{1,200}$/.test(slug) || (i !== null && !/^\d{1,6}$/.test(i))) throw notFound();
  const locale = localeFromPathname(url.pathname);
  const course = await queryClient
    .fetchQuery(summerCourseQueryOptions(slug, locale))
    .catch((error: unknown) => {
      if (error instanceof NotFoundError) throw notFound();
      return undefined; // other failures: the screen shows them and may try again
    });
  if (course && i !== null && Number(i) >= course.timeEntries.length) throw notFound();
  return null;
}

import { useParams, useSearchParams } from 'react-router';
import { ShareRow } from '../../features/content/components/share-row.tsx';
import { BookmarkToggle } from '../../features/offers/detail/bookmark-toggle.tsx';
import { SummerCourse, type CoursePlace } from '../../features/summer/routes/summer-course.tsx';
import { browserLazy } from '../../lib/browser-lazy.tsx';
import { useLocalePath } from '../../lib/locale.ts';

export { loadSummerCourse } from '../../features/summer/routes/summer-course.tsx';

// The portal's map in its own chunk, the browser's only: the server renders the page without it.
const LocationMap = browserLazy(() => import('../../features/offers/map/location-map.tsx'));

function CourseMap(place: CoursePlace) {
  return <LocationMap {...place} />;
}

/**
 * summer.detail: summer's course page with the offers' bookmark and map (a course is an offer,
 * a summerevent) and content's share links, which name the course under mitmachen/{slug} as
 * spec/offers.md §2 says (that page shows it too).
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
      bookmark={(id) => <BookmarkToggle offer={{ id, type: 'summerevent' }} />}
      map={CourseMap}
    />
  );
}

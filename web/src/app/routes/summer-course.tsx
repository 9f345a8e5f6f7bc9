import { useParams, useSearchParams } from 'react-router';
import { ShareRow } from '../../features/content/components/share-row.tsx';
import { SummerCourse } from '../../features/offers/summer/summer-course.tsx';
import { useLocalePath } from '../../lib/locale.ts';

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

import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { MapPin } from 'lucide-react';
import type { SummerEventSummary, TimeEntry } from '../../../../../domain/summer/summer-schemas.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { CategoryIcon } from '../../../components/category-icon.tsx';
import { useLocalePath } from '../../../lib/locale.ts';
import { CourseTime } from './course-time.tsx';
import styles from '../summer.module.css';

/** One date of a course in the calendar, linking to the course page at that date. */
export function CourseTeaser({ entry, course }: { entry: TimeEntry; course: SummerEventSummary }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <li className={styles.teaser}>
      <p className={styles.when}>
        <CourseTime entry={entry} hideEnd={course.hide_end_time} />
      </p>
      <h3 className={styles.teaserTitle}>
        <Link to={localePath(entry.acs_url)} className={styles.teaserLink}>
          {course.title}
        </Link>
      </h3>
      {course.category ? (
        <p className={styles.meta}>
          <CategoryIcon name={course.category.icon} size={16} />
          {course.category.title}
        </p>
      ) : null}
      <p className={styles.meta}>
        <MapPin size={16} aria-hidden="true" />
        {[course.location_name, course.district?.name].filter(Boolean).join(', ')}
      </p>
      {course.organizer ? (
        <p className={styles.organizer}>
          {course.logo_url ? (
            <img src={course.logo_url} alt="" width={28} height={28} loading="lazy" />
          ) : null}
          {course.organizer}
        </p>
      ) : null}
      {course.is_registration ? <Badge tone="info">{t('summer.registration')}</Badge> : null}
    </li>
  );
}

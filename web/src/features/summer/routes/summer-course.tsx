import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { ArrowLeft, CalendarPlus } from 'lucide-react';
import { offerApi } from '../../../../../domain/offers/api-paths.ts';
import type { SummerEvent } from '../../../../../domain/summer/summer-schemas.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { browserLazy } from '../../../lib/browser-lazy.tsx';
import { useLocale, useLocalePath } from '../../../lib/locale.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSummerCourse } from '../api/summer-course.ts';
import { BookmarkToggle } from '../detail/bookmark-toggle.tsx';
import { AddressLines, Description, ExternalLink, Fact, safeUrl } from '../detail/parts.tsx';
import detail from '../detail/detail.module.css';
import { CourseTime } from './course-time.tsx';
import styles from './summer.module.css';

// The map is the browser's own chunk: the server renders the page without it.
const LocationMap = browserLazy(() => import('../map/location-map.tsx'));

type Props = {
  slug: string;
  /** The date the visitor came for (`?i=`), highlighted among all dates. */
  index: number | null;
  /** The share links, composed by the app (they come from the content area). */
  share: (course: SummerEvent) => ReactNode;
};

function address(course: SummerEvent) {
  return [
    [course.street, course.street_number].filter(Boolean).join(' '),
    [course.zipcode, course.city].filter(Boolean).join(' '),
  ].filter(Boolean);
}

/** A summer course's page: what, who, where, every date, how to take part (spec/portal.md §2). */
export function SummerCourse({ slug, index, share }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localePath = useLocalePath();
  const { data: course, isPending, isError, error, refetch } = useSummerCourse(slug);
  useDocumentTitle(course?.title);
  useEffect(() => {
    if (isError) console.error('Summer course failed to load', error);
  }, [isError, error]);

  const back = (
    <Link to={localePath('/active-city-summer')} className={detail.back}>
      <ArrowLeft size={18} aria-hidden="true" />
      {t('summer.back')}
    </Link>
  );
  if (isPending) {
    return (
      <div className={`container ${styles.course}`}>
        <Loader label={t('summer.loadingCourse')} size="lg" />
      </div>
    );
  }
  if (isError) {
    return (
      <div className={`container ${styles.course}`}>
        <h1 className={styles.courseTitle}>{t('routes.summerDetail')}</h1>
        <Alert tone="error" title={t('summer.loadErrorCourse')}>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {t('summer.retry')}
          </Button>
        </Alert>
        {back}
      </div>
    );
  }

  const organizerUrl = safeUrl(course.organizer_url);
  const registration = safeUrl(course.registration_url);
  const lines = address(course);
  const place = [course.location_name, ...lines].filter(Boolean).join(', ');
  return (
    <article className={`container ${styles.course}`}>
      {back}
      <div className={styles.tools}>
        <span className={detail.typeBadge}>{t('offerDetail.types.summerevent')}</span>
        {course.category ? <Badge>{course.category.title}</Badge> : null}
        <BookmarkToggle offer={{ id: course.id, type: 'summerevent' }} />
      </div>
      <h1 className={styles.courseTitle}>{course.title}</h1>
      {course.image ? (
        <img className={styles.image} src={course.image} alt="" width={700} height={450} />
      ) : null}
      <Description text={course.description} />
      <dl className={detail.facts}>
        {course.organizer ? (
          <Fact label={t('summer.organizer')}>
            <span className={styles.organizer}>
              {course.logo_url ? <img src={course.logo_url} alt="" width={32} height={32} /> : null}
              {organizerUrl ? (
                <ExternalLink href={organizerUrl}>{course.organizer}</ExternalLink>
              ) : (
                course.organizer
              )}
            </span>
          </Fact>
        ) : null}
        <Fact label={t('summer.where')}>
          <AddressLines lines={[course.location_name ?? '', ...lines].filter(Boolean)} />
        </Fact>
        {course.district ? <Fact label={t('summer.district')}>{course.district.name}</Fact> : null}
        <Fact label={t('summer.registrationTitle')}>
          {registration ? (
            <ExternalLink href={registration}>{t('summer.registrationLink')}</ExternalLink>
          ) : (
            t('summer.noRegistration')
          )}
        </Fact>
      </dl>

      <section aria-labelledby="course-dates">
        <h2 id="course-dates" className={styles.sectionTitle}>
          {t('summer.dates', { count: course.timeEntries.length })}
        </h2>
        <ol className={styles.dates}>
          {course.timeEntries.map((entry) => (
            <li key={entry.index} aria-current={entry.index === index ? 'true' : undefined}>
              <CourseTime entry={entry} hideEnd={course.hide_end_time} />
              {entry.index === index ? (
                <span className={styles.chosen}>({t('summer.chosen')})</span>
              ) : null}
            </li>
          ))}
        </ol>
        <p>
          <a
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            href={`${offerApi.summerCalendar(course.slug)}?lang=${locale}`}
            download={`${course.slug}.ics`}
          >
            <CalendarPlus size={18} aria-hidden="true" />
            {t('summer.ical')}
          </a>
        </p>
      </section>

      <section aria-labelledby="course-map">
        <h2 id="course-map" className={styles.sectionTitle}>
          {t('summer.map')}
        </h2>
        <div className={styles.map}>
          <LocationMap
            lat={course.map_latitude}
            lng={course.map_longitude}
            label={t('summer.mapLabel', { place })}
          />
        </div>
      </section>
      {share(course)}
    </article>
  );
}

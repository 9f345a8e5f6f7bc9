import type { QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { data, Link, type LoaderFunctionArgs } from 'react-router';
import { ArrowLeft, CalendarPlus } from 'lucide-react';
import { offerApi } from '../../../../../domain/offers/api-paths.ts';
import type { SummerEvent } from '../../../../../domain/summer/summer-schemas.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { NotFoundError } from '../../../lib/api-errors.ts';
import { localeFromPathname, useLocale, useLocalePath } from '../../../lib/locale.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { summerCourseQueryOptions, useSummerCourse } from '../api/summer-course.ts';
import {
  AddressLines,
  Description,
  ExternalLink,
  Fact,
  safeUrl,
  detailStyles as detail,
} from '../../offers/detail-parts.ts';
import { CourseTime } from '../components/course-time.tsx';
import styles from '../summer.module.css';

/** Where the course takes place, for the map the app composes. */
export type CoursePlace = { lat: number; lng: number; label: string };

type Props = {
  slug: string;
  /** The date the visitor came for (`?i=`), highlighted among all dates. */
  index: number | null;
  /** The share links, composed by the app (they come from the content area). */
  share: (course: SummerEvent) => ReactNode;
  /** The course's bookmark (it is an offer, a summerevent), composed by the app. */
  bookmark: (id: number) => ReactNode;
  /** The course's place on the offers' map, composed by the app (its own chunk, browser only). */
  map: (place: CoursePlace) => ReactNode;
};

function address(course: SummerEvent) {
  return [
    [course.street, course.street_number].filter(Boolean).join(' '),
    [course.zipcode, course.city].filter(Boolean).join(' '),
  ].filter(Boolean);
}

/** A summer course's page: what, who, where, every date, how to take part (spec/portal.md §2). */
export function SummerCourse({ slug, index, share, bookmark, map }: Props) {
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
        {bookmark(course.id)}
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
          {map({
            lat: course.map_latitude,
            lng: course.map_longitude,
            label: t('summer.mapLabel', { place }),
          })}
        </div>
      </section>
      {share(course)}
    </article>
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

import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useSearchParams } from 'react-router';
import { CalendarX2 } from 'lucide-react';
import type { SummerBase } from '../../../../../domain/summer/summer-schemas.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { useSummerBase } from '../api/summer-base.ts';
import { useSummerList } from '../api/summer-list.ts';
import { CalendarFilters, type CalendarFilter } from './calendar-filters.tsx';
import { CourseTeaser } from './course-teaser.tsx';
import { Pager } from './pager.tsx';
import styles from '../summer.module.css';

/** The filter in the address; unknown values fall back to "all" and the week to today's. */
function readFilter(params: URLSearchParams, base: SummerBase): CalendarFilter | null {
  const weeks = base.seasons.flatMap((s) => s.weeks);
  const week = weeks.find((w) => w.start === params.get('week')) ?? base.week;
  if (!week) return null;
  const district = params.get('district');
  const category = params.get('category');
  return {
    week,
    district: base.districts.some((d) => d.slug === district) ? district : null,
    category: base.categories.some((c) => c.slug === category) ? category : null,
  };
}

const pageOf = (params: URLSearchParams) => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/**
 * The Active City Summer calendar (spec/offers.md §2): a week's course dates by district and
 * sport, 18 a page. Editors place it with the custom-component fragment (`summer-calendar`).
 */
export function SummerCalendar() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const base = useSummerBase();
  const filter = base.data ? readFilter(params, base.data) : null;
  const page = pageOf(params);
  const list = useSummerList(filter ? { ...filter, page } : null);

  const heading = (
    <h2 id="summer-calendar-title" className={styles.title}>
      {t('summer.title')}
    </h2>
  );
  if (base.isPending) {
    return (
      <section className={`container ${styles.calendar}`} aria-labelledby="summer-calendar-title">
        {heading}
        <Loader label={t('summer.loading')} />
      </section>
    );
  }
  if (base.isError || (list.isError && !list.data)) {
    return (
      <section className={`container ${styles.calendar}`} aria-labelledby="summer-calendar-title">
        {heading}
        <Alert tone="error" title={t('summer.loadError')}>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void (base.isError ? base.refetch() : list.refetch())}
          >
            {t('summer.retry')}
          </Button>
        </Alert>
      </section>
    );
  }
  if (!filter) {
    return (
      <section className={`container ${styles.calendar}`} aria-labelledby="summer-calendar-title">
        {heading}
        <p className={styles.empty}>{t('summer.noSeason')}</p>
      </section>
    );
  }

  const data = list.data;
  const courses = new Map(data?.summerEvents.map((c) => [c.id, c]));
  const filtered = filter.district !== null || filter.category !== null;
  return (
    <section className={`container ${styles.calendar}`} aria-labelledby="summer-calendar-title">
      {heading}
      <CalendarFilters
        key={`${filter.district}|${filter.category}|${filter.week.start}`}
        base={base.data}
        filter={filter}
      />
      <p role="status" className={styles.count}>
        {data ? t('summer.count', { count: data.total }) : ''}
      </p>
      {!data ? (
        <Loader label={t('summer.loading')} />
      ) : data.timeEntries.length === 0 ? (
        <div className={styles.empty}>
          <CalendarX2 size={32} aria-hidden="true" />
          <p>{t(filtered ? 'summer.emptyFiltered' : 'summer.empty')}</p>
          {filtered ? (
            <Link to={`?week=${filter.week.start}`} preventScrollReset>
              {t('summer.reset')}
            </Link>
          ) : null}
        </div>
      ) : (
        <ul
          className={styles.teasers}
          aria-busy={list.isPlaceholderData || undefined}
          aria-label={t('summer.results')}
        >
          {data.timeEntries.map((entry) => {
            const course = courses.get(entry.summerevent_id);
            return course ? (
              <CourseTeaser
                key={`${entry.summerevent_id}-${entry.index}`}
                entry={entry}
                course={course}
              />
            ) : null;
          })}
        </ul>
      )}
      {data ? <Pager current={data.currentPage} pages={data.pages} /> : null}
    </section>
  );
}

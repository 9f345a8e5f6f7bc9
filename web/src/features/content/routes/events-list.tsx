import type { FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useSearchParams } from 'react-router';
import { CalendarDays, CalendarPlus, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useLocale, useLocalePath } from '../../../lib/locale.ts';
import { useEvents } from '../api/get-events.ts';
import { EventTeasers } from '../components/event-teasers.tsx';
import { PagedListing } from '../components/paged-listing.tsx';
import {
  monthKey,
  monthLabel,
  monthToShow,
  upcomingMonths,
  type YearMonth,
} from '../components/months.ts';
import styles from '../components/listing.module.css';
import pageTitle from '../../../components/ui/page-title.module.css';
import { useTagNames } from '../components/tag-label.ts';

/**
 * Events of one month (spec/portal.md §2): a select of the twelve months from now, kept
 * in the query (month, year) so the page can be shared and reloaded; more on scrolling.
 */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const localePath = useLocalePath();
  const [params, setParams] = useSearchParams();
  const tagNames = useTagNames();
  const tags = params.get('tags')?.trim() || undefined;
  // Only the twelve months from now (spec/portal.md §2): a month outside them shows the
  // nearest of them, and the page says so.
  const months = upcomingMonths();
  const { month: selected, adjusted } = monthToShow(params, months);
  const query = useEvents(selected.month, selected.year, tags);
  const events = query.data?.pages.flatMap((page) => page.data) ?? [];
  const label = monthLabel(selected, locale);

  // The month changes when the visitor confirms it: arrow keys on the select only choose
  // (WCAG 3.2.2), and without JavaScript the form is sent as a plain GET.
  function onMonthSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get('month');
    const [year, month] = String(chosen).split('-').map(Number) as [number, number];
    const next = new URLSearchParams(params);
    next.set('month', String(month));
    next.set('year', String(year));
    setParams(next, { preventScrollReset: true });
  }

  return (
    <>
      <header className={styles.header}>
        <div className={`container ${styles.headerInner}`}>
          <div className={styles.titles}>
            <h1 className={pageTitle.title}>{t('events.title')}</h1>
            <p className={styles.intro}>{t('events.intro')}</p>
          </div>
          <a href={`/feeds/events.ics?lang=${locale}`} className={styles.headerAction}>
            <CalendarPlus size={20} aria-hidden="true" />
            {t('events.calendar')}
          </a>
        </div>
      </header>

      <div className={`container ${styles.body}`}>
        <form method="get" className={styles.toolbar} onSubmit={onMonthSubmit}>
          {tags ? <input type="hidden" name="tags" value={tags} /> : null}
          <Select
            // A new month in the address shows in the select again.
            key={monthKey(selected)}
            name="month"
            label={t('events.month')}
            defaultValue={monthKey(selected)}
            // Enter confirms the month chosen with the arrow keys, as the button does.
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }}
            options={months.map((m: YearMonth) => ({
              value: monthKey(m),
              label: monthLabel(m, locale),
            }))}
          />
          <Button type="submit" variant="secondary">
            {t('events.showMonth')}
          </Button>
        </form>
        {tags ? (
          <p className={styles.filter}>
            <span>{t('news.filtered', { tags: tagNames(tags) })}</span>
            <Link
              to={localePath(`/events?month=${selected.month}&year=${selected.year}`)}
              className={styles.headerAction}
            >
              <X size={18} aria-hidden="true" />
              {t('events.showAll')}
            </Link>
          </p>
        ) : null}

        <h2 className={styles.monthTitle}>{label}</h2>
        {adjusted ? (
          <p className={styles.filter}>{t('events.monthAdjusted', { month: label })}</p>
        ) : null}
        {/* Changing the month replaces the list; this says so without moving focus. */}
        <p className="visually-hidden" role="status">
          {!query.isPending && events.length > 0 ? t('events.showing', { month: label }) : ''}
        </p>
        <PagedListing
          query={query}
          count={events.length}
          loadingLabel={t('events.loading')}
          emptyIcon={CalendarDays}
          emptyText={t('events.empty')}
        >
          {(listRef) => (
            <EventTeasers events={events} headingLevel="h3" listRef={listRef} leadsPage />
          )}
        </PagedListing>
      </div>
    </>
  );
}

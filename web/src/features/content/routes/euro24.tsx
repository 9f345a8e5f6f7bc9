import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { CalendarX2, ChevronLeft, ChevronRight } from 'lucide-react';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { useLocale } from '../../../lib/locale.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { usePage } from '../api/get-page.ts';
import { useEuroCalendar } from '../api/post-euro-calendar.ts';
import {
  euroDefaultDay,
  euroFirstDay,
  euroLastDay,
  isEuroDay,
  longDay,
  shiftDay,
  shortDay,
} from '../components/euro-days.ts';
import { EventTeasers } from '../components/event-teasers.tsx';
import { LoadError } from '../components/load-error.tsx';
import { FragmentList } from '../fragments/fragment-list.tsx';
import styles from '../components/listing.module.css';
import euroStyles from './euro24.module.css';
import round from '../../../components/ui/round-button.module.css';
import pageTitle from '../../../components/ui/page-title.module.css';
import loadState from '../../../components/ui/load-state.module.css';

/** The editorial page behind this route gives the intro above the calendar. */
const euro24PageSlug = 'uefa-euro-2024';
/** spec/portal.md §2: "calendar loads after 1 s". */
export const euroCalendarDelayMs = 1000;

/** page.euro24: the editorial intro, then the Euro 2024 events of one chosen day. */
export function Component() {
  const { t } = useTranslation();
  const page = usePage(euro24PageSlug);
  const title = page.data?.title || t('routes.euro24');
  useDocumentTitle(page.data?.title);

  return (
    <>
      <header className={styles.header}>
        <div className={`container ${styles.headerInner}`}>
          <div className={styles.titles}>
            <h1 className={pageTitle.title}>{title}</h1>
            {page.data?.description ? (
              <p className={styles.intro}>{page.data.description}</p>
            ) : null}
          </div>
        </div>
      </header>
      <div className={`container ${styles.body}`}>
        {page.data && page.data.fragments.length > 0 ? (
          <div className={euroStyles.intro}>
            <FragmentList fragments={page.data.fragments} />
          </div>
        ) : null}
        <EuroCalendar />
      </div>
    </>
  );
}

function EuroCalendar() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [day, setDay] = useState(euroDefaultDay);
  // What the field shows; it may be half typed or out of range while `day` stays valid.
  const [input, setInput] = useState(euroDefaultDay);
  const [ready, setReady] = useState(false);
  const hydrated = useHydrated();
  const query = useEuroCalendar(day, ready);
  // An emptied or half-typed field is not an error yet; a finished day outside the range is.
  const invalid = input !== day && input !== '';

  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), euroCalendarDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  function choose(next: string) {
    if (!isEuroDay(next)) return;
    setDay(next);
    setInput(next);
  }

  function onInput(event: ChangeEvent<HTMLInputElement>) {
    const value = event.target.value;
    setInput(value);
    if (isEuroDay(value)) setDay(value);
  }

  const atStart = day <= euroFirstDay;
  const atEnd = day >= euroLastDay;
  const events = query.data ?? [];
  const dayLabel = longDay(day, locale);

  return (
    <section aria-labelledby="euro-calendar" className={euroStyles.calendar}>
      <h2 id="euro-calendar" className={euroStyles.calendarTitle}>
        {t('euro24.calendarTitle')}
      </h2>
      <div className={euroStyles.picker}>
        <button
          type="button"
          className={round.round}
          aria-disabled={atStart || undefined}
          onClick={() => !atStart && choose(shiftDay(day, -1))}
        >
          <ChevronLeft size={22} aria-hidden="true" />
          <span className="visually-hidden">{t('euro24.previousDay')}</span>
        </button>
        <div className={euroStyles.field}>
          <TextInput
            id="euro-day"
            type="date"
            label={t('euro24.date')}
            min={euroFirstDay}
            max={euroLastDay}
            value={input}
            onChange={onInput}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'euro-day-error euro-day-hint' : 'euro-day-hint'}
          />
        </div>
        <button
          type="button"
          className={round.round}
          aria-disabled={atEnd || undefined}
          onClick={() => !atEnd && choose(shiftDay(day, 1))}
        >
          <ChevronRight size={22} aria-hidden="true" />
          <span className="visually-hidden">{t('euro24.nextDay')}</span>
        </button>
      </div>
      <div className={euroStyles.notes}>
        <p id="euro-day-hint" className={euroStyles.hint}>
          {t('euro24.dateHint', { from: shortDay(euroFirstDay), to: shortDay(euroLastDay) })}
        </p>
        {invalid ? (
          <p id="euro-day-error" className={euroStyles.error}>
            {t('euro24.dateError')}
          </p>
        ) : null}
      </div>

      <p className={euroStyles.day} role="status">
        {query.isSuccess && events.length > 0
          ? t('euro24.count', { count: events.length, date: dayLabel })
          : dayLabel}
      </p>

      {query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : !query.isSuccess ? (
        <div className={loadState.state}>
          {/* The calendar runs in the browser only: without JavaScript it says so instead of
              loading forever (the browser ignores <noscript> when it runs the app). */}
          {hydrated ? (
            <Loader label={t('euro24.loading')} size="lg" showLabel />
          ) : (
            <noscript>
              <p>{t('euro24.noScript')}</p>
            </noscript>
          )}
        </div>
      ) : events.length === 0 ? (
        <div className={styles.empty} role="status">
          <CalendarX2 size={32} className={styles.emptyIcon} aria-hidden="true" />
          <p>{t('euro24.empty')}</p>
        </div>
      ) : (
        <EventTeasers events={events} headingLevel="h3" />
      )}
    </section>
  );
}

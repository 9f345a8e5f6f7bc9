import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  ArrowLeft,
  CalendarCheck,
  CalendarClock,
  CalendarPlus,
  ExternalLink,
  MapPin,
} from 'lucide-react';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { useLocale, useLocalePath } from '../../../lib/locale.ts';
import { useEvent } from '../api/get-event.ts';
import { Breadcrumb } from '../components/breadcrumb.tsx';
import { DetailFigure } from '../components/detail-figure.tsx';
import { eventSchedule } from '../components/event-schedule.ts';
import { DetailFallback } from '../components/detail-fallback.tsx';
import { ShareRow } from '../components/share-row.tsx';
import { FragmentList } from '../fragments/fragment-list.tsx';
import { PreviewLabel } from '../fragments/preview-label.tsx';
import { eventCalendarPath } from '../../../../../domain/content/event-calendar.ts';
import styles from '../components/detail.module.css';

/** One event: when, where, its website and its calendar file, then the editorial body. */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const localePath = useLocalePath();
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const preview = params.has('pv');
  const { data: event, isPending, isError, refetch } = useEvent(slug, preview);
  useDocumentTitle(event?.detail_title || event?.teaser_title);

  if (isPending || isError) {
    return (
      <DetailFallback
        pending={isPending}
        loadingLabel={t('events.loadingEvent')}
        onRetry={() => void refetch()}
      />
    );
  }

  const title = event.detail_title || event.teaser_title;
  const schedule = eventSchedule(event);
  const allDay = event.event_allday ? `, ${t('events.allDay')}` : '';
  return (
    <article className={`container ${styles.page}`}>
      <div className={styles.column}>
        <Breadcrumb trail={[{ to: '/events', label: t('events.title') }]} current={title} />
        <header className={styles.header}>
          {preview ? <PreviewLabel /> : null}
          <h1 className={styles.title}>{title}</h1>
          {event.teaser_description ? (
            <p className={styles.lead}>{event.teaser_description}</p>
          ) : null}
        </header>

        <dl className={styles.facts}>
          <Fact icon={<CalendarClock size={20} />} term={t('events.start')}>
            <time dateTime={event.event_start}>{schedule.start}</time>
            {allDay}
          </Fact>
          {schedule.end && event.event_end ? (
            <Fact icon={<CalendarCheck size={20} />} term={t('events.end')}>
              <time dateTime={event.event_end}>{schedule.end}</time>
            </Fact>
          ) : null}
          {event.event_location ? (
            <Fact icon={<MapPin size={20} />} term={t('events.location')}>
              {event.event_location}
            </Fact>
          ) : null}
        </dl>

        <div className={styles.actions}>
          {event.event_url ? (
            <a
              href={event.event_url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClassName({ variant: 'primary' })}
            >
              {t('events.website')}
              <ExternalLink size={18} aria-hidden="true" />
              <span className="visually-hidden"> {t('ui.newWindow')}</span>
            </a>
          ) : null}
          <a
            // This event only: the feed of every event is for subscribing, not for one date.
            href={`${eventCalendarPath(event.slug)}?lang=${locale}`}
            className={buttonClassName({ variant: 'secondary' })}
          >
            <CalendarPlus size={18} aria-hidden="true" />
            {t('events.calendar')}
          </a>
        </div>

        <DetailFigure
          src={event.detail_image || event.teaser_image}
          alt={event.detail_image_alt}
          caption={event.caption}
          copyright={event.copyright}
        />

        <div className={styles.body}>
          <FragmentList fragments={event.fragments} preview={preview} />
        </div>

        <ShareRow title={title} />

        <Link to={localePath('/events')} className={styles.back}>
          <ArrowLeft size={18} aria-hidden="true" />
          {t('events.back')}
        </Link>
      </div>
    </article>
  );
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>
        <span className={styles.factIcon} aria-hidden="true">
          {icon}
        </span>
        {term}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

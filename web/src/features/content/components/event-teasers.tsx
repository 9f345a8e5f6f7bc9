import type { Ref } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Clock, MapPin } from 'lucide-react';
import type { EventTeaser } from '../../../../../domain/content/bundle.ts';
import { dayAndMonth } from '../../../lib/format.ts';
import { formatShortDate, formatShortDateTime } from '../../../../../domain/shared/format.ts';
import { useLocale, useLocalePath } from '../../../lib/locale.ts';
import { TeaserCard } from './teaser-card.tsx';
import styles from './teaser-grid.module.css';

type HeadingLevel = 'h2' | 'h3';

/** Events with a calendar badge, start time and place. */
export function EventTeasers({
  events,
  headingLevel,
  listRef,
  leadsPage = false,
}: {
  events: EventTeaser[];
  headingLevel?: HeadingLevel;
  /** Lets a growing list move focus to its new items. */
  listRef?: Ref<HTMLUListElement>;
  /** The list opens its page: the first image loads first. */
  leadsPage?: boolean;
}) {
  return (
    <ul className={styles.grid} ref={listRef}>
      {events.map((event, index) => (
        <li key={event.id}>
          <EventCard
            event={event}
            headingLevel={headingLevel}
            priority={leadsPage && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}

/** One event teaser; all-day events show their date and "ganztägig" instead of a time. */
export function EventCard({
  event,
  headingLevel,
  priority,
}: {
  event: EventTeaser;
  headingLevel?: HeadingLevel;
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const locale = useLocale();
  const { day, month } = dayAndMonth(event.event_start, locale);
  return (
    <TeaserCard
      title={event.teaser_title}
      href={localePath(`/events/${event.slug}`)}
      image={event.teaser_image}
      imageAlt={event.teaser_image_caption}
      copyright={event.teaser_image_copyright}
      gradient={event.teaser_image_gradient}
      text={event.teaser_description}
      headingLevel={headingLevel}
      priority={priority}
      badge={
        <span className={styles.dateBadge} aria-hidden="true">
          <span className={styles.day}>{day}</span>
          <span className={styles.month}>{month}</span>
        </span>
      }
      meta={
        <>
          <span className={styles.metaItem}>
            <Clock size={16} />
            {event.event_allday ? (
              <span>
                <time dateTime={event.event_start}>{formatShortDate(event.event_start)}</time>,{' '}
                {t('events.allDay')}
              </span>
            ) : (
              <time dateTime={event.event_start}>{formatShortDateTime(event.event_start)}</time>
            )}
          </span>
          {event.event_location ? (
            <span className={styles.metaItem}>
              <MapPin size={16} />
              {event.event_location}
            </span>
          ) : null}
        </>
      }
    />
  );
}

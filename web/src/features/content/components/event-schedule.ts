import type { EventTeaser } from '../../../../../domain/content/bundle.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';

type Schedule = Pick<
  EventTeaser,
  'event_start' | 'event_end' | 'event_allday' | 'event_end_allday'
>;

/**
 * Start and end as shown on an event (spec/portal.md §9 'dd.mm.yy hh:mm'). All-day ends
 * and starts show the date only; an end on the start's day shows only its time; an end
 * that reads the same as the start, or none at all, is left out.
 */
export function eventSchedule(event: Schedule): { start: string; end?: string } {
  const start = event.event_allday
    ? formatDate(event.event_start)
    : formatDateTime(event.event_start);
  if (!event.event_end) return { start };
  let end = event.event_end_allday ? formatDate(event.event_end) : formatDateTime(event.event_end);
  if (!event.event_allday && !event.event_end_allday) {
    const sameDay = formatDate(event.event_start) === formatDate(event.event_end);
    if (sameDay) end = end.slice(end.indexOf(' ') + 1);
  }
  return end && end !== start ? { start, end } : { start };
}

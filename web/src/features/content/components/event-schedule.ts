import type { EventTeaser } from '../../../../../domain/content/bundle.ts';
import { formatDateRange } from '../../../../../domain/shared/format.ts';

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
  return formatDateRange(
    { at: event.event_start, allDay: event.event_allday },
    event.event_end ? { at: event.event_end, allDay: event.event_end_allday } : null,
  );
}

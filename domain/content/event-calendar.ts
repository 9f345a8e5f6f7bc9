/** The address of one event's own calendar file ("In den Kalender" on its page). */
export const eventCalendarPath = (slug: string) => `/feeds/events/${encodeURIComponent(slug)}.ics`;

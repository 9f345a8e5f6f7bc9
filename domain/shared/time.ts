/** The portal's clock is Hamburg's: months and days begin at midnight in Europe/Berlin. */
export const portalTimeZone = 'Europe/Berlin';

function offsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: portalTimeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((local - at.getTime()) / 60000);
}

/** The instant of local midnight in Hamburg on the given calendar day (month 1–12). */
export function localMidnight(year: number, month: number, day: number): Date {
  const guess = new Date(Date.UTC(year, month - 1, day));
  const first = new Date(guess.getTime() - offsetMinutes(guess) * 60000);
  // Around a DST switch the offset at the guess and at the answer can differ by an hour.
  return new Date(guess.getTime() - offsetMinutes(first) * 60000);
}

/** [start, end) of a calendar month in Hamburg. */
export function monthRange(year: number, month: number): [Date, Date] {
  const next = month === 12 ? [year + 1, 1] : [year, month + 1];
  return [localMidnight(year, month, 1), localMidnight(next[0] as number, next[1] as number, 1)];
}

/** [start, end) of one calendar day in Hamburg, from a yyyy-mm-dd string. */
export function dayRange(isoDate: string): [Date, Date] {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const start = localMidnight(y, m, d);
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return [start, localMidnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate())];
}

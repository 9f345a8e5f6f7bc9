import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';
import { portalTimeZone } from '../../../domain/shared/time-zone.ts';

/**
 * The backend's chosen language as a date format: 27.11.2026 in German, 27/11/2026 in
 * English, never the device's own (a US browser would otherwise show 11/27/2026).
 */
function dateLocale(locale: string): string {
  return locale === 'en' ? 'en-GB' : 'de-DE';
}

const dayOptions = {
  timeZone: portalTimeZone,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
} as const satisfies Intl.DateTimeFormatOptions;

const timeOptions = {
  ...dayOptions,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
} as const satisfies Intl.DateTimeFormatOptions;

/**
 * A date ('27.11.2026, 06:22') or a day ('27.11.2026') in the backend's language and Hamburg
 * time, like every date of the portal. Empty for a bad date.
 */
export function formatBackendDate(
  value: string | number | Date,
  locale: string,
  { showTime = true }: { showTime?: boolean } = {},
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(dateLocale(locale), showTime ? timeOptions : dayOptions);
}

/** The formatter above in the language the backend shows now. */
export function useBackendDateFormat() {
  const [locale] = useLocaleState();
  return (value: string | number | Date, options?: { showTime?: boolean }) =>
    formatBackendDate(value, locale, options);
}

/**
 * Every date of the backend's lists and screens: react-admin's DateField in the backend's
 * language and Hamburg time (use it instead of DateField).
 */
export function BackendDateField(props: Omit<DateFieldProps, 'locales' | 'options'>) {
  const [locale] = useLocaleState();
  return (
    <DateField
      {...props}
      locales={dateLocale(locale)}
      options={props.showTime ? timeOptions : dayOptions}
    />
  );
}

import { useTranslation } from '../../../lib/i18n.ts';
import type { TimeEntry } from '../../../../../domain/summer/summer-schemas.ts';
import { useLocale } from '../../../lib/locale.ts';
import { courseDay, courseTime } from '../dates.ts';

/** A course date: day and time, the end left out when the organizer hides it. */
export function CourseTime({ entry, hideEnd }: { entry: TimeEntry; hideEnd: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const start = courseTime(entry.start, locale);
  const time = hideEnd
    ? t('summer.timeFrom', { start })
    : t('summer.timeRange', { start, end: courseTime(entry.stop, locale) });
  return (
    <time dateTime={entry.start}>
      {courseDay(entry.start, locale)}, {time}
    </time>
  );
}

import { useTranslation } from '../../../lib/i18n.ts';
import { Form } from 'react-router';
import type { SummerBase } from '../../../../../domain/summer/summer-schemas.ts';
import type { SummerWeek } from '../../../../../domain/summer/summer.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useLocale } from '../../../lib/locale.ts';
import { calendarDay } from '../dates.ts';
import styles from '../summer.module.css';

export type CalendarFilter = { district: string | null; category: string | null; week: SummerWeek };

/**
 * District, sport and week as a plain GET form: the filter lands in the address (shareable,
 * back button), and it works before the script has loaded. A choice applies on "Anzeigen",
 * so moving through a list with the keyboard does not reload the results at every step.
 */
export function CalendarFilters({ base, filter }: { base: SummerBase; filter: CalendarFilter }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const weeks = base.seasons.flatMap((season) =>
    season.weeks.map((week) => ({
      value: week.start,
      label: t('summer.weekOption', {
        from: calendarDay(week.start, locale),
        to: calendarDay(week.stop, locale, true),
      }),
    })),
  );
  return (
    <Form
      method="get"
      preventScrollReset
      className={styles.filters}
      aria-label={t('summer.filters')}
    >
      <Select
        name="district"
        label={t('summer.district')}
        placeholder={t('summer.allDistricts')}
        defaultValue={filter.district ?? ''}
        options={base.districts.map((d) => ({ value: d.slug, label: d.name }))}
      />
      <Select
        name="category"
        label={t('summer.category')}
        placeholder={t('summer.allCategories')}
        defaultValue={filter.category ?? ''}
        options={base.categories.map((c) => ({ value: c.slug, label: c.title }))}
      />
      <Select
        name="week"
        label={t('summer.week')}
        defaultValue={filter.week.start}
        options={weeks}
      />
      <Button type="submit" className={styles.apply}>
        {t('summer.show')}
      </Button>
    </Form>
  );
}

import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { data, useParams, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { statisticsPagePath } from '../../../../../domain/statistics/statistics.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import pageTitle from '../../../components/ui/page-title.module.css';
import { ValidationError } from '../../../lib/api-errors.ts';
import { localeFromPathname, useLocale, useLocalePath } from '../../../lib/locale.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { statisticsQueryOptions, useStatistics } from '../api/statistics.ts';
import { FigureSection } from '../components/figure-section.tsx';
import { figureTables } from '../tables.ts';
import { PillLinks } from '../../../components/ui/pill-links.tsx';
import styles from '../statistics.module.css';

/** playground.statistics: the portal's open figures, a district's beside the city's. */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const localePath = useLocalePath();
  const district = useParams().id ?? null;
  const { data: figures, isPending, isError, error, refetch } = useStatistics(district);
  const title = figures?.district
    ? t('statistics.titleDistrict', { district: figures.district.name })
    : t('statistics.title');
  useDocumentTitle(title);
  // Kept while the figures are: the charts are taken over on use and must see the same tables.
  const tables = useMemo(
    () => (figures ? figureTables(figures, t, locale) : []),
    [figures, t, locale],
  );
  useEffect(() => {
    if (isError) console.error('Statistics failed to load', error);
  }, [isError, error]);

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={pageTitle.title}>{title}</h1>
      <p className={styles.lead}>{t('statistics.lead')}</p>
      {isPending ? (
        <Loader label={t('statistics.loading')} size="lg" />
      ) : isError ? (
        <Alert tone="error" title={t('statistics.loadError')}>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {t('statistics.retry')}
          </Button>
        </Alert>
      ) : (
        <>
          <nav aria-label={t('statistics.chooseDistrict')}>
            <PillLinks
              links={[{ slug: '', name: t('statistics.city') }, ...figures.districts].map((d) => ({
                key: d.slug,
                to: localePath(statisticsPagePath(d.slug || undefined)),
                label: d.name,
                current: (district ?? '') === d.slug,
              }))}
            />
          </nav>
          <div className={styles.figures}>
            {tables.map((table) => (
              <FigureSection
                key={table.id}
                table={table}
                locale={locale}
                file={[t('statistics.file'), district, table.id].filter(Boolean).join('-')}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

/** An unknown district is the 404 page; the figures load here, so the page renders with them. */
export async function loadStatistics(
  queryClient: QueryClient,
  { params, request }: LoaderFunctionArgs,
) {
  const district = params.id ?? null;
  if (district !== null && !/^[a-z0-9-]{1,64}$/.test(district)) throw data(null, { status: 404 });
  const locale = localeFromPathname(new URL(request.url).pathname);
  await queryClient.fetchQuery(statisticsQueryOptions(district, locale)).catch((error: unknown) => {
    if (error instanceof ValidationError) throw data(null, { status: 404 });
    // Other failures: the screen shows them and may try again.
  });
  return null;
}

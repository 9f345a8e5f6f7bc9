import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { offerApi } from '../../../../../domain/offers/api-paths.ts';
import { statisticsApiPath } from '../../../../../domain/statistics/statistics.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import pageTitle from '../../../components/ui/page-title.module.css';
import { useLocale, useLocalePath } from '../../../lib/locale.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useEmbedOptions } from '../api/get-embed-options.ts';
import { EmbedBuilder } from '../components/embed-builder.tsx';
import styles from '../develop.module.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** develop: the open API, feeds, licence and limits, and the embed builder for other websites. */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const localePath = useLocalePath();
  const options = useEmbedOptions();
  useDocumentTitle(t('develop.title'));
  useEffect(() => {
    if (options.isError) console.error('Embed options failed to load', options.error);
  }, [options.isError, options.error]);

  const feeds = [
    { href: offerApi.geo, label: t('develop.data.geo') },
    { href: `/feeds/news.xml?lang=${locale}`, label: t('develop.data.news') },
    { href: `/feeds/events.ics?lang=${locale}`, label: t('develop.data.events') },
    { href: statisticsApiPath, label: t('develop.data.statistics') },
  ];

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={pageTitle.title}>{t('develop.title')}</h1>
      <p className={styles.lead}>{t('develop.lead')}</p>

      <Section id="develop-api" title={t('develop.api.title')}>
        <p>{t('develop.api.text')}</p>
        <p>
          <a href="/api/docs">{t('develop.api.docs')}</a>
        </p>
      </Section>

      <Section id="develop-data" title={t('develop.data.title')}>
        <ul className={styles.links}>
          {feeds.map((feed) => (
            <li key={feed.href}>
              <a href={feed.href}>{feed.label}</a> <code>{feed.href}</code>
            </li>
          ))}
          <li>
            {t('develop.data.entryCalendar')}{' '}
            <code>{offerApi.calendar('{slug}').replace('%7Bslug%7D', '{slug}')}</code>
          </li>
        </ul>
        <p>
          <Link to={localePath('/playground/statistics')}>{t('develop.data.statisticsPage')}</Link>
        </p>
      </Section>

      <Section id="develop-licence" title={t('develop.licence.title')}>
        <p>{t('develop.licence.text')}</p>
        <p>
          <a href="https://creativecommons.org/licenses/by/4.0/">{t('develop.licence.link')}</a>
        </p>
      </Section>

      <Section id="develop-limits" title={t('develop.limits.title')}>
        {options.data ? (
          <p>{t('develop.limits.text', { count: options.data.rate_limit_per_minute })}</p>
        ) : null}
        <p>{t('develop.limits.cache')}</p>
      </Section>

      <Section id="develop-embed" title={t('develop.embed.title')}>
        <p>{t('develop.embed.text')}</p>
        {options.isPending ? (
          <Loader label={t('develop.loading')} />
        ) : options.isError ? (
          <Alert tone="error" title={t('develop.loadError')}>
            <Button variant="secondary" size="sm" onClick={() => void options.refetch()}>
              {t('develop.retry')}
            </Button>
          </Alert>
        ) : (
          <EmbedBuilder options={options.data} />
        )}
      </Section>
    </div>
  );
}

import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { data, Link, useParams, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { peptalkLength, peptalkPagePath } from '../../../../../domain/peptalk/peptalk.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import pageTitle from '../../../components/ui/page-title.module.css';
import { NotFoundError } from '../../../lib/api-errors.ts';
import { localeFromPathname, useLocalePath } from '../../../lib/locale.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { peptalkQueryOptions, usePeptalk } from '../api/get-peptalk.ts';
import { PillLinks } from '../../../components/ui/pill-links.tsx';
import styles from '../peptalk.module.css';

/**
 * peptalk.detail: the browser's own player (keyboard usable, captions menu), German and
 * English captions, and the whole transcript below it (WCAG 1.2).
 */
export function Component() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const videoid = useParams().videoid ?? '';
  const { data: talk, isPending, isError, error, refetch } = usePeptalk(videoid);
  useDocumentTitle(talk?.title);
  useEffect(() => {
    if (isError) console.error('Peptalk failed to load', error);
  }, [isError, error]);

  const back = (
    <Link to={localePath(peptalkPagePath())} className={styles.back}>
      <ArrowLeft size={18} aria-hidden="true" />
      {t('peptalk.back')}
    </Link>
  );
  if (isPending) return <Loader label={t('peptalk.loading')} size="lg" />;
  if (isError) {
    return (
      <div className={`container ${styles.page}`}>
        {back}
        <Alert tone="error" title={t('peptalk.loadError')}>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {t('peptalk.retry')}
          </Button>
        </Alert>
      </div>
    );
  }
  return (
    <article className={`container ${styles.page}`}>
      {back}
      <h1 className={pageTitle.title}>{talk.title}</h1>
      <p className={styles.speaker}>
        {talk.speaker}, {talk.speaker_role}
      </p>
      <p className={styles.facts}>
        <Badge>{t(`peptalk.topics.${talk.topic}`)}</Badge>
        <span>
          {t('peptalk.length')}{' '}
          <time dateTime={`PT${talk.duration_seconds}S`}>
            {peptalkLength(talk.duration_seconds)}
          </time>
        </span>
      </p>
      <video
        className={styles.video}
        controls
        preload="metadata"
        poster={talk.poster}
        aria-label={t('peptalk.video', { title: talk.title })}
        width={600}
        height={325}
      >
        <source src={talk.video} type="video/mp4" />
        {talk.captions.map((track, i) => (
          <track
            key={track.lang}
            kind="captions"
            srcLang={track.lang}
            label={track.label}
            src={track.src}
            default={i === 0}
          />
        ))}
        <a href={talk.video}>{t('peptalk.download')}</a>
      </video>
      <p className={styles.summary}>{talk.summary}</p>
      <section aria-labelledby="peptalk-transcript" className={styles.transcript}>
        <h2 id="peptalk-transcript">{t('peptalk.transcript')}</h2>
        {talk.transcript.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </section>
      {talk.categories.length > 0 ? (
        <section aria-labelledby="peptalk-offers">
          <h2 id="peptalk-offers">{t('peptalk.offers')}</h2>
          <PillLinks
            links={talk.categories.map((category) => ({
              key: category.slug,
              to: localePath(`/angebot?categories=${encodeURIComponent(category.slug)}`),
              label: t('peptalk.offersOf', { category: category.title }),
            }))}
          />
        </section>
      ) : null}
    </article>
  );
}

/** An unknown talk is the 404 page; the talk loads here, so the page renders with it. */
export async function loadPeptalk(
  queryClient: QueryClient,
  { params, request }: LoaderFunctionArgs,
) {
  const videoid = params.videoid ?? '';
  if (!/^[a-z0-9-]{1,120}$/.test(videoid)) throw data(null, { status: 404 });
  const locale = localeFromPathname(new URL(request.url).pathname);
  await queryClient.fetchQuery(peptalkQueryOptions(videoid, locale)).catch((error: unknown) => {
    if (error instanceof NotFoundError) throw data(null, { status: 404 });
    // Other failures: the screen shows them and may try again.
  });
  return null;
}

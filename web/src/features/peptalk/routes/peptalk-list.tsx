import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useSearchParams } from 'react-router';
import {
  peptalkLength,
  peptalkPagePath,
  peptalkTopics,
  type PeptalkTopic,
} from '../../../../../domain/peptalk/peptalk.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import pageTitle from '../../../components/ui/page-title.module.css';
import { useLocalePath } from '../../../lib/locale.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePeptalks } from '../api/get-peptalks.ts';
import { PillLinks } from '../../../components/ui/pill-links.tsx';
import styles from '../peptalk.module.css';

const isTopic = (value: string | null): value is PeptalkTopic =>
  (peptalkTopics as readonly (string | null)[]).includes(value);

/** peptalk: the talks with poster, title, speaker, length and topic; filtered by topic. */
export function Component() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const requested = params.get('topic');
  const topic = isTopic(requested) ? requested : null;
  const talks = usePeptalks(topic);
  useDocumentTitle(t('peptalk.title'));
  useEffect(() => {
    if (talks.isError) console.error('Peptalks failed to load', talks.error);
  }, [talks.isError, talks.error]);

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={pageTitle.title}>{t('peptalk.title')}</h1>
      <p className={styles.lead}>{t('peptalk.lead')}</p>
      <nav aria-label={t('peptalk.topicFilter')}>
        <PillLinks
          links={[null, ...peptalkTopics].map((value) => ({
            key: value ?? 'all',
            to: localePath(value ? `${peptalkPagePath()}?topic=${value}` : peptalkPagePath()),
            label: value ? t(`peptalk.topics.${value}`) : t('peptalk.allTopics'),
            current: value === topic,
          }))}
        />
      </nav>
      {talks.isPending ? (
        <Loader label={t('peptalk.loading')} size="lg" />
      ) : talks.isError ? (
        <Alert tone="error" title={t('peptalk.loadError')}>
          <Button variant="secondary" size="sm" onClick={() => void talks.refetch()}>
            {t('peptalk.retry')}
          </Button>
        </Alert>
      ) : talks.data.length === 0 ? (
        <p>{t('peptalk.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {talks.data.map((talk) => (
            <li key={talk.videoid} className={styles.card}>
              {/* The title names the link; the poster only decorates it. */}
              <img src={talk.poster} alt="" className={styles.poster} width={600} height={325} />
              <div className={styles.cardBody}>
                <h2 className={styles.cardTitle}>
                  <Link to={localePath(peptalkPagePath(talk.videoid))}>{talk.title}</Link>
                </h2>
                <p className={styles.speaker}>
                  {talk.speaker}, {talk.speaker_role}
                </p>
                <p className={styles.summary}>{talk.summary}</p>
                <p className={styles.facts}>
                  <Badge>{t(`peptalk.topics.${talk.topic}`)}</Badge>
                  <span>
                    {t('peptalk.length')}{' '}
                    <time dateTime={`PT${talk.duration_seconds}S`}>
                      {peptalkLength(talk.duration_seconds)}
                    </time>
                  </span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

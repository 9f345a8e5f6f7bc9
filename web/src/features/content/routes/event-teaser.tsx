import { useTranslation } from '../../../lib/i18n.ts';
import { useParams } from 'react-router';
import { Loader } from '../../../components/ui/loader.tsx';
import { useEventTeaser } from '../api/get-event-teaser.ts';
import { EventCard } from '../components/event-teasers.tsx';
import { LoadError } from '../components/load-error.tsx';
import styles from '../components/listing.module.css';

/** Just the card of one event, for embedding (e.g. in the app); 404 for unknown slugs. */
export function Component() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { data, isPending, isError, refetch } = useEventTeaser(slug);
  return (
    <div className={`container ${styles.single}`}>
      <h1 className="visually-hidden">{t('routes.eventTeaser')}</h1>
      {isPending ? (
        <Loader label={t('app.loading')} />
      ) : isError ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <EventCard event={data} headingLevel="h2" />
      )}
    </div>
  );
}

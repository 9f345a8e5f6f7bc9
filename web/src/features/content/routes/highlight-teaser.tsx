import { useTranslation } from '../../../lib/i18n.ts';
import { useParams } from 'react-router';
import { Loader } from '../../../components/ui/loader.tsx';
import { useHighlightTeaser } from '../api/get-highlight-teaser.ts';
import { HighlightCarousel } from '../components/highlight-carousel.tsx';
import { LoadError } from '../components/load-error.tsx';
import styles from '../components/listing.module.css';

/**
 * One highlight as on the start page, for embedding. It is the carousel with a single
 * slide, so a video keeps its pause button (WCAG 2.2.2) and nothing rotates.
 */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, isPending, isError, refetch } = useHighlightTeaser(id);
  return (
    <div className={`container ${styles.singleWide}`}>
      <h1 className="visually-hidden">{t('routes.highlightTeaser')}</h1>
      {isPending ? (
        <Loader label={t('app.loading')} />
      ) : isError ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <HighlightCarousel highlights={[data]} />
      )}
    </div>
  );
}

import { useTranslation } from '../../../lib/i18n.ts';
import { useParams } from 'react-router';
import { Loader } from '../../../components/ui/loader.tsx';
import { useArticleTeaser } from '../api/get-article-teaser.ts';
import { ArticleCard } from '../components/article-teasers.tsx';
import { LoadError } from '../components/load-error.tsx';
import styles from '../components/listing.module.css';

/** Just the card of one article, for embedding (e.g. in the app); 404 for unknown slugs. */
export function Component() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { data, isPending, isError, refetch } = useArticleTeaser(slug);
  return (
    <div className={`container ${styles.single}`}>
      <h1 className="visually-hidden">{t('routes.articleTeaser')}</h1>
      {isPending ? (
        <Loader label={t('app.loading')} />
      ) : isError ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <ArticleCard article={data} headingLevel="h2" />
      )}
    </div>
  );
}

import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, CalendarDays } from 'lucide-react';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { formatShortDateTime } from '../../../../../domain/shared/format.ts';
import { useLocalePath } from '../../../lib/locale.ts';
import { useArticle } from '../api/get-article.ts';
import { Breadcrumb } from '../components/breadcrumb.tsx';
import { DetailFigure } from '../components/detail-figure.tsx';
import { DetailTags } from '../components/detail-tags.tsx';
import { DetailFallback } from '../components/detail-fallback.tsx';
import { ShareRow } from '../components/share-row.tsx';
import { FragmentList } from '../fragments/fragment-list.tsx';
import { PreviewLabel } from '../fragments/preview-label.tsx';
import styles from '../components/detail.module.css';

/** One article; unknown slugs show the 404 page (spec/portal.md §8), pv shows a preview. */
export function Component() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const preview = params.has('pv');
  const { data: article, isPending, isError, refetch } = useArticle(slug, preview);
  useDocumentTitle(article?.detail_title || article?.teaser_title);

  if (isPending || isError) {
    return (
      <DetailFallback
        pending={isPending}
        loadingLabel={t('news.loadingArticle')}
        onRetry={() => void refetch()}
      />
    );
  }

  const title = article.detail_title || article.teaser_title;
  return (
    <article className={`container ${styles.page}`}>
      <div className={styles.column}>
        <Breadcrumb trail={[{ to: '/news', label: t('news.title') }]} current={title} />
        <header className={styles.header}>
          {preview ? <PreviewLabel /> : null}
          <p className={styles.meta}>
            <span className={styles.metaItem}>
              <CalendarDays size={16} aria-hidden="true" />
              <span className="visually-hidden">{t('news.published')} </span>
              <time dateTime={article.published_start}>
                {formatShortDateTime(article.published_start)}
              </time>
            </span>
          </p>
          <h1 className={styles.title}>{title}</h1>
          {article.teaser_description ? (
            <p className={styles.lead}>{article.teaser_description}</p>
          ) : null}
        </header>

        <DetailFigure
          src={article.detail_image || article.teaser_image}
          alt={article.detail_image_alt}
          caption={article.caption}
          copyright={article.copyright}
        />

        <div className={styles.body}>
          <FragmentList fragments={article.fragments} preview={preview} />
        </div>

        <DetailTags tags={article.tags} listPath="/news" />
        <ShareRow title={title} />

        <Link to={localePath('/news')} className={styles.back}>
          <ArrowLeft size={18} aria-hidden="true" />
          {t('news.back')}
        </Link>
      </div>
    </article>
  );
}

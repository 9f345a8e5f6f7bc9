import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useSearchParams } from 'react-router';
import { Newspaper, Rss, X } from 'lucide-react';
import { useLocale, useLocalePath } from '../../../lib/locale.ts';
import { useArticles } from '../api/get-articles.ts';
import { ArticleTeasers } from '../components/article-teasers.tsx';
import { PagedListing } from '../components/paged-listing.tsx';
import { useTagNames } from '../components/tag-label.ts';
import styles from '../components/listing.module.css';
import pageTitle from '../../../components/ui/page-title.module.css';

/** The news: newest first, nine at a time, more as the visitor scrolls (spec/portal.md §2). */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const tagNames = useTagNames();
  const tags = params.get('tags')?.trim() || undefined;
  const query = useArticles(tags);
  const articles = query.data?.pages.flatMap((page) => page.data) ?? [];
  const feed = `/feeds/news.xml?lang=${locale}`;

  return (
    <>
      <link rel="alternate" type="application/rss+xml" title={t('news.feedTitle')} href={feed} />
      <header className={styles.header}>
        <div className={`container ${styles.headerInner}`}>
          <div className={styles.titles}>
            <h1 className={pageTitle.title}>{t('news.title')}</h1>
            <p className={styles.intro}>{t('news.intro')}</p>
          </div>
          <a href={feed} className={styles.headerAction}>
            <Rss size={20} aria-hidden="true" />
            {t('news.rss')}
          </a>
        </div>
      </header>

      <div className={`container ${styles.body}`}>
        {tags ? (
          <p className={styles.filter}>
            <span>{t('news.filtered', { tags: tagNames(tags) })}</span>
            <Link to={localePath('/news')} className={styles.headerAction}>
              <X size={18} aria-hidden="true" />
              {t('news.showAll')}
            </Link>
          </p>
        ) : null}

        <PagedListing
          query={query}
          count={articles.length}
          loadingLabel={t('news.loading')}
          emptyIcon={Newspaper}
          emptyText={t('listing.empty')}
        >
          {(listRef) => (
            <ArticleTeasers articles={articles} headingLevel="h2" listRef={listRef} leadsPage />
          )}
        </PagedListing>
      </div>
    </>
  );
}

import { useTranslation } from '../../../lib/i18n.ts';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { NotFound } from '../../../components/not-found.tsx';
import { NotFoundError } from '../../../lib/api-errors.ts';
import { usePage } from '../api/get-page.ts';
import { PageHeader } from '../components/page-header.tsx';
import { PageLoadError, PageLoading } from '../components/page-states.tsx';
import { usePageSlug } from '../components/use-page-slug.ts';
import { FragmentList } from '../fragments/fragment-list.tsx';
import styles from '../components/page-layout.module.css';

/** page.detail: an editorial page by slug (catch-all, fixed pages, meta pages, easy language). */
export function Component() {
  const { t } = useTranslation();
  const slug = usePageSlug();
  const [params] = useSearchParams();
  const {
    data: page,
    error,
    refetch,
  } = usePage(slug, {
    preview: params.has('pv'),
    missingThrows: true,
  });
  useDocumentTitle(page?.title);

  if (!page) {
    // spec/portal.md §8: a page that does not exist shows the 404 screen.
    if (error instanceof NotFoundError) return <NotFound />;
    if (error) return <PageLoadError onRetry={() => void refetch()} />;
    return <PageLoading />;
  }

  const hasBody = page.fragments.some((fragment) => page.preview || fragment.public);
  return (
    <article className={styles.page}>
      <PageHeader title={page.title} description={page.description} preview={page.preview} />
      <div className={`container ${styles.body}`}>
        {hasBody ? (
          <FragmentList fragments={page.fragments} preview={page.preview} />
        ) : (
          <p className={styles.empty}>{t('page.empty')}</p>
        )}
      </div>
    </article>
  );
}

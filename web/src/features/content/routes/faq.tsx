import { useTranslation } from '../../../lib/i18n.ts';
import { useSearchParams } from 'react-router';
import type { FaqItem } from '../../../../../domain/content/articles.ts';
import { metaPageSlugs } from '../../../../../domain/content/constants.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useFaq } from '../api/get-faq.ts';
import { usePage } from '../api/get-page.ts';
import { FaqQuestion } from '../components/faq-item.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { PageLoading } from '../components/page-states.tsx';
import { RichText } from '../rich-text.tsx';
import layout from '../components/page-layout.module.css';
import styles from './faq.module.css';

/** The groups in the order of spec/portal.md §2. */
const groupOrder: FaqItem['group'][] = ['general', 'website', 'app', 'playground'];

/** meta.faq: questions in the groups general, website, app, playground (spec/portal.md §2). */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const faq = useFaq();
  // The editors' FAQ page gives title and lead (its body is not shown: the questions are the
  // content); without the page the screen still works.
  const page = usePage(metaPageSlugs.faq, { preview: params.has('pv') });
  const title = page.data?.title ?? t('faq.title');
  useDocumentTitle(title);

  if (faq.isPending || page.isPending) return <PageLoading />;

  const groups = groupOrder
    .map((group) => ({ group, items: (faq.data ?? []).filter((item) => item.group === group) }))
    .filter(({ items }) => items.length > 0);

  return (
    <article className={layout.page}>
      <PageHeader title={title} description={page.data?.description} preview={page.data?.preview} />
      <div className={`container ${layout.body} ${styles.body}`}>
        {faq.isError ? (
          <Alert tone="error" title={t('faq.loadError')}>
            <Button variant="secondary" size="sm" onClick={() => void faq.refetch()}>
              {t('page.retry')}
            </Button>
          </Alert>
        ) : groups.length === 0 ? (
          <p className={layout.empty}>{t('faq.empty')}</p>
        ) : (
          groups.map(({ group, items }) => (
            <section key={group} className={styles.group} aria-labelledby={`faq-${group}`}>
              <h2 id={`faq-${group}`} className={styles.groupTitle}>
                {t(`faq.groups.${group}`)}
              </h2>
              <div>
                {items.map((item) => (
                  <FaqQuestion key={item.id} question={item.title}>
                    <RichText copy={item.content} />
                  </FaqQuestion>
                ))}
              </div>
            </section>
          ))
        )}
      </div>
    </article>
  );
}

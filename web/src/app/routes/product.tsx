import { useTranslation } from '../../lib/i18n.ts';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import { useLocalePath } from '../../lib/locale.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { FragmentList } from '../../features/content/fragments/fragment-list.tsx';
import { usePaidProduct } from '../../features/shop/api/get-paid-product.ts';
import styles from '../../features/shop/components/shop.module.css';
import title from '../../components/ui/page-title.module.css';

/** product/{id}: a paid product's content (editorial fragments), for its owners only. */
export function Component() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const id = Number(useParams().id);
  const product = usePaidProduct(id);
  useDocumentTitle(product.data?.stripe_name ?? t('routes.product'));

  if (product.isPending) {
    return (
      <div className={`container ${styles.state}`}>
        <Loader label={t('app.loading')} size="lg" />
      </div>
    );
  }
  if (product.isError) {
    return (
      <div className={`container ${styles.state}`}>
        <Alert tone="error" title={t('shop.product.loadError')}>
          <Button variant="secondary" size="sm" onClick={() => void product.refetch()}>
            {t('shop.retry')}
          </Button>
        </Alert>
      </div>
    );
  }
  return (
    <article className={`container ${styles.screen}`}>
      <header>
        <h1 className={title.title}>{product.data.stripe_name}</h1>
        <p className={styles.intro}>{product.data.description}</p>
      </header>
      <FragmentList fragments={product.data.fragments} />
      <p>
        <Link to={localePath('/user')}>{t('shop.product.toPurchases')}</Link>
      </p>
    </article>
  );
}

import { useTranslation } from '../../../lib/i18n.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { useUser } from '../../../lib/auth/get-user.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useProducts } from '../api/get-products.ts';
import { purchaseOf, usePurchases } from '../api/get-purchases.ts';
import { useShopSettings } from '../api/get-shop-settings.ts';
import { ShopItemCard } from '../components/shop-item.tsx';
import styles from '../components/shop.module.css';
import title from '../../../components/ui/page-title.module.css';

/** shop (spec/portal.md §2 "Shop"): the products, each with buy, view or in-progress. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.shop'));
  const products = useProducts();
  const { data: user } = useUser();
  // A visitor has no purchases: the question is asked only for a signed-in user.
  const purchases = usePurchases({ enabled: Boolean(user) });
  const settings = useShopSettings();

  return (
    <div className={`container ${styles.screen}`}>
      <header>
        <h1 className={title.title}>{t('routes.shop')}</h1>
        <p className={styles.intro}>{t('shop.intro')}</p>
      </header>
      {products.isPending ? (
        <div className={styles.state}>
          <Loader label={t('app.loading')} size="lg" />
        </div>
      ) : products.isError ? (
        <Alert tone="error" title={t('shop.loadError')}>
          <Button variant="secondary" size="sm" onClick={() => void products.refetch()}>
            {t('shop.retry')}
          </Button>
        </Alert>
      ) : products.data.length === 0 ? (
        <p className={styles.state}>{t('shop.empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {products.data.map((item) => (
            <ShopItemCard
              key={item.id}
              item={item}
              purchase={purchaseOf(purchases.data, item.id)}
              payments={settings.data?.payments}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

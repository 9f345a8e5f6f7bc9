import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { useLocalePath } from '../../../lib/locale.ts';
import type { PurchaseStatus } from '../../../../../domain/shop/products.ts';
import { usePurchases } from '../api/get-purchases.ts';
import { ReceiptLink } from './receipt-link.tsx';
import styles from './shop.module.css';

const tones: Record<PurchaseStatus, BadgeTone> = {
  succeeded: 'success',
  pending: 'info',
  refunded: 'neutral',
  failed: 'neutral',
};

/** 'Meine Käufe' (spec/portal.md §2 "User info"): image, name, status, receipt and 'Ansehen'. */
export function PurchaseList() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const purchases = usePurchases({ followPending: true });

  if (purchases.isPending) return <Loader label={t('app.loading')} />;
  if (purchases.isError) {
    return (
      <Alert tone="error" title={t('shop.purchases.loadError')}>
        <Button variant="secondary" size="sm" onClick={() => void purchases.refetch()}>
          {t('shop.retry')}
        </Button>
      </Alert>
    );
  }
  if (purchases.data.length === 0) {
    return (
      <div className={styles.state}>
        <ShoppingBag size={28} aria-hidden="true" />
        <p>
          <strong>{t('shop.purchases.empty')}</strong>
        </p>
        <p>{t('shop.purchases.text')}</p>
        <Link
          to={localePath('/shop')}
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
        >
          {t('shop.toShop')}
        </Link>
      </div>
    );
  }
  return (
    <ul className={styles.purchases}>
      {purchases.data.map((purchase) => (
        <li key={purchase.purchase_id} className={styles.purchase}>
          {purchase.image ? (
            <img className={styles.thumb} src={purchase.image} alt="" />
          ) : (
            <span className={styles.thumb} />
          )}
          <div className={styles.purchaseBody}>
            <p className={styles.purchaseName}>{purchase.stripe_name}</p>
            <div className={styles.actions}>
              <Badge tone={tones[purchase.status]}>{t(`shop.status.${purchase.status}`)}</Badge>
              {purchase.receipt ? (
                <ReceiptLink href={purchase.receipt} name={purchase.stripe_name} />
              ) : null}
              {purchase.status === 'succeeded' ? (
                <Link
                  to={localePath(`/product/${purchase.id}`)}
                  aria-label={t('shop.viewNamed', { name: purchase.stripe_name })}
                >
                  {t('shop.view')}
                </Link>
              ) : null}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

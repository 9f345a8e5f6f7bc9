import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import type { PurchasedProduct, ShopItem } from '../../../../../domain/shop/products.ts';
import type { ShopPayments } from '../../../../../domain/shop/settings.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { useLocalePath } from '../../../lib/locale.ts';
import { PendingPurchase } from './pending-purchase.tsx';
import styles from './shop.module.css';

/**
 * spec/portal.md §4 "Purchase status": succeeded is 'Erworben' with a way to the product,
 * anything still being paid 'In Bearbeitung' with a way to continue or end the payment; no
 * purchase (or a refunded one) buys.
 * Buying is a link: it works before the app has loaded, and login brings the visitor back.
 * While the shop takes no payments (`unavailable`), a notice stands where the link would.
 */
export function PurchaseAction({
  item,
  purchase,
  payments,
}: {
  item: ShopItem;
  purchase: PurchasedProduct | undefined;
  /** Unknown (still loading): the link stays; the checkout says so if it cannot start. */
  payments: ShopPayments | undefined;
}) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  if (purchase?.status === 'succeeded') {
    return (
      <div className={styles.actions}>
        <Badge tone="success">{t('shop.status.succeeded')}</Badge>
        <Link
          to={localePath(`/product/${item.id}`)}
          className={buttonClassName({ variant: 'secondary' })}
          aria-label={t('shop.viewNamed', { name: item.stripe_name })}
        >
          {t('shop.view')}
        </Link>
      </div>
    );
  }
  if (purchase?.status === 'pending') return <PendingPurchase item={item} />;
  if (payments === 'unavailable') {
    return <p className={styles.notice}>{t('shop.paymentsUnavailable')}</p>;
  }
  return (
    <div className={styles.actions}>
      <Link
        to={localePath(`/shop/checkout/${encodeURIComponent(item.slug)}`)}
        className={buttonClassName({ variant: 'accent' })}
        aria-label={t('shop.buyNamed', { name: item.stripe_name })}
      >
        {t('shop.buy')}
      </Link>
    </div>
  );
}

import type { PurchasedProduct, ShopItem } from '../../../../../domain/shop/products.ts';
import type { ShopPayments } from '../../../../../domain/shop/settings.ts';
import { formatPrice } from '../../../../../domain/shared/format.ts';
import { useLocale } from '../../../lib/locale.ts';
import { PurchaseAction } from './purchase-action.tsx';
import styles from './shop.module.css';

/** spec/portal.md §3 "Shop item": image, name, price, description and its button. */
export function ShopItemCard({
  item,
  purchase,
  payments,
}: {
  item: ShopItem;
  purchase: PurchasedProduct | undefined;
  payments: ShopPayments | undefined;
}) {
  const locale = useLocale();
  return (
    <li className={styles.item}>
      {item.image ? <img className={styles.image} src={item.image} alt="" /> : <span />}
      <div className={styles.itemBody}>
        <h2 className={styles.name}>{item.stripe_name}</h2>
        <p className={styles.price}>{formatPrice(item.stripe_price_value, locale)}</p>
        <p>{item.description}</p>
        <PurchaseAction item={item} purchase={purchase} payments={payments} />
      </div>
    </li>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import type { ShopItem } from '../../../../../domain/shop/products.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/locale.ts';
import { useCancelCheckout } from '../api/cancel-checkout.ts';
import styles from './shop.module.css';

/**
 * A purchase still being paid ('In Bearbeitung'): the buyer may go back to the provider's
 * page while its session is open (the checkout route continues it, or shows the payment's
 * state when it is already being confirmed) or end it, which frees the product at once.
 * Left alone, the payment ends by itself when its session expires.
 */
export function PendingPurchase({ item }: { item: ShopItem }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const cancel = useCancelCheckout();
  const [outcome, setOutcome] = useState<'processing' | 'failed' | undefined>();

  function end() {
    setOutcome(undefined);
    cancel.mutate(item.slug, {
      // Still pending after the cancel: the card was taken already and is being confirmed.
      onSuccess: (rows) =>
        setOutcome(rows.some((row) => row.status === 'pending') ? 'processing' : undefined),
      onError: () => setOutcome('failed'),
    });
  }

  return (
    <div>
      <div className={styles.actions}>
        <Badge tone="info">{t('shop.status.pending')}</Badge>
        <Link
          to={localePath(`/shop/checkout/${encodeURIComponent(item.slug)}`)}
          className={buttonClassName({ variant: 'accent', size: 'sm' })}
          aria-label={t('shop.pending.resumeNamed', { name: item.stripe_name })}
        >
          {t('shop.pending.resume')}
        </Link>
        <Button
          variant="secondary"
          size="sm"
          onClick={end}
          loading={cancel.isPending}
          aria-label={t('shop.pending.cancelNamed', { name: item.stripe_name })}
        >
          {cancel.isPending ? t('shop.pending.cancelling') : t('shop.pending.cancel')}
        </Button>
      </div>
      <p className={styles.pendingText}>{t('shop.pending.text')}</p>
      {/* Always in the page, so a change of its text is announced. */}
      <p role="status" className={styles.pendingText}>
        {outcome === 'processing'
          ? t('shop.pending.processing')
          : outcome === 'failed'
            ? t('shop.pending.failed')
            : ''}
      </p>
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { useLocalePath } from '../../../lib/locale.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCancelCheckout } from '../api/cancel-checkout.ts';
import { usePurchases } from '../api/get-purchases.ts';
import { ReceiptLink } from '../components/receipt-link.tsx';
import styles from '../components/shop.module.css';

/**
 * callback/{slug}: where the browser comes back from the payment page. It follows the
 * purchase until the provider has confirmed it, then offers the product; coming back with
 * `status=cancel` ends the open payment first.
 */
export function Component() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const cancelled = params.get('status') === 'cancel';
  const cancel = useCancelCheckout();
  const asked = useRef(false);
  useDocumentTitle(t('routes.callback'));

  useEffect(() => {
    if (!cancelled || asked.current) return;
    asked.current = true;
    cancel.mutate(slug);
  }, [cancelled, cancel, slug]);

  const cancelling = cancelled && !(cancel.isSuccess || cancel.isError);
  const purchases = usePurchases({ enabled: !cancelling, followPending: true });
  const mine = purchases.data?.find((purchase) => purchase.slug === slug);
  const toShop = (
    <Link to={localePath('/shop')} className={buttonClassName({ variant: 'secondary' })}>
      {t('shop.toShop')}
    </Link>
  );

  let body;
  if (cancelling || purchases.isPending) {
    body = <Loader label={t('app.loading')} size="lg" />;
  } else if (purchases.isError) {
    body = (
      <Alert tone="error" title={t('shop.callback.loadError')}>
        <Button variant="secondary" size="sm" onClick={() => void purchases.refetch()}>
          {t('shop.retry')}
        </Button>
      </Alert>
    );
  } else if (mine?.status === 'succeeded') {
    body = (
      <>
        <Alert tone="success" title={t('shop.callback.succeeded')}>
          <p>{mine.stripe_name}</p>
        </Alert>
        <div className={styles.actions}>
          <Link to={localePath(`/product/${mine.id}`)} className={buttonClassName()}>
            {t('shop.callback.open')}
          </Link>
          {mine.receipt ? <ReceiptLink href={mine.receipt} name={mine.stripe_name} /> : null}
        </div>
      </>
    );
  } else if (mine?.status === 'pending') {
    body = (
      <>
        <Loader label={t('shop.callback.pending')} size="lg" showLabel />
        <p>{t('shop.callback.pendingText')}</p>
      </>
    );
  } else if (mine?.status === 'refunded') {
    body = (
      <>
        <Alert tone="info" title={t('shop.callback.refunded')} />
        {toShop}
      </>
    );
  } else {
    body = (
      <>
        <Alert
          tone={cancelled ? 'info' : 'warning'}
          title={cancelled ? t('shop.callback.cancelled') : t('shop.callback.none')}
        />
        {toShop}
      </>
    );
  }

  return (
    <div className={`container ${styles.state}`}>
      <h1>{t('routes.callback')}</h1>
      <div className={styles.state}>{body}</div>
    </div>
  );
}

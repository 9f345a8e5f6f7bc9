import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useLoaderData } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { useLocalePath } from '../../../lib/locale.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import type { CheckoutFailure } from '../route-loaders.ts';
import styles from '../components/shop.module.css';

/**
 * shop.checkout: the loader already sent the browser to the payment page; this shows only
 * when the payment could not be started.
 */
export function Component() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { failure } = useLoaderData<CheckoutFailure>();
  useDocumentTitle(t('routes.shopCheckout'));
  return (
    <div className={`container ${styles.state}`}>
      <h1>{t('routes.shopCheckout')}</h1>
      <Alert tone="error" title={t(`shop.checkout.${failure}`)}>
        <p>{t('shop.checkout.later')}</p>
      </Alert>
      <Link to={localePath('/shop')} className={buttonClassName({ variant: 'secondary' })}>
        {t('shop.toShop')}
      </Link>
    </div>
  );
}

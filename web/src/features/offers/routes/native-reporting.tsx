import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useLocation, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { useLocalePath } from '../../../lib/locale.ts';
import { useUser } from '../../../lib/auth/get-user.ts';
import { useOfferDetail } from '../api/detail.ts';
import { ReportForm, type ReportTarget } from '../detail/report-form.tsx';
import styles from '../detail/detail.module.css';

/**
 * native-app/reporting/{type}/{id} (spec/offers.md §2): the report form alone, for the
 * app's web view. The route's loader has already turned unknown types and offers that do not
 * exist into the 404 page. The screen names the offer reported; once sent, the thanks take the
 * form's place (and the focus), so nothing is sent twice.
 */
export function Component() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const location = useLocation();
  const params = useParams();
  const { data: user, isPending } = useUser();
  const [sent, setSent] = useState(false);
  const target = { id: Number(params.id), type: params.type as ReportTarget['type'] };
  const offer = useOfferDetail(target);
  const redirect = encodeURIComponent(location.pathname + location.search);

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('routes.reporting')}</h1>
      {offer.data ? (
        <p>
          {t('offerDetail.report.subject')} <strong>{offer.data.title}</strong> (
          {t(`offerDetail.types.${target.type}`)})
        </p>
      ) : null}
      {isPending || offer.isPending ? (
        <Loader label={t('offerDetail.loading')} />
      ) : offer.isError ? (
        <Alert tone="error" title={t('offerDetail.loadError')}>
          <Button variant="secondary" onClick={() => void offer.refetch()}>
            {t('offerDetail.retry')}
          </Button>
        </Alert>
      ) : !user ? (
        <>
          <p>{t('offerDetail.report.loginText')}</p>
          <p>
            <Link to={`${localePath('/login')}?redirect=${redirect}`} className={buttonClassName()}>
              {t('offerDetail.report.login')}
            </Link>
          </p>
        </>
      ) : sent ? (
        <p role="status" tabIndex={-1} ref={(node) => node?.focus()}>
          {t('offerDetail.report.thanks')}
        </p>
      ) : (
        <ReportForm target={target} onSent={() => setSent(true)} />
      )}
    </div>
  );
}

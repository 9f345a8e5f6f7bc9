import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { useLocalePath } from '../../../lib/locale.ts';
import { useUser } from '../../../lib/auth/get-user.ts';
import { ReportForm, type ReportTarget } from '../detail/report-form.tsx';
import styles from '../detail/detail.module.css';

/**
 * native-app/reporting/{type}/{id} (spec/offers.md §2): the report form alone, for the
 * app's web view. The route's loader has already turned unknown types into the 404 page.
 */
export function Component() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const location = useLocation();
  const params = useParams();
  const { data: user, isPending } = useUser();
  const [sent, setSent] = useState(false);
  const id = Number(params.id);
  const target = { id, type: params.type as ReportTarget['type'] };
  const redirect = encodeURIComponent(location.pathname + location.search);

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('routes.reporting')}</h1>
      {isPending ? (
        <Loader label={t('offerDetail.loading')} />
      ) : !user ? (
        <>
          <p>{t('offerDetail.report.loginText')}</p>
          <p>
            <Link to={`${localePath('/login')}?redirect=${redirect}`} className={buttonClassName()}>
              {t('offerDetail.report.login')}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p role="status" className={sent ? undefined : 'visually-hidden'}>
            {sent ? t('offerDetail.report.thanks') : ''}
          </p>
          {Number.isInteger(id) && id > 0 ? (
            <ReportForm target={target} onSent={() => setSent(true)} />
          ) : null}
        </>
      )}
    </div>
  );
}

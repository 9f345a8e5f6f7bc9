import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useLocation } from 'react-router';
import { Flag } from 'lucide-react';
import { Popup } from '../../../components/ui/popup.tsx';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { useLocalePath } from '../../../lib/locale.ts';
import { useUser } from '../../../lib/auth/get-user.ts';
import { ReportForm, type ReportTarget } from './report-form.tsx';
import styles from './detail.module.css';

/**
 * "melden" of the entry and spot views: opens the report popup, or asks a visitor who is
 * not logged in to log in first (decision 014), coming back to where they were.
 */
export function ReportLink({ target }: { target: ReportTarget }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const location = useLocation();
  const { data: user } = useUser();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const redirect = encodeURIComponent(location.pathname + location.search);

  return (
    <>
      <button
        type="button"
        className={styles.linkButton}
        aria-haspopup="dialog"
        onClick={() => {
          setSent(false);
          setOpen(true);
        }}
      >
        <Flag size={18} aria-hidden="true" />
        {t('offerDetail.report.open')}
      </button>
      {/* Polite: the thanks waits until the reader has left the closing popup. */}
      <p role="status" className={sent ? undefined : 'visually-hidden'}>
        {sent ? t('offerDetail.report.thanks') : ''}
      </p>
      <Popup open={open} onClose={() => setOpen(false)} title={t('offerDetail.report.title')}>
        {user ? (
          <ReportForm
            target={target}
            onCancel={() => setOpen(false)}
            onSent={() => {
              setOpen(false);
              setSent(true);
            }}
          />
        ) : (
          <div className={styles.form}>
            <p>{t('offerDetail.report.loginText')}</p>
            <p>
              <Link
                to={`${localePath('/login')}?redirect=${redirect}`}
                className={buttonClassName()}
              >
                {t('offerDetail.report.login')}
              </Link>
            </p>
          </div>
        )}
      </Popup>
    </>
  );
}

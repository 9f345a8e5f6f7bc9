import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Popup } from '../../../components/ui/popup.tsx';
import { useLocale, useLocalePath } from '../../../lib/locale.ts';
import { spotterCampaignOpen } from '../../../../../domain/accounts/spotter-campaign.ts';
import { formatCalendarDay } from '../../../../../domain/shared/format.ts';
import { useNativeApp } from '../../../lib/native-app.ts';
import { useContent } from '../../../lib/content-bundle/get-content.ts';
import { useAcceptSpecialTerms } from '../api/accept-special-terms.ts';
import { useUser } from '../../../lib/auth/get-user.ts';
import {
  clearPendingSpecialTerms,
  hasPendingSpecialTerms,
  setPendingSpecialTerms,
  spotterAppSupport,
  spotterStartPath,
  usePendingSpecialTerms,
} from '../special-terms.ts';
import styles from './spotter-terms.module.css';

function isIos(): boolean {
  if (typeof navigator === 'undefined') return false;
  const agent = navigator.userAgent;
  // iPadOS presents itself as a Mac with a touch screen.
  return (
    /iPad|iPhone|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1)
  );
}

/**
 * The Active Spotter form at the end of the participation conditions (spec/portal.md §2, §4
 * "Special terms"): accept the terms, then join. Visitors sign in first; their acceptance
 * waits in the session and is sent once they are signed in.
 */
export function SpotterTerms() {
  const location = useLocation();
  const nativeApp = useNativeApp();
  const [supported] = useState(() => spotterAppSupport(location.search));

  const { data: bundle } = useContent();
  const campaign = bundle?.settings.spotter;

  // After the campaign's end nobody joins any more: the page says so and offers no form.
  if (campaign?.end && !spotterCampaignOpen(campaign)) return <CampaignEnded end={campaign.end} />;
  // An app that does not know Active Spotter yet cannot take part: it needs an update.
  if (nativeApp && !supported) return <UpdateAppNotice />;
  return <SpotterForm />;
}

function CampaignEnded({ end }: { end: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localePath = useLocalePath();
  const date = formatCalendarDay(end, locale, { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <section className={styles.spotter} aria-label={t('spotter.title')}>
      <Alert tone="info" title={t('spotter.endedTitle')}>
        <p>{t('spotter.endedText', { date })}</p>
      </Alert>
      <Link to={localePath(spotterStartPath)} className={buttonClassName({ variant: 'secondary' })}>
        {t('spotter.toOffers')}
      </Link>
    </section>
  );
}

function UpdateAppNotice() {
  const { t } = useTranslation();
  const { data: bundle } = useContent();
  const store = bundle?.settings.app_store.ios;
  return (
    <section className={styles.spotter} aria-label={t('spotter.title')}>
      <Alert tone="warning" title={t('spotter.updateTitle')}>
        <p>{t('spotter.updateText')}</p>
      </Alert>
      {store && isIos() ? (
        <a href={store} className={buttonClassName()} target="_blank" rel="noreferrer">
          {t('spotter.store')}
          <span className="visually-hidden"> {t('ui.newWindow')}</span>
        </a>
      ) : null}
    </section>
  );
}

function SpotterForm() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const headingId = useId();
  const { data: user } = useUser();
  const accept = useAcceptSpecialTerms();
  // Back from signing in with a pending acceptance: it is sent right away.
  const sendingPending = usePendingSpecialTerms(user);
  const [checked, setChecked] = useState(hasPendingSpecialTerms);
  const [loginOpen, setLoginOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const alreadyAccepted = !!user?.special_terms_accepted_at;
  const busy = accept.isPending || sendingPending;

  const start = () => void navigate(localePath(spotterStartPath));

  function onCheck(value: boolean) {
    setChecked(value);
    // Taking the tick back also takes back an acceptance waiting for the login.
    if (!value) clearPendingSpecialTerms();
  }

  function join(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (alreadyAccepted) return start();
    if (!checked || busy) return;
    setFailed(false);
    if (!user) {
      setPendingSpecialTerms();
      setLoginOpen(true);
      return;
    }
    if (!user.isVerified) {
      // Sent from home once the address is confirmed (the server takes it only then).
      setPendingSpecialTerms();
      void navigate(localePath('/verify'));
      return;
    }
    accept.mutate(undefined, {
      onSuccess: () => {
        clearPendingSpecialTerms();
        start();
      },
      onError: (error) => {
        console.error('Special terms could not be stored', error);
        setFailed(true);
      },
    });
  }

  const here = encodeURIComponent(location.pathname + location.search);
  return (
    <section className={styles.spotter} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('spotter.title')}
      </h2>
      <p>{t('spotter.intro')}</p>
      <form className={styles.form} method="post" noValidate onSubmit={join}>
        {alreadyAccepted ? (
          <Alert tone="success">
            <p>{t('spotter.already')}</p>
          </Alert>
        ) : (
          <Checkbox
            id="spotter-accept"
            label={t('spotter.accept')}
            hint={t('spotter.acceptHint')}
            required
            checked={checked}
            disabled={busy}
            onChange={(event) => onCheck(event.target.checked)}
          />
        )}
        {failed ? (
          <Alert tone="error">
            <p>{t('spotter.failed')}</p>
          </Alert>
        ) : null}
        <div>
          <Button
            type="submit"
            variant="accent"
            size="lg"
            disabled={!alreadyAccepted && !checked}
            loading={busy}
          >
            {busy ? t('spotter.storing') : t('spotter.join')}
          </Button>
        </div>
      </form>
      <Popup
        open={loginOpen}
        onClose={() => setLoginOpen(false)}
        title={t('spotter.loginTitle')}
        size="sm"
        footer={
          <>
            <Link
              to={localePath('/register')}
              className={buttonClassName({ variant: 'secondary' })}
            >
              {t('spotter.register')}
            </Link>
            <Link to={`${localePath('/login')}?redirect=${here}`} className={buttonClassName()}>
              {t('spotter.login')}
            </Link>
          </>
        }
      >
        <p>{t('spotter.loginText')}</p>
      </Popup>
    </section>
  );
}

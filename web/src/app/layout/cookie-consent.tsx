import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Cookie } from 'lucide-react';
import { metaPageSlugs } from '../../../../domain/content/constants.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Popup } from '../../components/ui/popup.tsx';
import { useContent } from '../../lib/content-bundle/get-content.ts';
import { storeConsent, useConsent, type ConsentChoice } from '../../lib/consent.ts';
import { stripLocale, useLocalePath } from '../../lib/locale.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import styles from './cookie-consent.module.css';

const privacyPath = `/meta/${metaPageSlugs.privacy}`;

/**
 * Asks for analytics and marketing consent until a choice is stored (spec/portal.md §2).
 * Stays away from the privacy page so the visitor can read it first.
 */
export function CookieConsent() {
  const { pathname } = useLocation();
  const settings = useContent().data?.settings.consent;
  const { decided } = useConsent();
  // The server cannot know the visitor's answer: the banner appears once the browser can.
  const hydrated = useHydrated();

  if (!hydrated || !settings || decided) return null;
  if (stripLocale(pathname).replace(/\/+$/, '') === privacyPath) return null;

  const save = (choice: ConsentChoice) => storeConsent(settings, choice);
  return settings.variant === 'complex' ? (
    <ComplexConsent onSave={save} />
  ) : (
    <SimpleConsent onSave={save} />
  );
}

type VariantProps = { onSave: (choice: ConsentChoice) => void };

function PrivacyNote() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <p className={styles.text}>
      {t('consent.text')} <Link to={localePath(privacyPath)}>{t('consent.privacyLink')}</Link>
    </p>
  );
}

/** A bar at the bottom that doesn't block the page: deny or allow analytics. */
function SimpleConsent({ onSave }: VariantProps) {
  const { t } = useTranslation();
  return (
    <div role="region" aria-label={t('consent.title')} className={styles.banner}>
      <div className={`container ${styles.bannerInner}`}>
        <Cookie className={styles.icon} size={32} />
        <div className={styles.message}>
          <h2 className={styles.title}>{t('consent.title')}</h2>
          <PrivacyNote />
        </div>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => onSave({ analytics: false, marketing: false })}
          >
            {t('consent.deny')}
          </Button>
          <Button onClick={() => onSave({ analytics: true, marketing: false })}>
            {t('consent.allowAnalytics')}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** A modal dialog with one checkbox per category. */
function ComplexConsent({ onSave }: VariantProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ConsentChoice>({ analytics: false, marketing: false });
  return (
    <Popup
      open
      dismissible={false}
      onClose={() => undefined}
      title={t('consent.title')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onSave(choice)}>
            {t('consent.acceptSelection')}
          </Button>
          <Button onClick={() => onSave({ analytics: true, marketing: true })}>
            {t('consent.acceptAll')}
          </Button>
        </>
      }
    >
      <PrivacyNote />
      <fieldset className={styles.categories}>
        <legend className="visually-hidden">{t('consent.categories')}</legend>
        <Checkbox
          label={t('consent.essential')}
          hint={t('consent.essentialHint')}
          checked
          disabled
          readOnly
        />
        <Checkbox
          label={t('consent.analytics')}
          hint={t('consent.analyticsHint')}
          checked={choice.analytics}
          onChange={(event) => setChoice({ ...choice, analytics: event.target.checked })}
        />
        <Checkbox
          label={t('consent.marketing')}
          hint={t('consent.marketingHint')}
          checked={choice.marketing}
          onChange={(event) => setChoice({ ...choice, marketing: event.target.checked })}
        />
      </fieldset>
    </Popup>
  );
}

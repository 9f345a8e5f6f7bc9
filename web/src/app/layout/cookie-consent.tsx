import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocation } from 'react-router';
import { Cookie } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useContent } from '../../lib/content-bundle/get-content.ts';
import { storeConsent, useConsent, type ConsentChoice } from '../../lib/consent.ts';
import { stripLocale } from '../../lib/locale.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { PrivacyNote, privacyPath, type VariantProps } from './consent-parts.tsx';
import styles from './cookie-consent.module.css';

// The dialog variant (popup, checkboxes) loads only where it is configured: most visits see
// the bar, and that should not download the dialog.
const ComplexConsent = lazy(() =>
  import('./complex-consent.tsx').then((m) => ({ default: m.ComplexConsent })),
);

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
    <Suspense fallback={null}>
      <ComplexConsent onSave={save} />
    </Suspense>
  ) : (
    <SimpleConsent onSave={save} />
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

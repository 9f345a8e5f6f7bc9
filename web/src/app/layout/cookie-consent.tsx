import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocation } from 'react-router';
import { Cookie } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useContent } from '../../lib/content-bundle/get-content.ts';
import { storeConsent, useConsent, type ConsentChoice } from '../../lib/consent.ts';
import { stripLocale } from '../../lib/locale.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { mapStyleUrlQueryOptions } from '../../features/offers/map/get-map-config.ts';
import { closeConsentSettings, useConsentReopened } from './cookie-consent-store.ts';
import { PrivacyNote, privacyPath, type VariantProps } from './consent-parts.tsx';
import styles from './cookie-consent.module.css';

// The dialog variant (popup, checkboxes) loads only where it is configured: most visits see
// the bar, and that should not download the dialog.
const ComplexConsent = lazy(() =>
  import('./complex-consent.tsx').then((m) => ({ default: m.ComplexConsent })),
);

/**
 * Asks only about what the portal loads from elsewhere (decision 054): the external map
 * service, when one is configured. Without one nothing needs consent and the question comes
 * only when the visitor opens it from the footer, which also lets a choice be changed.
 * Stays away from the privacy page so the visitor can read it first.
 */
export function CookieConsent() {
  const { pathname } = useLocation();
  const settings = useContent().data?.settings.consent;
  const consent = useConsent();
  const reopened = useConsentReopened();
  // The server cannot know the visitor's answer: the banner appears once the browser can.
  const hydrated = useHydrated();
  const mapService = useQuery({ ...mapStyleUrlQueryOptions(), enabled: hydrated });
  const hasMap = Boolean(mapService.data);

  if (!hydrated || !settings) return null;
  if (!reopened) {
    if (consent.decided || mapService.isPending || !hasMap) return null;
    if (stripLocale(pathname).replace(/\/+$/, '') === privacyPath) return null;
  }

  const props: VariantProps = {
    hasMap,
    current: consent,
    onSave: (choice: ConsentChoice) => {
      storeConsent(settings, choice);
      closeConsentSettings();
    },
  };
  return settings.variant === 'complex' ? (
    <Suspense fallback={null}>
      <ComplexConsent {...props} />
    </Suspense>
  ) : (
    <SimpleConsent {...props} />
  );
}

/** A bar at the bottom that doesn't block the page: deny or allow the external map. */
function SimpleConsent({ hasMap, onSave }: VariantProps) {
  const { t } = useTranslation();
  return (
    <div role="region" aria-label={t('consent.title')} className={styles.banner}>
      <div className={`container ${styles.bannerInner}`}>
        <Cookie className={styles.icon} size={32} />
        <div className={styles.message}>
          <h2 className={styles.title}>{t('consent.title')}</h2>
          <PrivacyNote hasMap={hasMap} />
        </div>
        <div className={styles.actions}>
          {hasMap ? (
            <>
              <Button variant="secondary" onClick={() => onSave({ maps: false })}>
                {t('consent.deny')}
              </Button>
              <Button onClick={() => onSave({ maps: true })}>{t('consent.allowMaps')}</Button>
            </>
          ) : (
            <Button onClick={() => onSave({ maps: false })}>{t('consent.close')}</Button>
          )}
        </div>
      </div>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Popup } from '../../components/ui/popup.tsx';
import type { ConsentChoice } from '../../lib/consent.ts';
import { PrivacyNote, type VariantProps } from './consent-parts.tsx';
import styles from './cookie-consent.module.css';

/** A modal dialog with one checkbox per category. */
export function ComplexConsent({ onSave }: VariantProps) {
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

import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Popup } from '../../components/ui/popup.tsx';
import type { ConsentChoice } from '../../lib/consent.ts';
import { PrivacyNote, type VariantProps } from './consent-parts.tsx';
import styles from './cookie-consent.module.css';

/** A modal dialog with one checkbox per category that exists (decision 054). */
export function ComplexConsent({ hasMap, current, onSave }: VariantProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ConsentChoice>({ maps: current.maps });
  return (
    <Popup
      open
      dismissible={false}
      onClose={() => undefined}
      title={t('consent.title')}
      footer={
        hasMap ? (
          <>
            <Button variant="secondary" onClick={() => onSave(choice)}>
              {t('consent.acceptSelection')}
            </Button>
            <Button onClick={() => onSave({ maps: true })}>{t('consent.acceptAll')}</Button>
          </>
        ) : (
          <Button onClick={() => onSave({ maps: false })}>{t('consent.close')}</Button>
        )
      }
    >
      <PrivacyNote hasMap={hasMap} />
      <fieldset className={styles.categories}>
        <legend className="visually-hidden">{t('consent.categories')}</legend>
        <Checkbox
          label={t('consent.essential')}
          hint={t('consent.essentialHint')}
          checked
          disabled
          readOnly
        />
        {hasMap ? (
          <Checkbox
            label={t('consent.maps')}
            hint={t('consent.mapsHint')}
            checked={choice.maps}
            onChange={(event) => setChoice({ maps: event.target.checked })}
          />
        ) : null}
      </fieldset>
    </Popup>
  );
}

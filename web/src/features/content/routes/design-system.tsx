import { useState, type ReactNode } from 'react';
import { textOf, useTranslation } from '../../../lib/i18n.ts';
import { Heart, Plus } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { PillLinks } from '../../../components/ui/pill-links.tsx';
import { Popup } from '../../../components/ui/popup.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import styles from './design-system.module.css';

const swatches = [
  ['brand', '#005ca9'],
  ['brand-strong', '#003a70'],
  ['brand-deep', '#0b1f3a'],
  ['accent', '#ff6a3d'],
  ['accent-strong', '#c2410c'],
  ['sun', '#ffc629'],
  ['teal', '#00796b'],
  ['ink', '#0f1b2d'],
  ['ink-muted', '#4a5568'],
  ['surface-alt', '#f3f6fa'],
] as const;

/** Every UI component in its states (spec/portal.md §2 "design-system" utility page). */
export function Component() {
  const { t } = useTranslation();
  const [popupOpen, setPopupOpen] = useState(false);
  const [district, setDistrict] = useState('');
  const districtOptions = ['altona', 'eimsbuettel', 'hamburg-nord', 'wandsbek'].map((value) => ({
    value,
    label: textOf(t, `designSystem.districts.${value}`),
  }));

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('designSystem.title')}</h1>
        <p className={styles.lead}>{t('designSystem.intro')}</p>
      </header>

      <Section id="ds-forms" title={t('designSystem.forms')}>
        <div className={styles.formGrid}>
          <TextInput
            label={t('designSystem.name')}
            hint={t('designSystem.nameHint')}
            autoComplete="name"
          />
          <TextInput
            label={t('designSystem.email')}
            type="email"
            defaultValue="mia@beispiel"
            error={t('designSystem.emailError')}
            autoComplete="email"
            required
          />
          <TextInput label={t('designSystem.username')} defaultValue="mia_hamburg" disabled />
          <Select
            label={t('designSystem.district')}
            placeholder={t('designSystem.choose')}
            options={districtOptions}
            value={district}
            onChange={(event) => setDistrict(event.target.value)}
          />
          <Select
            label={t('designSystem.districtRequired')}
            placeholder={t('designSystem.choose')}
            options={districtOptions}
            error={t('designSystem.districtError')}
            defaultValue=""
            required
          />
          <Select label={t('designSystem.districtDisabled')} options={districtOptions} disabled />
          <div className={styles.wide}>
            <Textarea
              label={t('designSystem.message')}
              hint={t('designSystem.messageHint')}
              maxLength={500}
            />
          </div>
        </div>
      </Section>

      <Section id="ds-checkboxes" title={t('designSystem.checkboxes')}>
        <div className={styles.stack}>
          <Checkbox label={t('designSystem.newsletter')} hint={t('designSystem.newsletterHint')} />
          <Checkbox label={t('designSystem.remember')} defaultChecked />
          <Checkbox label={t('designSystem.terms')} error={t('designSystem.termsError')} required />
          <Checkbox label={t('designSystem.essential')} checked disabled readOnly />
        </div>
      </Section>

      <Section id="ds-buttons" title={t('designSystem.buttons')}>
        <div className={styles.row}>
          <Button variant="primary">{t('designSystem.primary')}</Button>
          <Button variant="accent">{t('designSystem.accent')}</Button>
          <Button variant="secondary">{t('designSystem.secondary')}</Button>
          <Button variant="ghost">{t('designSystem.ghost')}</Button>
          <Button variant="danger">{t('designSystem.danger')}</Button>
        </div>
        <div className={styles.row}>
          <Button size="sm">{t('designSystem.small')}</Button>
          <Button size="md">{t('designSystem.medium')}</Button>
          <Button size="lg" icon={<Plus />}>
            {t('designSystem.large')}
          </Button>
          <Button variant="secondary" icon={<Heart />}>
            {t('designSystem.withIcon')}
          </Button>
        </div>
        <div className={styles.row}>
          <Button disabled>{t('designSystem.disabled')}</Button>
          <Button variant="secondary" disabled>
            {t('designSystem.disabled')}
          </Button>
          <Button loading>{t('designSystem.saving')}</Button>
          <Button variant="danger" loading>
            {t('designSystem.deleting')}
          </Button>
        </div>
      </Section>

      <Section id="ds-badges" title={t('designSystem.badges')}>
        <div className={styles.row}>
          <Badge>{t('designSystem.badgeNeutral')}</Badge>
          <Badge tone="success">{t('designSystem.badgeSuccess')}</Badge>
          <Badge tone="official">{t('designSystem.badgeOfficial')}</Badge>
          <Badge tone="info">{t('designSystem.badgeInfo')}</Badge>
        </div>
      </Section>

      <Section id="ds-pill-links" title={t('designSystem.pillLinks')}>
        <nav aria-label={t('designSystem.pillLinks')}>
          <PillLinks
            links={districtOptions.map((option, i) => ({
              key: option.value,
              to: `#ds-pill-links`,
              label: option.label,
              current: i === 0,
            }))}
          />
        </nav>
      </Section>

      <Section id="ds-alerts" title={t('designSystem.alerts')}>
        <div className={styles.stack}>
          <Alert tone="info" title={t('designSystem.alertInfoTitle')}>
            {t('designSystem.alertInfo')}
          </Alert>
          <Alert tone="success" title={t('designSystem.alertSuccessTitle')}>
            {t('designSystem.alertSuccess')}
          </Alert>
          <Alert tone="warning" title={t('designSystem.alertWarningTitle')}>
            {t('designSystem.alertWarning')}
          </Alert>
          <Alert tone="error" title={t('designSystem.alertErrorTitle')}>
            {t('designSystem.alertError')}
          </Alert>
        </div>
      </Section>

      <Section id="ds-loader" title={t('designSystem.loader')}>
        <div className={styles.row}>
          <Loader label={t('designSystem.loading')} size="sm" />
          <Loader label={t('designSystem.loading')} />
          <Loader label={t('designSystem.loading')} size="lg" />
          <Loader label={t('designSystem.loadingOffers')} showLabel />
        </div>
      </Section>

      <Section id="ds-popup" title={t('designSystem.popup')}>
        <p className={styles.note}>{t('designSystem.popupNote')}</p>
        <div className={styles.row}>
          <Button variant="secondary" onClick={() => setPopupOpen(true)}>
            {t('designSystem.openPopup')}
          </Button>
        </div>
        <Popup
          open={popupOpen}
          onClose={() => setPopupOpen(false)}
          title={t('designSystem.popupTitle')}
          footer={
            <>
              <Button variant="ghost" onClick={() => setPopupOpen(false)}>
                {t('designSystem.cancel')}
              </Button>
              <Button onClick={() => setPopupOpen(false)}>{t('designSystem.save')}</Button>
            </>
          }
        >
          <p>{t('designSystem.popupText')}</p>
          <TextInput label={t('designSystem.listName')} />
        </Popup>
      </Section>

      <Section id="ds-colours" title={t('designSystem.colours')}>
        <ul className={styles.swatches}>
          {swatches.map(([name, hex]) => (
            <li key={name} className={styles.swatch}>
              <span className={styles.chip} style={{ background: `var(--color-${name})` }} />
              <span className={styles.swatchName}>{name}</span>
              <code className={styles.swatchHex}>{hex}</code>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="ds-type" title={t('designSystem.typography')}>
        <div className={styles.stack}>
          <p className={styles.display}>{t('designSystem.typeDisplay')}</p>
          <p className={styles.headline}>{t('designSystem.typeHeadline')}</p>
          <p>{t('designSystem.typeBody')}</p>
          <p className={styles.small}>{t('designSystem.typeSmall')}</p>
        </div>
      </Section>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

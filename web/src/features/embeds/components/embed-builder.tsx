import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Form, useSearchParams } from 'react-router';
import { embedTitle, embedUrl } from '../../../../../domain/embeds/embed.ts';
import type { EmbedOptions } from '../../../../../domain/embeds/embed-schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import styles from '../develop.module.css';

type Field = 'category' | 'district' | 'club' | 'lang';

/**
 * The embed builder: the choice lives in the page's address, so the snippet and the preview
 * arrive rendered and work without JavaScript (the form sends the choice); with JavaScript
 * every change shows at once.
 */
export function EmbedBuilder({ options }: { options: EmbedOptions }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [copied, setCopied] = useState(false);
  const value = (field: Field) => params.get(field) ?? (field === 'lang' ? 'de' : '');
  const choose = (field: Field, next: string) => {
    const updated = new URLSearchParams(params);
    if (next) updated.set(field, next);
    else updated.delete(field);
    setParams(updated, { replace: true, preventScrollReset: true });
    setCopied(false);
  };
  const lang = value('lang') === 'en' ? 'en' : 'de';
  const choice = {
    category: value('category') || undefined,
    district: value('district') || undefined,
    club: value('club') || undefined,
    lang,
  } as const;
  // The snippet names the portal's public address; the preview asks this very server.
  const src = embedUrl(options.public_url, choice);
  const preview = embedUrl('', choice);
  const title = t('develop.embed.frameTitle');
  const snippet = `<iframe src="${src}" title="${embedTitle[lang]}" width="100%" height="480" loading="lazy" style="border:0"></iframe>`;
  const choices = (list: { slug: string; name: string }[]) =>
    list.map((item) => ({ value: item.slug, label: item.name }));
  const copy = () => {
    void navigator.clipboard?.writeText(snippet).then(() => setCopied(true));
  };

  return (
    <div className={styles.builder}>
      <Form method="get" preventScrollReset className={styles.choices}>
        <Select
          name="category"
          label={t('develop.embed.category')}
          placeholder={t('develop.embed.any')}
          options={choices(options.categories)}
          value={value('category')}
          onChange={(e) => choose('category', e.target.value)}
        />
        <Select
          name="district"
          label={t('develop.embed.district')}
          placeholder={t('develop.embed.any')}
          options={choices(options.districts)}
          value={value('district')}
          onChange={(e) => choose('district', e.target.value)}
        />
        <Select
          name="club"
          label={t('develop.embed.club')}
          placeholder={t('develop.embed.any')}
          options={choices(options.clubs)}
          value={value('club')}
          onChange={(e) => choose('club', e.target.value)}
        />
        <Select
          name="lang"
          label={t('develop.embed.language')}
          options={[
            { value: 'de', label: 'Deutsch' },
            { value: 'en', label: 'English' },
          ]}
          value={lang}
          onChange={(e) => choose('lang', e.target.value)}
        />
        <Button type="submit" variant="secondary" className={styles.apply}>
          {t('develop.embed.apply')}
        </Button>
      </Form>
      <Textarea
        label={t('develop.embed.snippet')}
        hint={t('develop.embed.snippetHint')}
        value={snippet}
        readOnly
        rows={4}
        className={styles.snippet}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className={styles.copyRow}>
        <Button type="button" variant="secondary" onClick={copy}>
          {t('develop.embed.copy')}
        </Button>
        <span role="status">{copied ? t('develop.embed.copied') : ''}</span>
      </div>
      <h3 className={styles.previewTitle}>{t('develop.embed.preview')}</h3>
      <iframe key={preview} src={preview} title={title} className={styles.preview} loading="lazy" />
    </div>
  );
}

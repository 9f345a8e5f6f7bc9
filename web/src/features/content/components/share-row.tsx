import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useLocation } from 'react-router';
import { Link2, Mail } from 'lucide-react';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import styles from './detail.module.css';

type CopyState = 'idle' | 'copied' | 'failed';
const messageMs = 4000;

async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/**
 * Copy the link or send it by e-mail; the outcome is announced politely. `path` names another
 * address of the same thing (a summer course is shared as mitmachen/{slug}).
 */
export function ShareRow({ title, path }: { title: string; path?: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<CopyState>('idle');
  // The page's address without preview or other query: what a visitor would pass on.
  const { pathname } = useLocation();
  const origin = useHydrated() ? window.location.origin : '';
  const url = `${origin}${path ?? pathname}`;

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), messageMs);
    return () => window.clearTimeout(timer);
  }, [state]);

  const mailto = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`;

  return (
    <section className={styles.share} aria-labelledby="share-title">
      <h2 id="share-title" className={styles.shareTitle}>
        {t('share.title')}
      </h2>
      <div className={styles.shareActions}>
        <Button
          variant="secondary"
          size="sm"
          icon={<Link2 size={18} />}
          onClick={() => {
            copyText(url).then(
              () => setState('copied'),
              () => setState('failed'),
            );
          }}
        >
          {t('share.copy')}
        </Button>
        <a href={mailto} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          <Mail size={18} aria-hidden="true" />
          {t('share.email')}
        </a>
        <p role="status" className={styles.shareStatus}>
          {state === 'copied' ? t('share.copied') : state === 'failed' ? t('share.copyFailed') : ''}
        </p>
      </div>
    </section>
  );
}

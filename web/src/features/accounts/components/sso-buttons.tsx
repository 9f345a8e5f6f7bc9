import { useTranslation } from '../../../lib/i18n.ts';
import type { Settings } from '../../../../../domain/content/bundle.ts';
import { buttonClassName } from '../../../components/ui/button.tsx';
import styles from './sso-buttons.module.css';

export type SsoProvider = Settings['sso_providers'][number];

type SsoButtonsProps = {
  /** Providers to offer, in this order; the caller passes only configured ones. */
  providers: readonly SsoProvider[];
  /** Where the server sends the visitor after signing in (a path of this site). */
  redirect: string;
  /** 'login' says "Mit Google anmelden", 'register' says "Mit Google registrieren". */
  intent: 'login' | 'register';
};

/**
 * Single sign-on as plain links: /sso/{provider} is a server route that leaves for the
 * provider, so the browser must load it as a full page, not through the router.
 */
export function SsoButtons({ providers, redirect, intent }: SsoButtonsProps) {
  const { t } = useTranslation();
  if (providers.length === 0) return null;
  return (
    <div className={styles.sso}>
      <p className={styles.divider}>
        <span>{t('auth.sso.or')}</span>
      </p>
      <ul className={styles.list}>
        {providers.map((provider) => (
          <li key={provider}>
            <a
              className={`${buttonClassName({ variant: 'secondary', fullWidth: true })} ${styles.button}`}
              href={`/sso/${provider}?redirect=${encodeURIComponent(redirect)}`}
            >
              <ProviderMark provider={provider} />
              {t(`auth.sso.${intent}.${provider}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Small brand marks, drawn inline (no requests, no third-party scripts). */
function ProviderMark({ provider }: { provider: SsoProvider }) {
  const common = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true } as const;
  if (provider === 'google') {
    return (
      <svg {...common}>
        <path
          fill="#4285F4"
          d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.5 5.5 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z"
        />
        <path
          fill="#34A853"
          d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
        />
        <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
        <path
          fill="#EA4335"
          d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z"
        />
      </svg>
    );
  }
  if (provider === 'facebook') {
    return (
      <svg {...common}>
        <path
          fill="#1877F2"
          d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z"
        />
      </svg>
    );
  }
  return (
    <svg {...common}>
      <path
        fill="currentColor"
        d="M16.4 12.7c0-2.6 2.1-3.8 2.2-3.9a4.8 4.8 0 0 0-3.8-2c-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9A5 5 0 0 0 3.4 9.4c-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.6 1.3-.1 1.7-.8 3.3-.8 1.5 0 1.9.8 3.3.8 1.4 0 2.2-1.3 3-2.5.9-1.4 1.3-2.7 1.3-2.8-.1 0-2.4-1-2.4-4.2zM13.9 5.1c.7-.9 1.2-2 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.4z"
      />
    </svg>
  );
}

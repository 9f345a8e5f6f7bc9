import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import { Link } from 'react-router';
import { buttonClassName } from './ui/button.tsx';
import { useLocalePath } from '../lib/locale.ts';
import styles from './error-screen.module.css';

type ErrorScreenProps = {
  /** Big status number shown above the title, e.g. '404'. */
  code?: string;
  title: string;
  text: string;
  /** Extra action before the link to the start page, e.g. a reload button. */
  action?: ReactNode;
};

/** Shared frame of the 404, 403 and error screens: centred, calm, with a way back. */
export function ErrorScreen({ code, title, text, action }: ErrorScreenProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <section className={styles.screen} aria-labelledby="error-title">
      {code ? (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 id="error-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        {action}
        <Link
          to={to('/')}
          className={buttonClassName({ variant: action ? 'secondary' : 'primary' })}
        >
          {t('errors.backToStart')}
        </Link>
      </div>
    </section>
  );
}

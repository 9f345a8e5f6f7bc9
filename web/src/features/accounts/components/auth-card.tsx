import type { ReactNode } from 'react';
import styles from './auth-card.module.css';

type AuthCardProps = {
  title: ReactNode;
  /** One or two sentences under the heading. */
  lead?: ReactNode;
  children: ReactNode;
  /** Links to the neighbouring flows (login, register, forgot), under the card. */
  footer?: ReactNode;
};

/** The frame of the sign-in screens: one calm card on a brand-tinted band. */
export function AuthCard({ title, lead, children, footer }: AuthCardProps) {
  return (
    <div className={styles.band}>
      <div className={`container ${styles.inner}`}>
        <section className={styles.card}>
          <header className={styles.header}>
            <h1 className={styles.title}>{title}</h1>
            {lead ? <p className={styles.lead}>{lead}</p> : null}
          </header>
          {children}
        </section>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}

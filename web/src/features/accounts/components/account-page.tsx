import type { ReactNode } from 'react';
import styles from './account-page.module.css';

type Props = {
  title: string;
  intro?: ReactNode;
  /** Messages shown right under the title (success after a save, a verified e-mail). */
  notice?: ReactNode;
  /** Home uses the full container; forms keep a readable column. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
};

/** Frame of the account screens: a title band, then the screen's cards. */
export function AccountPage({ title, intro, notice, width = 'narrow', children }: Props) {
  return (
    <div className={styles.page}>
      <header className={styles.band}>
        <div className={`container ${styles.bandInner} ${styles[width]}`}>
          <h1 className={styles.title}>{title}</h1>
          {intro ? <p className={styles.lead}>{intro}</p> : null}
        </div>
      </header>
      <div className={`container ${styles.body} ${styles[width]}`}>
        {notice}
        {children}
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { PreviewLabel } from '../fragments/preview-label.tsx';
import styles from './page-layout.module.css';

type Props = { title: string; description?: string; preview?: boolean; children?: ReactNode };

/** Title band of editorial pages: h1, lead, and the preview label for editors. */
export function PageHeader({ title, description, preview, children }: Props) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.headerInner}`}>
        {preview ? <PreviewLabel /> : null}
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.lead}>{description}</p> : null}
        {children}
      </div>
    </header>
  );
}

import type { ReactNode } from 'react';
import styles from './fragments.module.css';

type Props = { anchor: string | undefined; children: ReactNode; className?: string };

/** The h2 of a fragment; its id is the anchor the table of contents links to. */
export function FragmentHeading({ anchor, children, className }: Props) {
  return (
    <h2
      id={anchor}
      tabIndex={anchor ? -1 : undefined}
      className={[styles.heading, className].filter(Boolean).join(' ')}
    >
      {children}
    </h2>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './pill-links.module.css';

export type PillLink = { key: string; to: string; label: ReactNode; current?: boolean };

/**
 * Links that narrow a list, as pills. The current one carries `aria-current="page"`, so a
 * screen reader announces which choice is shown; wrap the list in a labelled `<nav>`.
 */
export function PillLinks({ links }: { links: PillLink[] }) {
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.key}>
          <Link to={link.to} aria-current={link.current ? 'page' : undefined}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

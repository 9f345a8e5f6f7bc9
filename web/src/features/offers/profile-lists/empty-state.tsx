import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { useLocalePath } from '../../../lib/locale.ts';
import styles from './profile-lists.module.css';

type Props = {
  icon: ReactNode;
  title: string;
  text: string;
  action: { to: string; label: string; secondary?: boolean };
};

/** An empty list says so in the spec's words and points to where the list gets filled. */
export function EmptyState({ icon, title, text, action }: Props) {
  const localePath = useLocalePath();
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon}>{icon}</span>
      <p className={styles.emptyTitle}>{title}</p>
      <p className={styles.emptyText}>{text}</p>
      <Link
        to={localePath(action.to)}
        className={buttonClassName({ variant: action.secondary ? 'secondary' : 'accent' })}
      >
        {action.label}
      </Link>
    </div>
  );
}

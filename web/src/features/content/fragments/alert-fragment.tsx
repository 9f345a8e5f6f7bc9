import { TriangleAlert } from 'lucide-react';
import { RichText } from '../rich-text.tsx';
import type { FragmentProps } from './fragment-types.ts';
import styles from './alert-fragment.module.css';

/** An editorial notice. Static content, so no live region: it is read in page order. */
export function AlertFragment({ fragment, anchor }: FragmentProps<'alert'>) {
  const { title, copy } = fragment.content;
  return (
    <aside className={styles.alert} aria-labelledby={title.trim() ? anchor : undefined}>
      <TriangleAlert className={styles.icon} size={26} strokeWidth={2.25} aria-hidden="true" />
      <div className={styles.body}>
        {title.trim() ? (
          <h2 id={anchor} tabIndex={anchor ? -1 : undefined} className={styles.title}>
            {title}
          </h2>
        ) : null}
        <RichText copy={copy} />
      </div>
    </aside>
  );
}

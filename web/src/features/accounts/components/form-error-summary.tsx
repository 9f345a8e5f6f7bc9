import type { MouseEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import styles from './account-page.module.css';

export type SummaryItem = { id: string; label: string; message: string };

type Props = { title: string; items: SummaryItem[]; message?: string };

/**
 * The form's error block (spec/portal.md §8): every field problem once more, each linking to
 * its field, plus a message that belongs to no field. Announced as an alert when it appears.
 */
export function FormErrorSummary({ title, items, message }: Props) {
  if (items.length === 0 && !message) return null;

  function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
    // The router owns the URL: move focus ourselves instead of changing the hash.
    const field = document.getElementById(id);
    if (!field) return;
    event.preventDefault();
    field.focus();
    field.scrollIntoView?.({ block: 'center' });
  }

  return (
    <Alert tone="error" title={items.length ? title : undefined}>
      {message ? <p>{message}</p> : null}
      {items.length ? (
        <ul className={styles.summaryList}>
          {items.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`} onClick={(event) => focusField(event, item.id)}>
                {item.label}: {item.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}

import { useEffect, useRef, type MouseEvent } from 'react';
import { Alert } from '../ui/alert.tsx';
import styles from './error-summary.module.css';

export type SummaryItem = { id: string; label: string; message: string };

type Props = {
  title: string;
  items: SummaryItem[];
  /** A message that belongs to no field (a failed call, too many attempts). */
  message?: string;
  /** Bumped on every failed submit: the block takes focus each time, also with the same errors. */
  attempt: number;
};

/**
 * The form's error block (spec/portal.md §8): every field problem once more, each linking to
 * its field, plus a message of no field. After a failed submit it takes focus, so keyboard and
 * screen-reader users start from the list of what to fix; the links take them to each field.
 */
export function ErrorSummary({ title, items, message, attempt }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const focused = useRef(0);
  const empty = items.length === 0 && !message;
  // The failed attempt may be counted a render before its errors arrive (react-hook-form
  // reports invalid first): focus once there is something to read, once per attempt.
  useEffect(() => {
    if (attempt > focused.current && !empty) {
      focused.current = attempt;
      ref.current?.focus();
    }
  }, [attempt, empty]);

  function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
    // The router owns the URL: move focus ourselves instead of changing the hash.
    const field = document.getElementById(id);
    if (!field) return;
    event.preventDefault();
    field.focus();
    field.scrollIntoView?.({ block: 'center' });
  }

  return (
    <div ref={ref} tabIndex={-1} className={styles.summary}>
      {empty ? null : (
        <Alert tone="error" title={items.length ? title : undefined}>
          {message ? <p>{message}</p> : null}
          {items.length ? (
            <ul className={styles.list}>
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
      )}
    </div>
  );
}

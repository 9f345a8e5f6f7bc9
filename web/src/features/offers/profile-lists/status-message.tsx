import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './profile-lists.module.css';

type Message = { text: string };

/** The message after a deletion; a new object each time, so a repeat still moves focus. */
export function useStatus(): [Message | null, (text: string) => void] {
  const [message, setMessage] = useState<Message | null>(null);
  const announce = useCallback((text: string) => setMessage({ text }), []);
  return [message, announce];
}

/**
 * A polite live region that also takes focus when its message changes: the deleted item's
 * button is gone, so focus would otherwise fall to the page's start once the dialog closes.
 * The effect runs after the dialog has released the page (the dialog's cleanup runs first).
 */
export function StatusMessage({ message }: { message: Message | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  return (
    <p ref={ref} role="status" tabIndex={-1} className={styles.status}>
      {message?.text ?? ''}
    </p>
  );
}

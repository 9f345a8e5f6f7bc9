import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import styles from './faq-item.module.css';

type Props = { question: string; children: ReactNode };

/**
 * One question and its answer as the browser's own disclosure (`<details>`): it opens with
 * a click, Enter or Space before the app has taken over and without JavaScript at all, and
 * assistive technology announces it as expanded or collapsed. Closed at first; answers
 * open independently.
 */
export function FaqQuestion({ question, children }: Props) {
  return (
    <details className={styles.item}>
      <summary className={styles.summary}>
        <h3 className={styles.question}>{question}</h3>
        <ChevronDown className={styles.chevron} size={22} aria-hidden="true" />
      </summary>
      <div className={styles.answer}>{children}</div>
    </details>
  );
}

import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import styles from './accordion-item.module.css';

type Props = {
  title: string;
  /** Heading level of the title; the button sits inside the heading (WAI-ARIA accordion). */
  level?: 2 | 3;
  /** Id of the heading, e.g. the fragment's anchor for the table of contents. */
  headingId?: string;
  children: ReactNode;
};

/**
 * One disclosure of an accordion: a button with aria-expanded and aria-controls inside a
 * heading, and a region labelled by that button. Closed at first; items open independently.
 */
export function AccordionItem({ title, level = 3, headingId, children }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.item} data-open={open || undefined}>
      <Heading id={headingId} tabIndex={headingId ? -1 : undefined} className={styles.heading}>
        <button
          type="button"
          id={buttonId}
          className={styles.button}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className={styles.title}>{title}</span>
          <ChevronDown className={styles.chevron} size={22} aria-hidden="true" />
        </button>
      </Heading>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        className={styles.panel}
        hidden={!open}
      >
        {children}
      </div>
    </div>
  );
}

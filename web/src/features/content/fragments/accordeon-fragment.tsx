import { AccordionItem } from '../components/accordion-item.tsx';
import { RichText } from '../rich-text.tsx';
import type { FragmentProps } from './fragment-types.ts';
import styles from './accordeon-fragment.module.css';

export function AccordeonFragment({ fragment, anchor }: FragmentProps<'accordeon'>) {
  const { title, copy } = fragment.content;
  return (
    <div className={styles.accordeon}>
      <AccordionItem title={title} level={2} headingId={anchor}>
        <RichText copy={copy} />
      </AccordionItem>
    </div>
  );
}

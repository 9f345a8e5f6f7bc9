import { useTranslation } from '../../../lib/i18n.ts';
import type { Fragment } from '../../../../../domain/content/fragments.ts';
import { FragmentHeading } from './fragment-heading.tsx';
import { titleOf, type FragmentProps } from './fragment-types.ts';
import styles from './toc-fragment.module.css';

type Props = FragmentProps<'toc'> & {
  /** The list the toc belongs to: it only links to headings on this page. */
  fragments: Fragment[];
  anchors: Map<number, string>;
};

/** Links to the headings of the listed fragments; ids not on the page are skipped. */
export function TocFragment({ fragment, anchor, fragments, anchors }: Props) {
  const { t } = useTranslation();
  const { title, fragments: ids } = fragment.content;
  const entries = ids.flatMap((id) => {
    const target = fragments.find((f) => f.id === id);
    const targetAnchor = anchors.get(id);
    const text = target ? titleOf(target) : undefined;
    return target && targetAnchor && text ? [{ id, anchor: targetAnchor, text }] : [];
  });
  if (entries.length === 0) return null;
  const heading = title.trim();

  // The browser scrolls to the heading itself; moving focus there as well lets keyboard and
  // screen reader users go on reading from the heading instead of from the link.
  function focusTarget(target: string) {
    window.requestAnimationFrame(() => {
      document.getElementById(target)?.focus({ preventScroll: true });
    });
  }

  return (
    <nav
      className={styles.toc}
      aria-labelledby={heading ? anchor : undefined}
      aria-label={heading ? undefined : t('fragments.toc.label')}
    >
      {heading ? (
        <FragmentHeading anchor={anchor} className={styles.title}>
          {heading}
        </FragmentHeading>
      ) : null}
      <ol className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${encodeURIComponent(entry.anchor)}`}
              className={styles.link}
              onClick={() => focusTarget(entry.anchor)}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

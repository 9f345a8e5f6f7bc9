import { isLongQuote } from '../../../../../domain/content/fragment-rules.ts';
import type { FragmentProps } from './fragment-types.ts';
import styles from './quote-fragment.module.css';

/** A quote with its source; long ones (above 200 characters, spec §9) get calmer type. */
export function QuoteFragment({ fragment }: FragmentProps<'quote'>) {
  const { quote, subline, image, alt } = fragment.content;
  const long = isLongQuote(quote);
  return (
    <figure
      className={`${styles.quote} ${long ? styles.long : styles.short}`}
      data-long={long || undefined}
    >
      {image ? (
        <img
          className={styles.portrait}
          src={image}
          alt={alt ?? ''}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className={styles.body}>
        <blockquote className={styles.text}>
          <p>{quote}</p>
        </blockquote>
        {subline ? <figcaption className={styles.subline}>{subline}</figcaption> : null}
      </div>
    </figure>
  );
}

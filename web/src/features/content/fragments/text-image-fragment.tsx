import { RichText } from '../rich-text.tsx';
import { FragmentHeading } from './fragment-heading.tsx';
import { FragmentImage } from './fragment-image.tsx';
import type { FragmentProps } from './fragment-types.ts';
import styles from './text-image-fragment.module.css';

/**
 * Text beside an image on wide screens (image_position left or right), above or below it on
 * phones (image_position_mobile). The text comes first in reading order either way.
 */
export function TextImageFragment({ fragment, anchor }: FragmentProps<'text-image'>) {
  const {
    title,
    copy,
    image_position: desktop,
    image_position_mobile: mobile,
    ...fields
  } = fragment.content;
  const classes = [
    styles.textImage,
    desktop === 'left' ? styles.imageLeft : styles.imageRight,
    mobile === 'top' ? styles.imageTop : styles.imageBottom,
  ];
  return (
    <div
      className={classes.join(' ')}
      data-image-position={desktop}
      data-image-position-mobile={mobile}
    >
      <div className={styles.text}>
        {title.trim() ? <FragmentHeading anchor={anchor}>{title}</FragmentHeading> : null}
        <RichText copy={copy} />
      </div>
      <FragmentImage fields={fields} className={styles.media} />
    </div>
  );
}

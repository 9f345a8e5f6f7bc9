import { useTranslation } from '../../../lib/i18n.ts';
import { RichText } from '../rich-text.tsx';
import { FragmentHeading } from './fragment-heading.tsx';
import type { FragmentProps } from './fragment-types.ts';
import { Slider } from './slider.tsx';
import fragmentStyles from './fragments.module.css';
import styles from './slider-image-fragment.module.css';

export function SliderImageFragment({ fragment, anchor }: FragmentProps<'slider-image'>) {
  const { t } = useTranslation();
  const { title, copy, items } = fragment.content;
  const slides = items.map((item, i) => (
    <figure key={i} className={styles.figure}>
      <img
        className={styles.image}
        src={item.image}
        alt={item.alt}
        loading="lazy"
        decoding="async"
      />
      {item.image_caption || item.subline ? (
        <figcaption className={styles.caption}>
          {item.image_caption ? (
            <span className={styles.captionText}>{item.image_caption}</span>
          ) : null}
          {item.subline ? <span className={styles.subline}>{item.subline}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  ));
  return (
    <>
      {title.trim() ? <FragmentHeading anchor={anchor}>{title}</FragmentHeading> : null}
      {copy.trim() ? <RichText copy={copy} className={fragmentStyles.intro} /> : null}
      <Slider
        labelledBy={title.trim() ? anchor : undefined}
        label={t('fragments.slider.imagesLabel')}
        slideLabel={(number, total) => t('fragments.slider.image', { number, total })}
        previousLabel={t('fragments.slider.previousImage')}
        nextLabel={t('fragments.slider.nextImage')}
        slides={slides}
      />
    </>
  );
}

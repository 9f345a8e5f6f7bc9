import { useTranslation } from '../../../lib/i18n.ts';
import { RichText } from '../rich-text.tsx';
import { FragmentHeading } from './fragment-heading.tsx';
import type { FragmentProps } from './fragment-types.ts';
import { Slider } from './slider.tsx';
import fragmentStyles from './fragments.module.css';
import styles from './infobox-slider-fragment.module.css';

export function InfoboxSliderFragment({ fragment, anchor }: FragmentProps<'infobox-slider'>) {
  const { t } = useTranslation();
  const { title, copy, items } = fragment.content;
  const slides = items.map((item, i) => (
    <div key={i} className={styles.box}>
      <h3 className={styles.title}>{item.title}</h3>
      <RichText copy={item.copy} />
    </div>
  ));
  return (
    <>
      {title.trim() ? <FragmentHeading anchor={anchor}>{title}</FragmentHeading> : null}
      {copy.trim() ? <RichText copy={copy} className={fragmentStyles.intro} /> : null}
      <Slider
        labelledBy={title.trim() ? anchor : undefined}
        label={t('fragments.slider.infoLabel')}
        slideLabel={(number, total) => t('fragments.slider.info', { number, total })}
        previousLabel={t('fragments.slider.previousInfo')}
        nextLabel={t('fragments.slider.nextInfo')}
        slides={slides}
      />
    </>
  );
}

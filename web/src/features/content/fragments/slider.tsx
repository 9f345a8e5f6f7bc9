import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useSlides } from '../components/use-slides.ts';
import styles from './slider.module.css';
import round from '../../../components/ui/round-button.module.css';

type Props = {
  /** Id of the heading that names the carousel; without one, `label` names it. */
  labelledBy?: string;
  label: string;
  /** "Bild 1 von 3": the name of each slide. */
  slideLabel: (number: number, total: number) => string;
  previousLabel: string;
  nextLabel: string;
  slides: ReactNode[];
};

/**
 * A carousel that only moves when asked (no auto-advance): previous/next buttons, swipe, and
 * a polite announcement of the new slide. All slides share one grid cell, so the height
 * never jumps; hidden slides are inert and out of the accessibility tree.
 */
export function Slider({ labelledBy, label, slideLabel, previousLabel, nextLabel, slides }: Props) {
  const { t } = useTranslation();
  const count = slides.length;
  const { current, go, swipe } = useSlides(count);
  if (count === 0) return null;

  return (
    <section
      className={styles.slider}
      aria-roledescription={t('fragments.slider.carousel')}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      {...swipe}
    >
      <div className={styles.slides} aria-live="polite">
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription={t('fragments.slider.slide')}
            aria-label={slideLabel(i + 1, count)}
            aria-hidden={i === current ? undefined : true}
            inert={i !== current}
            className={`${styles.slide} ${i === current ? '' : styles.inactive}`}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={round.round}
            onClick={() => go(current - 1)}
            aria-label={previousLabel}
          >
            <ChevronLeft size={22} aria-hidden="true" />
          </button>
          <p className={styles.counter} aria-hidden="true">
            {current + 1} / {count}
          </p>
          <button
            type="button"
            className={round.round}
            onClick={() => go(current + 1)}
            aria-label={nextLabel}
          >
            <ChevronRight size={22} aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </section>
  );
}

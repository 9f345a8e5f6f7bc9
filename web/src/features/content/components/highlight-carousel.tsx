import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type { Highlight } from '../../../../../domain/content/bundle.ts';
import { usePrefersReducedMotion } from '../../../lib/motion.ts';
import { HighlightSlide, isVideo } from './highlight-slide.tsx';
import { useSlides } from './use-slides.ts';
import styles from './highlight-carousel.module.css';
import round from '../../../components/ui/round-button.module.css';

/** spec/portal.md §9: "Carousel auto-advance 7000 ms". */
export const carouselIntervalMs = 7000;

type Props = { highlights: Highlight[] };

/**
 * The highlights on the start page. It turns every 7 s and loops until the visitor does
 * anything inside it (click, focus, key, swipe); it never turns by itself when the system
 * asks for reduced motion. A pause button stops rotation and videos (WCAG 2.2.2).
 */
export function HighlightCarousel({ highlights }: Props) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const [interacted, setInteracted] = useState(false);
  const [paused, setPaused] = useState(false);
  const headingId = useId();
  const count = highlights.length;
  const { current, go, setIndex, swipe } = useSlides(count);
  const hasVideo = highlights.some((h) => isVideo(h.file));
  const rotating = count > 1 && !reducedMotion && !interacted && !paused;
  const motionOn = !reducedMotion && !paused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), carouselIntervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count, setIndex]);

  if (count === 0) return null;

  // The pause button is the way to restart, so touching it must not count as "stop".
  function stopOnInteraction(event: SyntheticEvent) {
    if ((event.target as Element).closest?.('[data-rotation-control]')) return;
    setInteracted(true);
  }

  const showControl = !reducedMotion && (count > 1 || hasVideo);
  const playing = rotating || (hasVideo && motionOn);

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      onPointerDown={stopOnInteraction}
      // Screen readers activate with a bare click, without pointer or focus events.
      onClick={stopOnInteraction}
      onFocus={stopOnInteraction}
      onKeyDown={stopOnInteraction}
      {...swipe}
    >
      <h2 id={headingId} className="visually-hidden">
        {t('home.highlights')}
      </h2>
      <div className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {highlights.map((highlight, i) => (
          <HighlightSlide
            key={highlight.id}
            highlight={highlight}
            active={i === current}
            first={i === 0}
            playVideo={motionOn}
            label={t('home.carousel.slide', { number: i + 1, total: count })}
          />
        ))}
      </div>

      {count > 1 || showControl ? (
        <div className={styles.controls}>
          {showControl ? (
            <button
              type="button"
              className={round.round}
              data-rotation-control
              onClick={() => {
                if (playing) {
                  setPaused(true);
                } else {
                  setPaused(false);
                  setInteracted(false);
                }
              }}
            >
              {playing ? <Pause size={20} /> : <Play size={20} />}
              <span className="visually-hidden">
                {playing ? t('home.carousel.pause') : t('home.carousel.play')}
              </span>
            </button>
          ) : null}
          {count > 1 ? (
            <>
              <button
                type="button"
                className={round.round}
                onClick={() => go(current - 1)}
                aria-label={t('home.carousel.previous')}
              >
                <ChevronLeft size={22} />
              </button>
              <ul className={styles.dots}>
                {highlights.map((highlight, i) => (
                  <li key={highlight.id}>
                    <button
                      type="button"
                      className={styles.dot}
                      aria-current={i === current ? 'true' : undefined}
                      aria-label={t('home.carousel.goTo', {
                        number: i + 1,
                        title: highlight.title,
                      })}
                      onClick={() => go(i)}
                    />
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className={round.round}
                onClick={() => go(current + 1)}
                aria-label={t('home.carousel.next')}
              >
                <ChevronRight size={22} />
              </button>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

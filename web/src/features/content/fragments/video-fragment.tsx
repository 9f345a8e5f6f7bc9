import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { FragmentHeading } from './fragment-heading.tsx';
import type { FragmentProps } from './fragment-types.ts';
import styles from './video-fragment.module.css';

/** Phones get the mobile file and poster; the browser picks the source by this query. */
export const mobileVideoQuery = '(max-width: 767px)';

function subscribe(listener: () => void) {
  const list =
    typeof window.matchMedia === 'function' ? window.matchMedia(mobileVideoQuery) : undefined;
  list?.addEventListener?.('change', listener);
  return () => list?.removeEventListener?.('change', listener);
}
const isMobile = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(mobileVideoQuery).matches;

/**
 * An editorial video: the visitor starts it (controls, no autoplay); muted and inline so a
 * phone does not jump to full screen. <source media> picks the file; the poster follows.
 */
export function VideoFragment({ fragment, anchor }: FragmentProps<'video'>) {
  const { t } = useTranslation();
  const mobile = useSyncExternalStore(subscribe, isMobile, () => false);
  const {
    title,
    video_desktop: desktop,
    video_mobile: mobileSrc,
    poster_desktop,
    poster_mobile,
  } = fragment.content;
  const heading = title?.trim();
  return (
    <figure className={styles.figure}>
      {heading ? <FragmentHeading anchor={anchor}>{heading}</FragmentHeading> : null}
      <video
        className={styles.video}
        controls
        muted
        playsInline
        preload="none"
        poster={mobile ? poster_mobile : poster_desktop}
        aria-label={heading || t('fragments.video.label')}
      >
        <source src={mobileSrc} media={mobileVideoQuery} type="video/mp4" />
        <source src={desktop} type="video/mp4" />
        {t('fragments.video.unsupported')}
      </video>
    </figure>
  );
}

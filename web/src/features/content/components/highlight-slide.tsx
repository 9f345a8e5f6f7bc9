import { useEffect, useRef } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { ArrowRight, ExternalLink } from 'lucide-react';
import type { Highlight } from '../../../../../domain/content/bundle.ts';
import { plainText } from '../../../lib/format.ts';
import { useLocalePath } from '../../../lib/locale.ts';
import styles from './highlight-carousel.module.css';

/** Highlights carry an image or an mp4 video in the same field. */
export function isVideo(file: string): boolean {
  return /\.mp4($|[?#])/i.test(file);
}

type Props = {
  highlight: Highlight;
  active: boolean;
  /** The first slide is the largest paint of the page: load it at once. */
  first: boolean;
  playVideo: boolean;
  label: string;
};

export function HighlightSlide({ highlight, active, first, playVideo, label }: Props) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const videoRef = useRef<HTMLVideoElement>(null);
  const video = isVideo(highlight.file);
  const text = plainText(highlight.richtext);
  // A video's poster is the page's largest paint, but browsers fetch posters late and low:
  // ask for it first (React puts the hint in the page's HTML).
  if (first && video && highlight.poster) {
    preload(highlight.poster, { as: 'image', fetchPriority: 'high' });
  }

  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    if (active && playVideo) {
      // Browsers may refuse autoplay (data saver); the poster stays, which is fine.
      element.play?.()?.catch?.(() => undefined);
    } else {
      element.pause?.();
    }
  }, [active, playVideo]);

  const external = highlight.type === 'external' && highlight.external_url;
  const href = external ? highlight.external_url : highlight.internal_url;

  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      // Every slide keeps its place in the grid so the carousel never changes height;
      // the inactive ones are invisible, unfocusable and silent.
      aria-hidden={active ? undefined : true}
      inert={!active}
      data-active={active || undefined}
      className={`${styles.slide} ${active ? '' : styles.inactive}`}
    >
      <div className={`${styles.media} ${highlight.gradient ? styles.gradient : ''}`}>
        {video ? (
          <video
            ref={videoRef}
            className={styles.image}
            src={highlight.file}
            poster={highlight.poster ?? undefined}
            width={600}
            height={325}
            muted
            loop
            playsInline
            // The poster carries the first view; the film loads when it starts playing.
            preload={first ? 'metadata' : 'none'}
            aria-label={highlight.file_alt || undefined}
          />
        ) : (
          <img
            className={styles.image}
            src={highlight.file}
            alt={highlight.file_alt}
            width={600}
            height={325}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
          />
        )}
        {highlight.file_caption ? (
          <span className={styles.caption}>{highlight.file_caption}</span>
        ) : null}
      </div>
      <div className={styles.content}>
        {highlight.topline ? <p className={styles.topline}>{highlight.topline}</p> : null}
        <h3 className={styles.title}>{highlight.title}</h3>
        {text ? <p className={styles.text}>{text}</p> : null}
        {href && external ? (
          <a href={href} target="_blank" rel="noopener noreferrer" className={styles.more}>
            {t('home.more')}
            <span className="visually-hidden">
              : {highlight.title} {t('ui.newWindow')}
            </span>
            <ExternalLink size={18} />
          </a>
        ) : href ? (
          <Link to={localePath(href)} className={styles.more}>
            {t('home.more')}
            <span className="visually-hidden">: {highlight.title}</span>
            <ArrowRight size={18} />
          </Link>
        ) : null}
      </div>
    </div>
  );
}

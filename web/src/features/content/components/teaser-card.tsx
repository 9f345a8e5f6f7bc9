import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import styles from './teaser-card.module.css';

type TeaserCardProps = {
  title: string;
  /** App path (already localised) or, with `external`, a full URL opened in a new tab. */
  href: string;
  external?: boolean;
  image: string;
  /** Teaser images have no alt text of their own: the caption or nothing (decorative). */
  imageAlt: string;
  copyright?: string;
  meta?: ReactNode;
  text?: string;
  /** Something over the image's corner, e.g. a date badge. */
  badge?: ReactNode;
  /** Editors' flag: a dark gradient over the image, for bright pictures. */
  gradient?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The first card of a list that opens its page: its image is the page's largest, load it first. */
  priority?: boolean;
};

/** A card whose whole surface opens the teaser; the link itself is the title. */
export function TeaserCard({
  title,
  href,
  external,
  image,
  imageAlt,
  copyright,
  meta,
  text,
  badge,
  gradient,
  headingLevel: Heading = 'h3',
  priority = false,
}: TeaserCardProps) {
  const { t } = useTranslation();
  return (
    <article className={styles.card}>
      <div className={`${styles.media} ${gradient ? styles.gradient : ''}`}>
        <img
          src={image}
          alt={imageAlt}
          width={680}
          height={400}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className={styles.image}
        />
        {badge}
        {copyright ? <small className={styles.copyright}>© {copyright}</small> : null}
      </div>
      <div className={styles.body}>
        {meta ? <div className={styles.meta}>{meta}</div> : null}
        <Heading className={styles.title}>
          {external ? (
            <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {title}
              <ExternalLink size={16} className={styles.externalIcon} />
              <span className="visually-hidden"> {t('ui.newWindow')}</span>
            </a>
          ) : (
            <Link to={href} className={styles.link}>
              {title}
            </Link>
          )}
        </Heading>
        {text ? <p className={styles.text}>{text}</p> : null}
      </div>
    </article>
  );
}

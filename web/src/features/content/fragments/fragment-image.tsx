import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { useLocalePath } from '../../../lib/locale.ts';
import { isInternalPath, safeHref } from '../rich-text.tsx';
import styles from './fragment-image.module.css';

export type ImageFields = {
  image: string;
  alt: string;
  image_url?: string | null;
  image_caption?: string;
  image_gradient?: boolean;
  image_label?: string;
};

type Props = { fields: ImageFields; className?: string };

/** Image of the image and text-image templates: gradient, label badge, caption, link. */
export function FragmentImage({ fields, className }: Props) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const {
    image,
    alt,
    image_caption: caption,
    image_gradient: gradient,
    image_label: label,
  } = fields;
  const href = fields.image_url ? safeHref(fields.image_url) : undefined;

  const picture = (
    <span className={`${styles.frame} ${gradient ? styles.gradient : ''}`}>
      <img className={styles.image} src={image} alt={alt} loading="lazy" decoding="async" />
      {label ? <span className={styles.label}>{label}</span> : null}
    </span>
  );

  let media = picture;
  if (href && isInternalPath(href)) {
    media = (
      <Link to={localePath(href)} className={styles.link}>
        {picture}
      </Link>
    );
  } else if (href && /^https?:/i.test(href)) {
    media = (
      <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {picture}
        <span className="visually-hidden"> {t('ui.newWindow')}</span>
      </a>
    );
  } else if (href) {
    media = (
      <a href={href} className={styles.link}>
        {picture}
      </a>
    );
  }

  return (
    <figure className={[styles.figure, className].filter(Boolean).join(' ')}>
      {media}
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}

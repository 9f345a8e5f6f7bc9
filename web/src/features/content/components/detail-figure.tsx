import { useTranslation } from '../../../lib/i18n.ts';
import styles from './detail.module.css';

type Props = { src: string; alt: string; caption: string; copyright: string };

/** The large picture of an article or event, with its caption and credit. */
export function DetailFigure({ src, alt, caption, copyright }: Props) {
  const { t } = useTranslation();
  if (!src) return null;
  return (
    <figure className={styles.figure}>
      <div className={styles.imageFrame}>
        <img
          src={src}
          alt={alt}
          width={680}
          height={400}
          className={styles.image}
          fetchPriority="high"
          decoding="async"
        />
      </div>
      {caption || copyright ? (
        <figcaption className={styles.figcaption}>
          {caption ? <span>{caption}</span> : null}
          {copyright ? <span>{t('detail.copyright', { name: copyright })}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}

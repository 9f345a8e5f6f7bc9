import { useTranslation } from '../../../lib/i18n.ts';
import type { OfferDetail } from '../../../../../domain/offers/types.ts';
import styles from './offer-image.module.css';

/** spec/offers.md §9: images are shown at 700 × 450; the box keeps that shape while loading. */
const shown = { width: 700, height: 450 } as const;

type Props = { offer: OfferDetail; inPanel: boolean };

/**
 * The offer's picture with its subline. An upload has an 800 px and a 2400 px variant
 * (features/media): the browser picks by the width the picture takes, which is the panel's
 * 26rem beside the map from 64rem up, and at most the page's 48rem otherwise. In the panel
 * it sits below the title and facts scroll after it, so it may wait until it is near; on
 * the page it is the first thing below the title and loads at once.
 */
export function OfferImage({ offer, inPanel }: Props) {
  const { t } = useTranslation();
  if (!offer.image) return null;
  const mid = offer.image_mid;
  const sizes = inPanel ? '(min-width: 64rem) 26rem, 100vw' : '(min-width: 48rem) 48rem, 100vw';
  return (
    <figure className={styles.figure}>
      <img
        className={styles.image}
        src={mid ?? offer.image}
        srcSet={mid ? `${mid} 800w, ${offer.image} 2400w` : undefined}
        sizes={mid ? sizes : undefined}
        width={shown.width}
        height={shown.height}
        alt={t('offerDetail.image', { title: offer.title })}
        loading={inPanel ? 'lazy' : undefined}
        decoding="async"
      />
      {offer.image_subline ? (
        <figcaption className={styles.caption}>{offer.image_subline}</figcaption>
      ) : null}
    </figure>
  );
}

import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { ArrowRight, MapPin } from 'lucide-react';
import { detailSegment } from '../../../../../domain/offers/constants.ts';
import { formatDistanceKm, haversineKm } from '../../../../../domain/offers/distance.ts';
import type { Nearby } from '../../../../../domain/offers/filter.ts';
import type { OfferSummary } from '../../../../../domain/offers/types.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { useLocalePath } from '../../../lib/locale.ts';
import type { OfferRef } from '../state/use-focus-link.ts';
import styles from './offer-list.module.css';

type Props = {
  offer: OfferSummary;
  nearby: Nearby | null;
  onDetails: (offer: OfferRef) => void;
};

/** Path of an offer's public detail page (spec/offers.md §2), without the locale prefix. */
export function offerDetailPath(offer: Pick<OfferSummary, 'type' | 'slug'>) {
  return `/angebot/${detailSegment[offer.type]}/${offer.slug}`;
}

/** One entry of the list: what it is, where, how far, and the way to its details. */
export function OfferListItem({ offer, nearby, onDetails }: Props) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  // Computed here from the offer's own point, so it matches the place the visitor chose.
  const km = nearby
    ? haversineKm(nearby, { lat: offer.map_latitude, lng: offer.map_longitude })
    : null;

  return (
    <article className={styles.item}>
      <div className={styles.itemHead}>
        <span className={`${styles.type} ${styles[offer.type]}`}>
          {t(`offers.types.${offer.type}`)}
        </span>
        {km !== null ? (
          <span className={styles.distance}>
            <span className="visually-hidden">{t('offers.list.distance')} </span>
            {formatDistanceKm(km)}
          </span>
        ) : null}
      </div>
      <h3 className={styles.itemTitle}>
        <Link to={localePath(offerDetailPath(offer))}>{offer.title}</Link>
      </h3>
      <p className={styles.address}>
        <MapPin size={18} aria-hidden="true" className={styles.pin} />
        <span>
          {offer.address_line1}
          <br />
          {offer.address_line2}
        </span>
      </p>
      {offer.free_offer || offer.barrier_free ? (
        <p className={styles.badges}>
          {offer.free_offer ? (
            <Badge tone="success">{t('offers.attributes.free_offer')}</Badge>
          ) : null}
          {offer.barrier_free ? (
            <Badge tone="info">{t('offers.attributes.barrier_free')}</Badge>
          ) : null}
        </p>
      ) : null}
      {offer.shortened_description ? (
        <p className={styles.description}>{offer.shortened_description}</p>
      ) : null}
      <div className={styles.itemActions}>
        <button
          type="button"
          className={styles.detailsButton}
          aria-haspopup="dialog"
          onClick={() => onDetails({ id: offer.id, type: offer.type })}
        >
          {t('offers.list.details')}
          <span className="visually-hidden">: {offer.title}</span>
        </button>
        <Link to={localePath(offerDetailPath(offer))} className={styles.more}>
          {t('offers.list.page')}
          <span className="visually-hidden">: {offer.title}</span>
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}

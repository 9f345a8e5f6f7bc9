import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { useLocalePath } from '../../../lib/locale.ts';
import { detailPath } from './detail-path.ts';
import type { ViewProps } from './offer-view.tsx';
import {
  AddressFact,
  CategoriesFact,
  Description,
  ExternalLink,
  Fact,
  Flags,
  safeUrl,
} from './parts.tsx';
import styles from './detail.module.css';

/**
 * club: description, address, offered sports, website (spec/offers.md §2); its image comes
 * before, as for every type (OfferView).
 */
export function ClubView({ offer }: ViewProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const website = safeUrl(offer.contact_url ?? offer.club?.contact_url);
  return (
    <>
      <Description text={offer.description} />
      <dl className={styles.facts}>
        <AddressFact offer={offer} />
        <CategoriesFact offer={offer} label={t('offerDetail.sports')} />
        {offer.places.length > 0 ? (
          <Fact label={t('offerDetail.places')}>
            <ul className={styles.links}>
              {offer.places.map((place) => (
                <li key={place.id}>
                  <Link to={localePath(detailPath(place))}>{place.title}</Link>
                </li>
              ))}
            </ul>
          </Fact>
        ) : null}
      </dl>
      {website ? (
        <ul className={styles.links}>
          <li>
            <ExternalLink href={website}>{t('offerDetail.website')}</ExternalLink>
          </li>
        </ul>
      ) : null}
    </>
  );
}

/** place: its club (named and linked), address, sports, barrier-free flag, the club's website. */
export function PlaceView({ offer }: ViewProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const website = safeUrl(offer.club?.contact_url);
  return (
    <>
      <Flags offer={offer} free={false} />
      <dl className={styles.facts}>
        {offer.club ? (
          <Fact label={t('offerDetail.club')}>
            <Link to={localePath(detailPath({ type: 'club', slug: offer.club.slug }))}>
              {offer.club.title}
            </Link>
          </Fact>
        ) : null}
        <AddressFact offer={offer} />
        <CategoriesFact offer={offer} label={t('offerDetail.sports')} />
      </dl>
      {website ? (
        <ul className={styles.links}>
          <li>
            <ExternalLink href={website}>{t('offerDetail.clubWebsite')}</ExternalLink>
          </li>
        </ul>
      ) : null}
    </>
  );
}

import { useTranslation } from '../../../lib/i18n.ts';
import type { OfferDetail } from '../../../../../domain/offers/types.ts';
import { BadgeCheck } from 'lucide-react';
import { ClubView, PlaceView } from './club-views.tsx';
import { EntryView } from './entry-view.tsx';
import { SpotView } from './spot-view.tsx';
import { SummereventView } from './summerevent-view.tsx';
import { OfferImage } from './offer-image.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import styles from './detail.module.css';

export type ViewProps = {
  offer: OfferDetail;
  /** In the panel, entries link to their own page; on that page they do not. */
  inPanel: boolean;
};

type Props = ViewProps & { headingLevel: 1 | 2; titleId?: string };

/** Logo and title, then the body of the offer's type (spec/offers.md §2 Detail panel). */
export function OfferView({ offer, inPanel, headingLevel, titleId }: Props) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const logo = offer.type === 'club' || offer.type === 'place' ? offer.club?.logo : null;
  const clubTitle = offer.club?.title ?? offer.title;
  return (
    <div className={styles.view}>
      <div className={styles.heading}>
        {logo ? (
          <img
            className={styles.logo}
            src={logo}
            alt={t('offerDetail.logo', { title: clubTitle })}
            loading="lazy"
          />
        ) : null}
        <Heading id={titleId} className={styles.title} tabIndex={-1}>
          {offer.title}
          {offer.type === 'club' && offer.club?.approved ? (
            <BadgeCheck
              size={22}
              role="img"
              aria-label={t('offerDetail.verified')}
              style={{ marginInlineStart: 'var(--space-2)', verticalAlign: 'middle' }}
            />
          ) : null}
        </Heading>
      </div>
      {offer.hidden ? (
        // Only the owner receives a hidden offer; they should know why nobody else sees it.
        <Alert tone="warning" title={t('offerDetail.hidden.title')}>
          {t('offerDetail.hidden.body', { reason: offer.hidden.reason })}
        </Alert>
      ) : null}
      {offer.awaiting_review ? (
        // Only the owner receives a held offer (decision 041); it waits for a moderator.
        <Alert tone="info" title={t('offerDetail.review.title')}>
          {t('offerDetail.review.body')}
        </Alert>
      ) : null}
      {/* Summer courses show theirs on the course page (features/summer). */}
      {offer.type !== 'summerevent' ? <OfferImage offer={offer} inPanel={inPanel} /> : null}
      {offer.type === 'club' ? <ClubView offer={offer} inPanel={inPanel} /> : null}
      {offer.type === 'place' ? <PlaceView offer={offer} inPanel={inPanel} /> : null}
      {offer.type === 'entry' ? <EntryView offer={offer} inPanel={inPanel} /> : null}
      {offer.type === 'spot' ? <SpotView offer={offer} inPanel={inPanel} /> : null}
      {offer.type === 'summerevent' ? <SummereventView offer={offer} inPanel={inPanel} /> : null}
    </div>
  );
}

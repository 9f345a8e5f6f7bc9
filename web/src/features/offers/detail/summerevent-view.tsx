import { useTranslation } from '../../../lib/i18n.ts';
import { describeSchedule } from '../../../../../domain/offers/schedule.ts';
import { Link } from 'react-router';
import { useLocale, useLocalePath } from '../../../lib/locale.ts';
import type { ViewProps } from './offer-view.tsx';
import { AddressFact, CategoriesFact, Description, ExternalLink, Fact, safeUrl } from './parts.tsx';
import styles from './detail.module.css';

/** summerevent: organizer, dates and the way to sign up. */
export function SummereventView({ offer }: ViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localePath = useLocalePath();
  const dates = describeSchedule(offer.schedule, locale);
  const organizerUrl = safeUrl(offer.organizer_url);
  const registration = safeUrl(offer.registration_url);
  return (
    <>
      <Description text={offer.description} />
      <dl className={styles.facts}>
        {offer.organizer ? (
          <Fact label={t('offerDetail.organizer')}>
            {organizerUrl ? (
              <ExternalLink href={organizerUrl}>{offer.organizer}</ExternalLink>
            ) : (
              offer.organizer
            )}
          </Fact>
        ) : null}
        {dates ? <Fact label={t('offerDetail.dates')}>{dates}</Fact> : null}
        {offer.location_name ? (
          <Fact label={t('offerDetail.where')}>{offer.location_name}</Fact>
        ) : null}
        <AddressFact offer={offer} />
        <CategoriesFact offer={offer} label={t('offerDetail.sports')} />
      </dl>
      <ul className={styles.links}>
        <li>
          {/* Every date, the calendar file and the way back to the summer calendar. */}
          <Link to={localePath(`/active-city-summer/${offer.slug}`)}>
            {t('offerDetail.summerDates')}
          </Link>
        </li>
        {registration ? (
          <li>
            <ExternalLink href={registration}>{t('offerDetail.registration')}</ExternalLink>
          </li>
        ) : null}
      </ul>
    </>
  );
}

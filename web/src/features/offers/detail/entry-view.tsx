import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { ArrowRight, CalendarPlus, Mail } from 'lucide-react';
import { offerApi } from '../../../../../domain/offers/api-paths.ts';
import { describeSchedule } from '../../../../../domain/offers/schedule.ts';
import { useLocale, useLocalePath } from '../../../lib/locale.ts';
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
import { ReportLink } from './report-link.tsx';
import styles from './detail.module.css';

/**
 * entry: what, when (the schedule in words), where (an address or the spot it takes place
 * at), for whom, how to get in touch, the calendar file, and "melden".
 */
export function EntryView({ offer, inPanel }: ViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localePath = useLocalePath();
  const schedule = describeSchedule(offer.schedule, locale);
  const contactUrl = safeUrl(offer.contact_url);
  const groups = offer.targetgroup.length > 0 ? offer.targetgroup : ['all' as const];
  return (
    <>
      <Flags offer={offer} />
      <Description text={offer.description} />
      <dl className={styles.facts}>
        {schedule ? <Fact label={t('offerDetail.when')}>{schedule}</Fact> : null}
        {offer.spot ? (
          <Fact label={t('offerDetail.where')}>
            <Link to={localePath(detailPath({ type: 'spot', slug: offer.spot.slug }))}>
              {t('offerDetail.atSpot', { title: offer.spot.title })}
            </Link>
          </Fact>
        ) : null}
        <AddressFact offer={offer} />
        <Fact label={t('offerDetail.targetgroups')}>
          {groups.map((g) => t(`offerDetail.targetgroup.${g}`)).join(', ')}
        </Fact>
        <CategoriesFact offer={offer} label={t('offerDetail.sports')} />
      </dl>
      <ul className={styles.links}>
        {offer.contact_mail && offer.contact_mail_address ? (
          <li>
            <a href={`mailto:${offer.contact_mail_address}`}>
              <Mail size={18} aria-hidden="true" />
              {t('offerDetail.contactMail')}
            </a>
          </li>
        ) : null}
        {contactUrl ? (
          <li>
            <ExternalLink href={contactUrl}>{t('offerDetail.contactUrl')}</ExternalLink>
          </li>
        ) : null}
        {offer.schedule?.repetition ? (
          <li>
            <a
              href={`${offerApi.calendar(offer.slug)}?lang=${locale}`}
              download={`${offer.slug}.ics`}
            >
              <CalendarPlus size={18} aria-hidden="true" />
              {t('offerDetail.calendar')}
            </a>
          </li>
        ) : null}
        {inPanel ? (
          <li>
            <Link to={localePath(detailPath(offer))}>
              <ArrowRight size={18} aria-hidden="true" />
              {t('offerDetail.detailPage')}
            </Link>
          </li>
        ) : null}
      </ul>
      <div className={styles.reportRow}>
        <ReportLink target={{ id: offer.id, type: 'entry' }} />
      </div>
    </>
  );
}

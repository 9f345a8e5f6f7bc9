import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { damageReportUrl } from '../../../../../domain/offers/constants.ts';
import { useLocalePath } from '../../../lib/locale.ts';
import { detailPath } from './detail-path.ts';
import type { ViewProps } from './offer-view.tsx';
import { CategoriesFact, Description, ExternalLink, Fact, Flags, AddressFact } from './parts.tsx';
import { ReportLink } from './report-link.tsx';
import styles from './detail.module.css';

/** spot: its kind, sports, description and the entries that take place there. */
export function SpotView({ offer, inPanel }: ViewProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const Section = inPanel ? 'h3' : 'h2';
  return (
    <>
      <Flags offer={offer} />
      <dl className={styles.facts}>
        {offer.spottype ? (
          <Fact label={t('offerDetail.spottype')}>{offer.spottype.title}</Fact>
        ) : null}
        <CategoriesFact offer={offer} label={t('offerDetail.categories')} />
        <AddressFact offer={offer} />
      </dl>
      <Description text={offer.description} />
      <section>
        <Section className={styles.sectionTitle}>{t('offerDetail.entries')}</Section>
        {offer.entries.length > 0 ? (
          <ul className={styles.entries}>
            {offer.entries.map((entry) => (
              <li key={entry.id}>
                <Link to={localePath(detailPath(entry))}>{entry.title}</Link>
                {entry.shortened_description ? <p>{entry.shortened_description}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('offerDetail.noEntries')}</p>
        )}
      </section>
      <div className={styles.reportRow}>
        <ReportLink target={{ id: offer.id, type: 'spot' }} />
        <ExternalLink href={damageReportUrl}>{t('offerDetail.damage')}</ExternalLink>
      </div>
    </>
  );
}

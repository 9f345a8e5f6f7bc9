import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { ExternalLink as ExternalIcon } from 'lucide-react';
import type { OfferDetail } from '../../../../../domain/offers/types.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import styles from './detail.module.css';

/** Street and number, then postcode and city, as the list shows them (two lines). */
export function addressLines(offer: OfferDetail): string[] {
  const first = [offer.street, offer.street_number].filter(Boolean).join(' ');
  const second = [offer.zipcode, offer.city].filter(Boolean).join(' ');
  const lines = [first || offer.address_line1, second || offer.address_line2];
  return lines.filter((line): line is string => Boolean(line));
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Lines of an address, one below the other. */
export function AddressLines({ lines }: { lines: string[] }) {
  return (
    <address style={{ fontStyle: 'normal' }}>
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </address>
  );
}

export function AddressFact({ offer }: { offer: OfferDetail }) {
  const { t } = useTranslation();
  const lines = addressLines(offer);
  if (lines.length === 0) return null;
  return (
    <Fact label={t('offerDetail.address')}>
      <AddressLines lines={lines} />
    </Fact>
  );
}

/** Sport names of the offer; slugs stand in when a category's title is missing. */
export function CategoriesFact({ offer, label }: { offer: OfferDetail; label: string }) {
  const titles =
    offer.categories_full.length > 0 ? offer.categories_full.map((c) => c.title) : offer.categories;
  if (titles.length === 0) return null;
  return (
    <Fact label={label}>
      <ul className={styles.inlineList}>
        {titles.map((title) => (
          <li key={title}>
            <Badge tone="info">{title}</Badge>
          </li>
        ))}
      </ul>
    </Fact>
  );
}

export function Flags({ offer, free = true }: { offer: OfferDetail; free?: boolean }) {
  const { t } = useTranslation();
  if (!(free && offer.free_offer) && !offer.barrier_free) return null;
  return (
    <ul className={styles.inlineList}>
      {free && offer.free_offer ? (
        <li>
          <Badge tone="success">{t('offerDetail.free')}</Badge>
        </li>
      ) : null}
      {offer.barrier_free ? (
        <li>
          <Badge tone="success">{t('offerDetail.barrierFree')}</Badge>
        </li>
      ) : null}
    </ul>
  );
}

/** A link that leaves the portal: new window, said out loud. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      <ExternalIcon size={18} aria-hidden="true" />
      {children}
      <span className="visually-hidden"> {t('offerDetail.opensNewWindow')}</span>
    </a>
  );
}

/** Only http(s) addresses become links; anything else stored by mistake stays text-free. */
export const safeUrl = (url: string | null | undefined): string | null =>
  url && /^https?:\/\//i.test(url) ? url : null;

export function Description({ text }: { text: string }) {
  return text ? <p className={styles.description}>{text}</p> : null;
}

import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { MapPin } from 'lucide-react';
import type { OfferType } from '../../../../../domain/offers/constants.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatShortDate } from '../../../../../domain/shared/format.ts';
import styles from './profile-lists.module.css';

type Props = {
  type: OfferType;
  title: string;
  /** A second line under the title (a club location's own name under its club). */
  subline?: string | null;
  address: string;
  createdAt?: string;
  actions: ReactNode;
};

/** One offer on the profile: type badge, title, address, created date and its actions. */
export function ListItem({ type, title, subline, address, createdAt, actions }: Props) {
  const { t } = useTranslation();
  return (
    <li className={styles.item}>
      <div className={styles.itemMain}>
        <p className={styles.meta}>
          <Badge tone="info">{t(`profileLists.type.${type}`)}</Badge>
          {createdAt ? (
            <time dateTime={createdAt}>
              {t('profileLists.created', { date: formatShortDate(createdAt) })}
            </time>
          ) : null}
        </p>
        <h3 className={styles.itemTitle}>{title}</h3>
        {subline ? <p className={styles.subline}>{subline}</p> : null}
        {address ? (
          <p className={styles.address}>
            <MapPin size={16} aria-hidden="true" />
            <span>{address}</span>
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>{actions}</div>
    </li>
  );
}

/** 'Street 12, 20095 Hamburg' from the parts that are there. */
export function joinAddress(parts: {
  street: string | null;
  street_number: string | null;
  zipcode: string | null;
  city: string | null;
}): string {
  const line1 = [parts.street, parts.street_number].filter(Boolean).join(' ');
  const line2 = [parts.zipcode, parts.city].filter(Boolean).join(' ');
  return [line1, line2].filter(Boolean).join(', ');
}

/**
 * 'Löschen: Lauftreff' tells the many equal buttons of a list apart for screen readers; it
 * starts with the visible word, so speech input finds the button by what it shows.
 */
export const actionLabel = (action: string, title: string) => `${action}: ${title}`;

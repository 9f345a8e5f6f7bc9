import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Bookmark, MapPin, Plus, Search } from 'lucide-react';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { useLocalePath } from '../../../lib/locale.ts';
import type { ProfileType } from '../profile-type.ts';
import styles from './profile-home.module.css';

type Filter = 'entries' | 'bookmarks';

/**
 * The lists of home: own offers and bookmarks (personal profile) or club locations (club
 * profile). The list calls come with the offers feature; until then every list is empty.
 */
export function ProfileLists({ profileType }: { profileType: ProfileType }) {
  return profileType === 'club' ? <ClubPlaces /> : <UserLists />;
}

function UserLists() {
  const { t } = useTranslation();
  const headingId = useId();
  const [filter, setFilter] = useState<Filter>('entries');
  const [types, setTypes] = useState({ spots: true, entries: true });

  return (
    <section className={styles.lists} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('profile.listsTitle')}
      </h2>
      <div className={styles.filters}>
        <fieldset className={styles.switch}>
          <legend className="visually-hidden">{t('profile.show')}</legend>
          {(['entries', 'bookmarks'] as const).map((value) => (
            <label key={value} className={styles.segment}>
              <input
                type="radio"
                name="profileFilter"
                value={value}
                checked={filter === value}
                onChange={() => setFilter(value)}
              />
              <span>{t(`profile.${value}`)}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.toggles}>
          <legend className="visually-hidden">{t('profile.offerTypes')}</legend>
          {(['spots', 'entries'] as const).map((value) => (
            <label key={value} className={styles.chip}>
              <input
                type="checkbox"
                checked={types[value]}
                onChange={(event) => setTypes({ ...types, [value]: event.target.checked })}
              />
              <span>{t(`profile.type.${value}`)}</span>
            </label>
          ))}
        </fieldset>
      </div>
      {filter === 'entries' ? (
        <EmptyState
          icon={<Plus size={28} aria-hidden="true" />}
          title={t('profile.emptyEntries')}
          text={t('profile.emptyEntriesText')}
          action={{ to: '/angebot?new-entry=1', label: t('profile.addOffer') }}
        />
      ) : (
        <EmptyState
          icon={<Bookmark size={28} aria-hidden="true" />}
          title={t('profile.emptyBookmarks')}
          text={t('profile.emptyBookmarksText')}
          action={{ to: '/angebot', label: t('profile.discoverOffers'), secondary: true }}
        />
      )}
    </section>
  );
}

function ClubPlaces() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.lists} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.listsTitle}>
        <MapPin size={24} aria-hidden="true" />
        {t('profile.places')}
      </h2>
      <EmptyState
        icon={<Search size={28} aria-hidden="true" />}
        title={t('profile.emptyPlaces')}
        text={t('profile.emptyPlacesText')}
        action={{ to: '/angebot?new-entry=1', label: t('profile.addOffer') }}
      />
    </section>
  );
}

type EmptyProps = {
  icon: ReactNode;
  title: string;
  text: string;
  action: { to: string; label: string; secondary?: boolean };
};

function EmptyState({ icon, title, text, action }: EmptyProps) {
  const localePath = useLocalePath();
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon}>{icon}</span>
      <p className={styles.emptyTitle}>{title}</p>
      <p className={styles.emptyText}>{text}</p>
      <Link
        to={localePath(action.to)}
        className={buttonClassName({ variant: action.secondary ? 'secondary' : 'accent' })}
      >
        {action.label}
      </Link>
    </div>
  );
}

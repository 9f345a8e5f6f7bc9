import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Bookmark, MapPin, Plus, Search } from 'lucide-react';
import type { OfferType } from '../../../../../domain/offers/constants.ts';
import type { ProfileType } from '../../../../../domain/accounts/limits.ts';
import { BookmarkList } from './bookmark-list.tsx';
import { EmptyState } from './empty-state.tsx';
import { OwnOfferList } from './own-offer-list.tsx';
import switchStyles from '../../../components/ui/segmented.module.css';
import styles from './profile-lists.module.css';
import card from '../../../components/ui/card.module.css';

type Filter = 'entries' | 'bookmarks';
type Toggle = 'spots' | 'entries';

/** Which toggle an offer type answers to; summer events are participation offers too. */
const toggleOf = (type: OfferType): Toggle => (type === 'spot' ? 'spots' : 'entries');

/**
 * The lists of home (spec/portal.md §2): own offers and bookmarks on the personal profile,
 * club locations on the club profile.
 */
export function ProfileLists({ profileType }: { profileType: ProfileType }) {
  return profileType === 'club' ? <ClubPlaces /> : <UserLists />;
}

function UserLists() {
  const { t } = useTranslation();
  const headingId = useId();
  const [filter, setFilter] = useState<Filter>('entries');
  const [shown, setShown] = useState<Record<Toggle, boolean>>({ spots: true, entries: true });
  const show = (item: { type: OfferType }) => shown[toggleOf(item.type)];

  return (
    <section className={card.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('profileLists.title')}
      </h2>
      <div className={styles.filters}>
        {/* One choice of two: radios drawn as a segmented control keep arrow-key behaviour. */}
        <fieldset className={switchStyles.switch}>
          <legend className="visually-hidden">{t('profileLists.show')}</legend>
          {(['entries', 'bookmarks'] as const).map((value) => (
            <label key={value} className={switchStyles.segment}>
              <input
                type="radio"
                name="profileFilter"
                value={value}
                checked={filter === value}
                onChange={() => setFilter(value)}
              />
              <span>{t(`profileLists.${value}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className={styles.toggles} role="group" aria-label={t('profileLists.offerTypes')}>
          {(['spots', 'entries'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className={styles.toggle}
              aria-pressed={shown[value]}
              onClick={() => setShown({ ...shown, [value]: !shown[value] })}
            >
              {t(`profileLists.toggle.${value}`)}
            </button>
          ))}
        </div>
      </div>
      {filter === 'entries' ? (
        <OwnOfferList
          profileType="user"
          show={show}
          empty={
            <EmptyState
              icon={<Plus size={28} aria-hidden="true" />}
              title={t('profileLists.empty.entries')}
              text={t('profileLists.empty.entriesText')}
              action={{ to: '/angebot?new-entry=1', label: t('profileLists.addOffer') }}
            />
          }
        />
      ) : (
        <BookmarkList
          show={(item) => show(item.offer)}
          empty={
            <EmptyState
              icon={<Bookmark size={28} aria-hidden="true" />}
              title={t('profileLists.empty.bookmarks')}
              text={t('profileLists.empty.bookmarksText')}
              action={{ to: '/angebot', label: t('profileLists.discoverOffers'), secondary: true }}
            />
          }
        />
      )}
    </section>
  );
}

function ClubPlaces() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={card.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.listsTitle}>
        <MapPin size={24} aria-hidden="true" />
        {t('profileLists.places')}
      </h2>
      <OwnOfferList
        profileType="club"
        empty={
          <EmptyState
            icon={<Search size={28} aria-hidden="true" />}
            title={t('profileLists.empty.places')}
            text={t('profileLists.empty.placesText')}
            action={{ to: '/angebot?new-entry=1', label: t('profileLists.addOffer') }}
          />
        }
      />
    </section>
  );
}

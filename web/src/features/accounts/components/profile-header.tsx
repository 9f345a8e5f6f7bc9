import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { LogOut, Settings, UserRound } from 'lucide-react';
import { displayName } from '../../../../../domain/accounts/display-name.ts';
import type { User } from '../../../../../domain/accounts/user.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { useLocalePath } from '../../../lib/locale.ts';
import { midVariant } from '../../media/variants.ts';
import type { ProfileType } from '../profile-type.ts';
import { Avatar } from './avatar.tsx';
import segmented from '../../../components/ui/segmented.module.css';
import styles from './profile-home.module.css';
import card from '../../../components/ui/card.module.css';

type Props = {
  user: User;
  profileType: ProfileType;
  onProfileTypeChange: (type: ProfileType) => void;
};

/**
 * Home's header (spec/portal.md §2 "Home"): image or initials, name, username, official badge,
 * the club with logo and approved badge, the profile switch, settings and logout.
 */
export function ProfileHeader({ user, profileType, onProfileTypeChange }: Props) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const nameId = useId();
  const club = user.club;
  const settings = profileType === 'club' && club ? '/verein' : '/user/edit';

  return (
    <section className={`${card.panel} ${styles.header}`} aria-labelledby={nameId}>
      <div className={styles.identity}>
        <Avatar image={user.image} name={user.name} surname={user.surname} />
        <div className={styles.names}>
          <h2 id={nameId} className={styles.name}>
            {displayName(user)}
          </h2>
          {user.official ? null : <p className={styles.username}>@{user.username}</p>}
          {user.official ? <Badge tone="official">{t('profile.official')}</Badge> : null}
          {club ? (
            <div className={styles.club}>
              {club.logo ? (
                <img
                  className={styles.clubLogo}
                  src={midVariant(club.logo)}
                  alt={t('profile.clubLogoAlt', { club: club.title })}
                />
              ) : null}
              <p className={styles.clubTitle}>
                <span className="visually-hidden">{t('profile.club')}: </span>
                {club.title}
              </p>
              {club.approved ? <Badge tone="success">{t('profile.approved')}</Badge> : null}
            </div>
          ) : null}
        </div>
      </div>

      <nav className={styles.links} aria-label={t('profile.accountNav')}>
        <Link to={localePath(settings)} className={styles.link}>
          <Settings size={20} aria-hidden="true" />
          {t(profileType === 'club' && club ? 'profile.clubSettings' : 'profile.settings')}
        </Link>
        <Link to={localePath('/user')} className={styles.link}>
          <UserRound size={20} aria-hidden="true" />
          {t('profile.account')}
        </Link>
        <Link to={localePath('/logout')} className={styles.link}>
          <LogOut size={20} aria-hidden="true" />
          {t('profile.logout')}
        </Link>
      </nav>

      {club ? (
        <fieldset className={`${segmented.switch} ${styles.switch}`}>
          <legend className="visually-hidden">{t('profile.switch')}</legend>
          {(['user', 'club'] as const).map((type) => (
            <label key={type} className={segmented.segment}>
              <input
                type="radio"
                name="profileType"
                value={type}
                checked={profileType === type}
                onChange={() => onProfileTypeChange(type)}
              />
              <span>{type === 'user' ? t('profile.typeUser') : t('profile.typeClub')}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </section>
  );
}

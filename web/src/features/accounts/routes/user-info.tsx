import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { KeyRound, PenLine } from 'lucide-react';
import { displayName } from '../../../../../domain/accounts/display-name.ts';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { useLocalePath } from '../../../lib/locale.ts';
import { useUser } from '../../../lib/auth/get-user.ts';
import { AccountPage } from '../components/account-page.tsx';
import { Avatar } from '../components/avatar.tsx';
import { ssoProviderName } from '../sso.ts';
import styles from '../components/account-page.module.css';
import card from '../../../components/ui/card.module.css';

/**
 * user (index): who is signed in, links to edit data and password, and 'Meine Käufe', whose
 * list the shop gives (the app composes both, app/routes/user-info.tsx).
 */
export function UserInfo({ purchases }: { purchases: ReactNode }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const purchasesId = useId();
  const { data: user } = useUser();

  if (!user) {
    return (
      <AccountPage title={t('routes.user')}>
        <div className={styles.loading}>
          <Loader label={t('app.loading')} size="lg" />
        </div>
      </AccountPage>
    );
  }

  const provider = ssoProviderName(user.sso_driver);
  return (
    <AccountPage title={t('routes.user')}>
      <section className={card.panel} aria-labelledby="user-info-name">
        <div className={styles.person}>
          <Avatar
            image={user.image}
            name={user.name}
            surname={user.surname}
            alt={t('userInfo.imageAlt', { name: displayName(user) })}
            size="md"
          />
          <h2 id="user-info-name" className={styles.personName}>
            {displayName(user)}
          </h2>
        </div>
        <dl className={styles.dl}>
          <div>
            <dt>{t('userInfo.name')}</dt>
            <dd>{[user.name, user.surname].filter(Boolean).join(' ')}</dd>
          </div>
          <div>
            <dt>{t('userInfo.username')}</dt>
            <dd>{user.username}</dd>
          </div>
          <div>
            <dt>{t('userInfo.email')}</dt>
            <dd>{user.email}</dd>
          </div>
          {provider ? (
            <div>
              <dt>{t('userInfo.provider')}</dt>
              <dd>{provider}</dd>
            </div>
          ) : null}
        </dl>
        <div className={styles.actions}>
          <Link to={localePath('/user/edit')} className={buttonClassName()}>
            <PenLine size={18} aria-hidden="true" />
            {t('userInfo.edit')}
          </Link>
          {/* Single-sign-on accounts have no password here (spec/portal.md §6). */}
          {user.sso_driver ? null : (
            <Link
              to={localePath('/user/password')}
              className={buttonClassName({ variant: 'secondary' })}
            >
              <KeyRound size={18} aria-hidden="true" />
              {t('userInfo.password')}
            </Link>
          )}
        </div>
      </section>

      <section className={card.panel} aria-labelledby={purchasesId}>
        <h2 id={purchasesId} className={card.panelTitle}>
          {t('userInfo.purchases')}
        </h2>
        {purchases}
      </section>
    </AccountPage>
  );
}

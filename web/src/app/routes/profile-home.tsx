import { useTranslation } from '../../lib/i18n.ts';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import { useUser } from '../../lib/auth/get-user.ts';
import { AccountPage } from '../../features/accounts/components/account-page.tsx';
import { ProfileHeader } from '../../features/accounts/components/profile-header.tsx';
import { useAccountNotice } from '../../features/accounts/notices.ts';
import { OfferEditor } from '../../features/offers/profile-lists/offer-editor.tsx';
import { ProfileLists } from '../../features/offers/profile-lists/profile-lists.tsx';
import { useProfileType } from '../../features/accounts/profile-type.ts';
import { usePendingSpecialTerms } from '../../features/accounts/special-terms.ts';
import styles from '../../features/accounts/components/account-page.module.css';

/** home 'Dein Profil' (spec/portal.md §2): the signed-in user's profile and lists. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data: user } = useUser();
  const notice = useAccountNotice();
  const [profileType, setProfileType] = useProfileType(!!user?.club);
  // A pending Active Spotter acceptance is sent first; then the user goes to the offers.
  const sendingTerms = usePendingSpecialTerms(user);

  if (!user || sendingTerms) {
    return (
      <AccountPage title={t('routes.home')} width="wide">
        <div className={styles.loading}>
          <Loader
            label={sendingTerms ? t('profile.storingTerms') : t('app.loading')}
            size="lg"
            showLabel={sendingTerms}
          />
        </div>
      </AccountPage>
    );
  }

  return (
    <AccountPage
      title={t('routes.home')}
      width="wide"
      notice={
        <>
          {params.get('verified') === '1' ? (
            <Alert tone="success">
              <p>{t('profile.verified')}</p>
            </Alert>
          ) : null}
          {notice && notice !== 'accountDeleted' ? (
            <Alert tone="success">
              <p>{t(`profile.notice.${notice}`)}</p>
            </Alert>
          ) : null}
        </>
      }
    >
      <ProfileHeader user={user} profileType={profileType} onProfileTypeChange={setProfileType} />
      <ProfileLists profileType={profileType} />
      <OfferEditor profileType={profileType} />
    </AccountPage>
  );
}

import { useTranslation } from '../../../../lib/i18n.ts';
import { Link } from 'react-router';
import { buttonClassName } from '../../../../components/ui/button.tsx';
import { useLocalePath } from '../../../../lib/locale.ts';
import styles from '../wizard.module.css';

/**
 * Shown only to visitors who are not logged in (spec/offers.md §2): logging in or registering
 * brings them back to the offer screen with the wizard open again.
 */
export function LoginStep() {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const redirect = encodeURIComponent(toPath('/angebot?new-entry'));
  return (
    <div className={styles.stack}>
      <p>{t('wizard.login.text')}</p>
      <div className={styles.actions}>
        <Link className={buttonClassName()} to={`${toPath('/login')}?redirect=${redirect}`}>
          {t('wizard.login.login')}
        </Link>
        <Link
          className={buttonClassName({ variant: 'secondary' })}
          to={`${toPath('/register')}?redirect=${redirect}`}
        >
          {t('wizard.login.register')}
        </Link>
      </div>
    </div>
  );
}

import { useTranslation } from '../../../lib/i18n.ts';
import { useConfirmSubscription } from '../api/confirm.ts';
import { TokenLinkResult } from '../components/token-link-result.tsx';

/** newsletter/bestaetigen?token=…: the double opt-in link of the confirmation mail. */
export function Component() {
  const { t } = useTranslation();
  const mutation = useConfirmSubscription();
  return (
    <TokenLinkResult
      title={t('routes.newsletterConfirm')}
      mutation={mutation}
      pending={t('newsletter.link.confirming')}
      success={t('newsletter.link.confirmed')}
    />
  );
}

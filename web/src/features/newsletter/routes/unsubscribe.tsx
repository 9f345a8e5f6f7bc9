import { useTranslation } from '../../../lib/i18n.ts';
import { useUnsubscribe } from '../api/unsubscribe.ts';
import { TokenLinkResult } from '../components/token-link-result.tsx';

/** newsletter/abmelden?token=…: the unsubscribe link at the end of every newsletter mail. */
export function Component() {
  const { t } = useTranslation();
  const mutation = useUnsubscribe();
  return (
    <TokenLinkResult
      title={t('routes.newsletterUnsubscribe')}
      mutation={mutation}
      pending={t('newsletter.link.unsubscribing')}
      success={t('newsletter.link.unsubscribed')}
    />
  );
}

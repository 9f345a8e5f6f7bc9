import { useTranslation } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';

/**
 * 'Rechnung anzeigen': the provider's receipt, or the portal's own page (rendered by the
 * server, so a full page load, in the screen's language).
 */
export function ReceiptLink({ href, name }: { href: string; name: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const own = href.startsWith('/');
  const target = own && locale === 'en' ? `${href}?lang=en` : href;
  return (
    <a
      href={target}
      aria-label={t('shop.receiptNamed', { name })}
      {...(own ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {t('shop.receipt')}
    </a>
  );
}

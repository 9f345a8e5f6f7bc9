import { useTranslation } from '../../lib/i18n.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ErrorScreen } from '../../components/error-screen.tsx';

export function Forbidden() {
  const { t } = useTranslation();
  // Also shown as the error element of other routes, whose own title would be wrong here.
  useDocumentTitle(t('errors.forbidden.title'));
  return (
    <ErrorScreen code="403" title={t('errors.forbidden.title')} text={t('errors.forbidden.text')} />
  );
}

import { useTranslation } from '../lib/i18n.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { ErrorScreen } from './error-screen.tsx';

/** error.404: unknown paths, and loads that answer 404 (spec/portal.md §8). */
export function NotFound() {
  const { t } = useTranslation();
  // Also shown as the error element of other routes, whose own title would be wrong here.
  useDocumentTitle(t('errors.notFound.title'));
  return (
    <ErrorScreen code="404" title={t('errors.notFound.title')} text={t('errors.notFound.text')} />
  );
}

import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClassName } from '../../components/ui/button.tsx';
import { ForbiddenError, NotFoundError } from '../../lib/api-errors.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ErrorScreen } from '../../components/error-screen.tsx';
import { Forbidden } from './forbidden.tsx';
import { NotFound } from '../../components/not-found.tsx';

// After a deploy the old lazy chunks are gone; a reload fetches the new version.
const outdatedChunk =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

function statusOf(error: unknown): number | undefined {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof NotFoundError) return 404;
  if (error instanceof ForbiddenError) return 403;
  return undefined;
}

/** Error element inside the layout: 404/403 screens, otherwise a friendly message. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = statusOf(error);
  useDocumentTitle(status === 404 || status === 403 ? undefined : t('errors.generic.title'));

  useEffect(() => {
    if (status !== 404 && status !== 403) console.error(error);
  }, [error, status]);

  if (status === 404) return <NotFound />;
  if (status === 403) return <Forbidden />;
  const outdated = error instanceof Error && outdatedChunk.test(error.message);
  return (
    <ErrorScreen
      title={t('errors.generic.title')}
      text={t(outdated ? 'errors.outdated.text' : 'errors.generic.text')}
      action={
        <button
          type="button"
          className={buttonClassName()}
          onClick={() => window.location.reload()}
        >
          {t('errors.generic.reload')}
        </button>
      }
    />
  );
}

/** Last resort when the layout itself fails: same screen without header and footer. */
export function RootError() {
  return (
    <main id="main" tabIndex={-1}>
      <RouteError />
    </main>
  );
}

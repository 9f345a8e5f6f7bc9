import { useLocation, useParams } from 'react-router';
import { stripLocale } from '../../../lib/locale.ts';

/** The page's slug: the :slug of the catch-all, else the last path segment (meta/impressum). */
export function usePageSlug(): string {
  const { slug } = useParams();
  const { pathname } = useLocation();
  return slug ?? stripLocale(pathname).split('/').filter(Boolean).pop() ?? '';
}

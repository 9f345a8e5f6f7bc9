import { useCallback, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { buttonClassName } from '../../../components/ui/button.tsx';

/** The current address with the list page `p` set (page 1 has none). */
export function usePageHref(): (page: number) => string {
  const { pathname, search } = useLocation();
  return useCallback(
    (page: number) => {
      const query = new URLSearchParams(search);
      if (page <= 1) query.delete('p');
      else query.set('p', String(page));
      const text = query.toString();
      return text ? `${pathname}?${text}` : pathname;
    },
    [pathname, search],
  );
}

type Props = { href: string; onGo: () => void; busy?: boolean; children: ReactNode };

/**
 * A page of the list as a plain link: without JavaScript it loads the page the server
 * renders; with it, a plain click changes the page in place (a click with a modifier key
 * still opens the address in a new tab or window).
 */
export function PageLink({ href, onGo, busy = false, children }: Props) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onGo();
  }
  return (
    <a
      href={href}
      className={buttonClassName({ variant: 'secondary', size: 'lg' })}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      {children}
    </a>
  );
}

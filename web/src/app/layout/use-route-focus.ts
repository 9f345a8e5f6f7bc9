import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

const headingWaitMs = 2000;

function focusWithoutScroll(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * After client-side navigation a screen reader would stay on the clicked link; moving focus
 * to the new page's h1 announces the page. Not on first load: there the browser starts at
 * the top and the skip link must come first. Headings of screens that load data appear
 * later, so we wait for one briefly, then fall back to main itself.
 */
export function useRouteFocus(mainRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = mainRef.current;
    if (!main) return;

    const tryHeading = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (heading) focusWithoutScroll(heading);
      return Boolean(heading);
    };
    if (tryHeading()) return;

    const observer = new MutationObserver(() => {
      if (tryHeading()) stop();
    });
    const timer = window.setTimeout(() => {
      stop();
      focusWithoutScroll(main);
    }, headingWaitMs);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainRef]);
}

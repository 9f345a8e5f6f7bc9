import { useEffect, type RefObject } from 'react';

/**
 * What every modal layer does while it is open: the rest of the page goes inert (no focus,
 * no clicks, hidden from screen readers), the page stops scrolling, focus moves into the
 * layer, and on close it returns to where it came from.
 */
export function useModal(
  rootRef: RefObject<HTMLElement | null>,
  /** The element that takes focus on open. */
  focusTarget: () => HTMLElement | null | undefined,
) {
  useEffect(() => {
    const root = rootRef.current;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const madeInert = Array.from(document.body.children).filter(
      (el): el is HTMLElement =>
        el instanceof HTMLElement && el !== root && !el.hasAttribute('inert'),
    );
    madeInert.forEach((el) => el.setAttribute('inert', ''));
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    focusTarget()?.focus();
    return () => {
      madeInert.forEach((el) => el.removeAttribute('inert'));
      document.body.style.overflow = previousOverflow;
      if (returnTo?.isConnected && returnTo !== document.body) returnTo.focus();
    };
    // Runs once per opening; a changing ref object must not steal focus again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

import { useEffect, useRef } from 'react';

/**
 * For a message that replaces the form the visitor just used: focus would otherwise fall
 * back to the page, so the message takes it (and is read out) as it appears.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  const initial = useRef(enabled);
  useEffect(() => {
    if (initial.current) ref.current?.focus();
  }, []);
  return ref;
}

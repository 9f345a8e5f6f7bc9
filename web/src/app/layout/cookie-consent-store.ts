import { useSyncExternalStore } from 'react';

// The footer's "Cookie settings" opens the consent question again, so a choice can be
// changed or withdrawn as easily as it was given (Art. 7(3) GDPR). A tiny store rather than
// context: the footer and the banner sit apart in the layout.
let reopened = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  reopened = value;
  listeners.forEach((listener) => listener());
}

export const openConsentSettings = () => set(true);
export const closeConsentSettings = () => set(false);

export function useConsentReopened(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => reopened,
    () => false,
  );
}

import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '../../../../domain/accounts/user.ts';
import { spotterCampaignOpen } from '../../../../domain/accounts/spotter-campaign.ts';
import { useContent } from '../../lib/content-bundle/get-content.ts';
import { useLocalePath } from '../../lib/locale.ts';
import { useAcceptSpecialTerms } from './api/accept-special-terms.ts';

// spec/portal.md §4 "Special terms": a visitor who accepts the Active Spotter terms before
// signing in leaves a pending flag; the acceptance is sent once they are signed in.
const pendingKey = 'termsAccepted';
const appSupportKey = 'spotter_app_support';

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage blocked: the flag cannot survive the login, nothing breaks
  }
}

export function hasPendingSpecialTerms(): boolean {
  return session()?.getItem(pendingKey) === '1';
}

export function setPendingSpecialTerms() {
  session()?.setItem(pendingKey, '1');
}

export function clearPendingSpecialTerms() {
  session()?.removeItem(pendingKey);
}

/**
 * Whether the native app that opened the portal knows Active Spotter: it says so with the
 * query spotter_app_support, which is kept for the tab's lifetime like native_app.
 */
export function spotterAppSupport(search: string): boolean {
  if (new URLSearchParams(search).has(appSupportKey)) session()?.setItem(appSupportKey, '1');
  return session()?.getItem(appSupportKey) === '1';
}

/** The offer page, where an Active Spotter starts (spec/portal.md §4). */
export const spotterStartPath = '/angebot';

/** Whether the Active Spotter campaign still takes participants; unknown (loading) is false. */
export function useSpotterCampaignOpen(): boolean {
  const { data: bundle } = useContent();
  return !!bundle && spotterCampaignOpen(bundle.settings.spotter);
}

/**
 * Sends a pending acceptance once a verified user is known, clears the flag and goes to the
 * offer page. A user who accepted already only loses the flag. True while it is being sent.
 * A failure ends the wait without a message (spec/portal.md §8); the flag is dropped so a
 * broken request does not repeat on every visit.
 */
export function usePendingSpecialTerms(user: User | null | undefined): boolean {
  const accept = useAcceptSpecialTerms();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const started = useRef(false);
  const { data: bundle } = useContent();

  useEffect(() => {
    if (!user || !bundle || started.current || !hasPendingSpecialTerms()) return;
    // The campaign ended while the acceptance waited: there is nothing left to join.
    if (!spotterCampaignOpen(bundle.settings.spotter)) {
      clearPendingSpecialTerms();
      return;
    }
    if (user.special_terms_accepted_at) {
      clearPendingSpecialTerms();
      return;
    }
    if (!user.isVerified) return; // the server takes it only from verified users
    started.current = true;
    accept.mutate(undefined, {
      onSuccess: () => {
        clearPendingSpecialTerms();
        void navigate(localePath(spotterStartPath));
      },
      onError: (error) => {
        console.error('Special terms could not be stored', error);
        clearPendingSpecialTerms();
      },
    });
  }, [user, bundle, accept, navigate, localePath]);

  // Derived, not stored: the flag is in storage until the answer arrives.
  return (
    accept.isPending ||
    (!!user?.isVerified && !user.special_terms_accepted_at && hasPendingSpecialTerms())
  );
}

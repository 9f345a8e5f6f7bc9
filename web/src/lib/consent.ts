import { useSyncExternalStore } from 'react';
import type { Settings } from '../../../domain/content/bundle.ts';
import { useContent } from './content-bundle/get-content.ts';

export type ConsentCookieNames = Settings['consent']['cookies'];
/**
 * What the portal asks about: only what it really loads from elsewhere (decision 054). The
 * external map service (MAP_STYLE_URL) is the one such thing; no analytics or marketing
 * services exist, so their cookies always hold '0'.
 */
export type ConsentChoice = { maps: boolean };
export type ConsentState = {
  essential: true;
  /** The external map service may load its style and tiles. */
  maps: boolean;
  /** A choice is stored (the analytics cookie exists, the marker of an answer). */
  decided: boolean;
};

/** The map category's cookie, named after the configured essential one (acc_consent_maps). */
export function mapsCookieName(names: ConsentCookieNames): string {
  return /essential$/.test(names.essential)
    ? names.essential.replace(/essential$/, 'maps')
    : `${names.essential}_maps`;
}

const listeners = new Set<() => void>();

export function readCookie(name: string, source = currentCookies()): string | undefined {
  for (const part of source.split(';')) {
    const separator = part.indexOf('=');
    const key = (separator === -1 ? part : part.slice(0, separator)).trim();
    if (key !== name) continue;
    const value = separator === -1 ? '' : part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

function currentCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

function writeCookie(name: string, value: string, maxAgeDays: number) {
  const maxAge = Math.round(maxAgeDays * 24 * 60 * 60);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

export function readConsent(names: ConsentCookieNames, source = currentCookies()): ConsentState {
  return {
    essential: true,
    maps: readCookie(mapsCookieName(names), source) === '1',
    decided: readCookie(names.analytics, source) !== undefined,
  };
}

/** Stores a choice per category ('1' or '0'); essential cookies are always allowed. */
export function storeConsent(
  settings: Pick<Settings['consent'], 'cookies' | 'max_age_days'>,
  choice: ConsentChoice,
) {
  const { cookies, max_age_days: days } = settings;
  writeCookie(cookies.essential, '1', days);
  writeCookie(mapsCookieName(cookies), choice.maps ? '1' : '0', days);
  writeCookie(cookies.marketing, '0', days);
  // Written last: its presence is what marks the choice as made.
  writeCookie(cookies.analytics, '0', days);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const undecided: ConsentState = { essential: true, maps: false, decided: false };

/**
 * The visitor's consent, updated as soon as a choice is stored. Until the content bundle
 * (which names the cookies) is loaded, nothing counts as granted.
 */
export function useConsent(): ConsentState {
  const names = useContent().data?.settings.consent.cookies;
  // The cookie string is the snapshot: a primitive, so React re-renders only on change.
  const cookies = useSyncExternalStore(subscribe, currentCookies, () => '');
  return names ? readConsent(names, cookies) : undecided;
}

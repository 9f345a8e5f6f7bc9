import type { Locale } from '../../../domain/shared/locale.ts';

/** The backend speaks English under /en/backend and German under /backend. */
export function backendLocale(): Locale {
  return window.location.pathname.startsWith('/en/') ? 'en' : 'de';
}

export function backendBase(): string {
  return backendLocale() === 'en' ? '/en/backend' : '/backend';
}

/** The public address of a screen, in the backend's language, in preview mode. */
export function previewUrl(path: string): string {
  return `${backendLocale() === 'en' ? '/en' : ''}${path}?pv=1`;
}

import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n, initI18n } from '../lib/i18n.ts';
import de from '../locales/de.json';
import en from '../locales/en.json';

// jsdom has no layout: scroll restoration would only print a warning for every test.
window.scrollTo = () => undefined;

// Tests start in German, like a visitor without a prefix in the URL.
initI18n('de', { de, en });

beforeEach(async () => {
  if (i18n.language !== 'de') await i18n.changeLanguage('de');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

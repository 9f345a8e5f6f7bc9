import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it.each(['/home', '/en/home', '/angebot?p=2&categories=laufen+yoga', '/user/edit#top'])(
    'keeps the path of this site %s',
    (path) => expect(safeRedirect(path)).toBe(path),
  );

  it.each([
    '//evil.example/home',
    '/\\evil.example',
    'https://evil.example/home',
    'javascript:alert(1)',
    'home',
    ' /home',
    '/home page',
    '',
    null,
    undefined,
  ])('refuses %s', (value) => expect(safeRedirect(value)).toBeUndefined());
});

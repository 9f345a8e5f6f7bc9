import { describe, expect, it } from 'vitest';
import de from '../locales/de.json';
import {
  areaKeys,
  screenParts,
  shellKeys,
  splitMessages,
  type MessageArea,
} from './message-parts.ts';

// The sources of each area's screens, to check that the area's part holds every group they
// read (keys written as literals: 'group.key' or `group.${…}`).
const sources = import.meta.glob<string>(
  ['../features/**/*.{ts,tsx}', '../app/routes/profile-home.tsx', '!../**/*.test.{ts,tsx}'],
  { query: '?raw', import: 'default', eager: true },
);
const groups = new Set(Object.keys(de));

function groupsRead(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/['`"]([a-zA-Z]+)\.[a-zA-Z$]/g)) {
    const group = match[1] as string;
    if (groups.has(group)) found.add(group);
  }
  return [...found];
}

/**
 * Where a source file is shown, each place with the parts loaded there: its feature's area
 * (leaf features: each user's).
 */
function placesOf(file: string): MessageArea[][] {
  if (file.includes('/design-system')) return [['designSystem']];
  // The summer calendar (on editorial pages) and the course page load the summer part.
  if (/features\/summer\/(routes\/summer-course|components\/course-time)/.test(file))
    return [['summerCourse']];
  if (file.includes('/features/summer/')) return [['summer'], ['summerCourse']];
  // The statistics, the developers' page and the peptalk videos each have their own part.
  if (file.includes('/features/statistics/')) return [['statistics']];
  if (file.includes('/features/embeds/')) return [['develop']];
  if (file.includes('/features/peptalk/')) return [['peptalk']];
  if (file.includes('/features/offers/') || file.includes('/features/geo/')) return [['offers']];
  if (file.includes('/features/media/')) return [['accounts'], ['offers']];
  // Sign-up and sign-in screens and what they show (also shown on profile screens).
  if (
    /features\/accounts\/(routes\/(login|register|forgot-password|reset-password|verify|verified)|components\/(password-input|sso-buttons|auth-card)|special-terms)/.test(
      file,
    )
  ) {
    return [['auth'], ['accounts']];
  }
  if (file.includes('/features/accounts/')) {
    // Shown on editorial pages as a custom component too.
    return file.endsWith('spotter-terms.tsx') ? [['accounts'], ['spotter']] : [['accounts']];
  }
  if (file.includes('profile-home')) return [['accounts', 'offers']];
  // 'Meine Käufe' shows on the account screen too.
  if (/features\/shop\/components\/(purchase-list|receipt-link)/.test(file))
    return [['shop'], ['accounts']];
  if (file.includes('/features/shop/') || file.includes('routes/product')) return [['shop']];
  if (/features\/content\/(components\/contact-form|routes\/contact)/.test(file))
    return [['content', 'contact']];
  // The sign-up shows in the footer of every area's screens, with its own part.
  if (file.includes('/features/newsletter/')) return [['newsletter']];
  return [['content']];
}

const shellGroups = new Set<string>(shellKeys.filter((key) => !key.includes('.')));

describe('splitMessages', () => {
  it('puts the shell groups and single shell keys in the shell, the areas in their parts', () => {
    const parts = splitMessages(de);
    expect(Object.keys(parts.shell)).toEqual(
      expect.arrayContaining(['header', 'footer', 'consent', 'home', 'events']),
    );
    expect(parts.shell.events).toEqual({ allDay: de.events.allDay });
    expect(parts.content).not.toHaveProperty('header');
    expect(parts.content.events).toEqual(de.events);
    expect(parts.accounts).toHaveProperty('auth');
    expect(parts.auth).toHaveProperty('auth');
    expect(parts.auth).not.toHaveProperty('userEdit');
    expect(parts.accounts).not.toHaveProperty('wizard');
    expect(parts.offers).toHaveProperty('wizard');
    expect(parts.designSystem).toHaveProperty('designSystem');
    expect(parts.content).not.toHaveProperty('designSystem');
    // The contact page's address map names its zoom buttons with the offer map's strings.
    expect(parts.contact.offerMap).toEqual(de.offerMap);
  });

  it('loses no string: every group of de.json is in the shell or in an area', () => {
    const inAreas = new Set<string>(Object.values(areaKeys).flat());
    for (const group of Object.keys(de)) {
      expect(shellGroups.has(group) || inAreas.has(group), group).toBe(true);
    }
  });
});

describe('screenParts', () => {
  it('gives each screen its area, the start page none', () => {
    expect(screenParts('index')).toEqual([]);
    expect(screenParts('article')).toEqual(['content']);
    expect(screenParts('meta.faq')).toEqual(['content']);
    expect(screenParts('login')).toEqual(['auth']);
    expect(screenParts('password.reset')).toEqual(['auth']);
    expect(screenParts('user.edit')).toEqual(['accounts']);
    expect(screenParts('club.edit')).toEqual(['accounts']);
    expect(screenParts('offer.entry')).toEqual(['offers']);
    expect(screenParts('native-app.reporting')).toEqual(['offers']);
    expect(screenParts('home')).toEqual(['accounts', 'offers']);
    expect(screenParts('design-system')).toEqual(['designSystem']);
    expect(screenParts('summer.detail')).toEqual(['summerCourse']);
    expect(screenParts('newsletter.confirm')).toEqual(['newsletter']);
    expect(screenParts('meta.contact')).toEqual(['content', 'contact']);
    expect(screenParts('shop.checkout')).toEqual(['shop']);
    expect(screenParts('product')).toEqual(['shop']);
    expect(screenParts('callback')).toEqual(['shop']);
  });

  it("finds every group a screen's source reads in the shell or in its parts", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const [file, source] of Object.entries(sources)) {
      for (const group of groupsRead(source)) {
        if (shellGroups.has(group)) continue;
        for (const parts of placesOf(file)) {
          const loaded = parts.flatMap((part): readonly string[] => areaKeys[part]);
          if (!loaded.includes(group)) missing.push(`${file}: ${group} not in ${parts.join('+')}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

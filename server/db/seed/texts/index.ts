import type { FragmentSeed } from '../fragments.ts';
import { accessibilityStatement } from './accessibility.ts';
import { demoNotice, sections, tableOfContents } from './build.ts';
import { cityArena } from './city-arena.ts';
import { cityDay } from './city-day.ts';
import { cityFestival } from './city-festival.ts';
import { easyLanguage } from './easy-language.ts';
import { imprint } from './imprint.ts';
import { privacyDe } from './privacy-de.ts';
import { privacyEn } from './privacy-en.ts';
import { spotterConditions } from './spotter.ts';
import { terms } from './terms.ts';

/**
 * The written bodies of the legal, information and campaign pages, by page slug. Legal and
 * information pages open with the demo operator's notice; long ones list their sections.
 */
export const pageTexts: Record<string, FragmentSeed[]> = {
  impressum: [demoNotice(), ...imprint],
  datenschutz: [demoNotice(), tableOfContents(), ...sections(privacyDe, privacyEn)],
  nutzungsbedingungen: [demoNotice(), tableOfContents(), ...terms],
  'active-spotter-teilnahmebedingungen': [demoNotice(), ...spotterConditions],
  'erklaerung-zur-barrierefreiheit': [demoNotice(), ...accessibilityStatement],
  'einfache-sprache': easyLanguage,
  'active-city-day': cityDay,
  'active-city-festival': cityFestival,
  'active-city-arena': cityArena,
};

import type { FragmentSeed } from '../fragments.ts';
import { demoNotice, sections, tableOfContents } from './build.ts';
import { imprint } from './imprint.ts';
import { privacyDe } from './privacy-de.ts';
import { privacyEn } from './privacy-en.ts';

/**
 * The written bodies of the legal, information and campaign pages, by page slug. Legal and
 * information pages open with the demo operator's notice; long ones list their sections.
 */
export const pageTexts: Record<string, FragmentSeed[]> = {
  impressum: [demoNotice(), ...imprint],
  datenschutz: [demoNotice(), tableOfContents(), ...sections(privacyDe, privacyEn)],
};

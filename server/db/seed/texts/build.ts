import type { FragmentSeed } from '../fragments.ts';

/** One headed section of a page in one language: the title becomes the page's h2. */
export type Section = { title: string; copy: string };

/** Paragraphs of rich copy (see web rich-text): blocks are separated by a blank line. */
export const md = (...blocks: string[]) => blocks.join('\n\n');

/** A bulleted list in rich copy. */
export const list = (...items: string[]) => items.map((item) => `- ${item}`).join('\n');

/** Lines of one paragraph, each on its own line (an address, for example). */
export const lines = (...parts: string[]) => parts.join('\n');

/**
 * The note at the top of every legal and information page of the demo: the texts belong
 * to the demo operator and are no legal text of the City of Hamburg.
 */
export function demoNotice(): FragmentSeed {
  return {
    template: 'alert',
    content: {
      title: { de: 'Beispieltext', en: 'Sample text' },
      copy: {
        de: 'Dies ist der Beispieltext des Demo-Betreibers von Active City Hamburg. Er ist kein Rechtstext der Freien und Hansestadt Hamburg. Ein echter Betreiber ersetzt die Angaben in eckigen Klammern und lässt den Text rechtlich prüfen.',
        en: 'This is the sample text of the demo operator of Active City Hamburg. It is not a legal text of the Free and Hanseatic City of Hamburg. A real operator replaces the details in square brackets and has the text checked by a lawyer.',
      },
    },
  };
}

/** A table of contents; the seed points it at every text section after it. */
export function tableOfContents(): FragmentSeed {
  return {
    template: 'toc',
    content: { title: { de: 'Auf dieser Seite', en: 'On this page' }, fragments: [] },
  };
}

/** Text fragments from the German and the English sections, which must match one to one. */
export function sections(de: Section[], en: Section[]): FragmentSeed[] {
  if (de.length !== en.length) {
    throw new Error(`Sections differ: ${de.length} German, ${en.length} English`);
  }
  return de.map((section, i) => ({
    template: 'text',
    content: {
      title: { de: section.title, en: en[i]!.title },
      copy: { de: section.copy, en: en[i]!.copy },
    },
  }));
}

// Demo products of the shop: a training plan with videos, a guide to download, a video course.
// Texts are { de, en }; the paid content is fragments, validated like every other fragment.
import * as t from '../schema/index.ts';
import { insertFragments, type Tx } from './fragment-writer.ts';
import type { FragmentSeed } from './fragments.ts';

const l = (de: string, en: string) => ({ de, en });

const video = (title: ReturnType<typeof l>, poster: string): FragmentSeed => ({
  template: 'video',
  content: {
    title,
    video_desktop: '/demo/alster.mp4',
    video_mobile: '/demo/alster.mp4',
    poster_desktop: poster,
    poster_mobile: poster,
  },
});

type ProductSeed = {
  slug: string;
  name: ReturnType<typeof l>;
  description: ReturnType<typeof l>;
  image: string;
  priceCents: number;
  fragments: FragmentSeed[];
};

export const demoProducts: ProductSeed[] = [
  {
    slug: 'trainingsplan-fit-durch-den-sommer',
    name: l('Trainingsplan „Fit durch den Sommer“', 'Training plan “Fit through the summer”'),
    description: l(
      'Acht Wochen, drei kurze Einheiten pro Woche, mit Videos zu jeder Übung. Für draußen, ohne Geräte.',
      'Eight weeks, three short sessions a week, with a video for every exercise. For outdoors, no equipment.',
    ),
    image: '/demo/highlight-2.svg',
    priceCents: 1290,
    fragments: [
      {
        template: 'text',
        content: {
          title: l('So funktioniert der Plan', 'How the plan works'),
          copy: l(
            'Jede Woche hat **drei Einheiten von 30 Minuten**. Wärm dich fünf Minuten auf, dann folgen die Übungen der Woche. Mach zwischen zwei Einheiten einen Tag Pause.',
            'Every week has **three sessions of 30 minutes**. Warm up for five minutes, then do the exercises of the week. Rest for a day between two sessions.',
          ),
        },
      },
      video(
        l('Woche 1: Aufwärmen an der Alster', 'Week 1: warming up by the Alster'),
        '/demo/highlight-4.svg',
      ),
      video(
        l('Woche 2: Kraft mit dem eigenen Körper', 'Week 2: bodyweight strength'),
        '/demo/highlight-1.svg',
      ),
      {
        template: 'accordeon',
        content: {
          title: l('Was ist, wenn ich eine Einheit verpasse?', 'What if I miss a session?'),
          copy: l(
            'Hol sie am nächsten Tag nach oder lass sie aus. Wichtiger als jede einzelne Einheit ist, dranzubleiben.',
            'Make it up the next day or skip it. Keeping at it matters more than any single session.',
          ),
        },
      },
    ],
  },
  {
    slug: 'lauf-guide-alster',
    name: l('Lauf-Guide Alster (PDF)', 'Alster running guide (PDF)'),
    description: l(
      'Fünf Runden um Alster und Kanäle mit Karten, Längen, Trinkbrunnen und Toiletten zum Ausdrucken.',
      'Five routes around the Alster and the canals with maps, distances, water fountains and toilets, to print.',
    ),
    image: '/demo/news-3.svg',
    priceCents: 490,
    fragments: [
      {
        template: 'text',
        content: {
          title: l('Dein Lauf-Guide', 'Your running guide'),
          copy: l(
            'Lade den Guide herunter und nimm ihn mit. Die Runden sind zwischen 3 und 12 Kilometer lang.',
            'Download the guide and take it with you. The routes are between 3 and 12 kilometres long.',
          ),
        },
      },
      {
        template: 'downloads',
        content: {
          title: l('Download', 'Download'),
          copy: l('Der Guide als PDF.', 'The guide as a PDF.'),
          items: [
            {
              name: l('Lauf-Guide Alster (PDF)', 'Alster running guide (PDF)'),
              file: '/demo/programm.pdf',
              link: null,
              size: 673,
            },
            {
              name: l('Streckenkarten (PDF)', 'Route maps (PDF)'),
              file: '/demo/flyer.pdf',
              link: null,
              size: 680,
            },
          ],
        },
      },
    ],
  },
  {
    slug: 'videokurs-yoga-im-park',
    name: l('Videokurs Yoga im Park', 'Video course: yoga in the park'),
    description: l(
      'Zehn Folgen für Einsteigerinnen und Einsteiger: Atmung, Grundhaltungen, ein ruhiger Abschluss.',
      'Ten episodes for beginners: breathing, basic poses and a calm finish.',
    ),
    image: '/demo/highlight-3.svg',
    priceCents: 1900,
    fragments: [
      video(
        l('Folge 1: Ankommen und atmen', 'Episode 1: arriving and breathing'),
        '/demo/highlight-3.svg',
      ),
      {
        template: 'text',
        content: {
          title: l('Was du brauchst', 'What you need'),
          copy: l(
            'Eine Matte oder ein großes Handtuch und bequeme Kleidung.',
            'A mat or a large towel and comfortable clothes.',
          ),
        },
      },
    ],
  },
];

/** Writes the demo products with their paid content. */
export async function insertProducts(tx: Tx) {
  for (const [position, product] of demoProducts.entries()) {
    const [row] = await tx
      .insert(t.products)
      .values({
        slug: product.slug,
        name: product.name,
        description: product.description,
        image: product.image,
        priceCents: product.priceCents,
        position,
      })
      .returning({ id: t.products.id });
    await insertFragments(tx, { productId: row!.id }, product.fragments);
  }
}

// Demo peptalks: three short talks with German and English captions (web/public/demo/peptalk)
// and the transcript the captions speak. The clip is the portal's demo video.
import * as t from '../schema/index.ts';
import type { Tx } from './fragment-writer.ts';

const l = (de: string, en: string) => ({ de, en });

type PeptalkSeed = Omit<typeof t.peptalks.$inferInsert, 'captionsDe' | 'captionsEn' | 'video'>;

export const demoPeptalks: PeptalkSeed[] = [
  {
    slug: 'einfach-anfangen',
    title: l('Einfach anfangen', 'Just start'),
    speaker: 'Aylin Demir',
    speakerRole: l('Lauftrainerin, Lauftreff Wandsbek', 'Running coach, Wandsbek running group'),
    topic: 'getting-started',
    summary: l(
      'Warum der erste Schritt kleiner sein darf, als du denkst.',
      'Why the first step may be smaller than you think.',
    ),
    transcript: l(
      'Du musst nicht schnell sein, um anzufangen.\n\nZieh die Schuhe an und geh einmal um den Block.\n\nMorgen gehst du zwei Blocks. So fängt es an.',
      "You don't have to be fast to start.\n\nPut on your shoes and walk around the block once.\n\nTomorrow you walk two blocks. That's how it begins.",
    ),
    poster: '/demo/highlight-4.svg',
    posterAlt: l('Abendstimmung an der Alster', 'Evening light on the Alster'),
    durationSeconds: 8,
    categories: ['laufen', 'walking'],
    position: 1,
  },
  {
    slug: 'dranbleiben',
    title: l('Dranbleiben', 'Keep at it'),
    speaker: 'Jonas Petersen',
    speakerRole: l(
      'Rudertrainer, Allgemeiner Alster-Club',
      'Rowing coach, Allgemeiner Alster-Club',
    ),
    topic: 'staying-with-it',
    summary: l(
      'Ein fester Termin trägt weiter als jede Motivation.',
      'A fixed time carries you further than any motivation.',
    ),
    transcript: l(
      'Motivation kommt und geht.\n\nWas bleibt, ist ein fester Termin in der Woche.\n\nSchreib ihn dir auf, wie einen Arzttermin.',
      "Motivation comes and goes.\n\nWhat stays is a fixed time in your week.\n\nWrite it down, like a doctor's appointment.",
    ),
    poster: '/demo/highlight-2.svg',
    posterAlt: l(
      'Illustration: ein Park mit See und Bäumen',
      'Illustration: a park with a lake and trees',
    ),
    durationSeconds: 8,
    categories: ['rudern', 'fitness'],
    position: 2,
  },
  {
    slug: 'gemeinsam-bewegen',
    title: l('Gemeinsam geht’s leichter', 'Easier together'),
    speaker: 'Maria Santos',
    speakerRole: l('Übungsleiterin Tanzen, Harburg', 'Dance instructor, Harburg'),
    topic: 'together',
    summary: l(
      'Wie eine Gruppe dich mitnimmt, wenn du allein liegen bleiben würdest.',
      'How a group takes you along when you would stay on the sofa alone.',
    ),
    transcript: l(
      'Allein ist der innere Schweinehund am lautesten.\n\nIn der Gruppe wartet jemand auf dich.\n\nKomm vorbei, die erste Stunde ist immer offen.',
      "On your own, the voice that says 'skip it' is loudest.\n\nIn a group, someone is waiting for you.\n\nCome along, the first session is always open.",
    ),
    poster: '/demo/highlight-1.svg',
    posterAlt: l('Menschen beim Yoga auf einer Wiese', 'People doing yoga on a lawn'),
    durationSeconds: 8,
    categories: ['tanzen', 'yoga'],
    position: 3,
  },
];

export async function insertPeptalks(tx: Tx) {
  await tx.insert(t.peptalks).values(
    demoPeptalks.map((talk) => ({
      ...talk,
      video: '/demo/alster.mp4',
      captionsDe: `/demo/peptalk/${talk.slug}.de.vtt`,
      captionsEn: `/demo/peptalk/${talk.slug}.en.vtt`,
    })),
  );
}

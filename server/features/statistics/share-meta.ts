import { eq } from 'drizzle-orm';
import type { Locale } from '../../../domain/shared/locale.ts';
import type { Database } from '../../db/client.ts';
import { districts } from '../../db/schema/index.ts';
import type { ShareTextSource } from '../content/index.ts';

const texts: Record<
  Locale,
  { title: string; district: (name: string) => string; description: string }
> = {
  de: {
    title: 'Statistik',
    district: (name) => `Statistik: ${name}`,
    description:
      'Die offenen Zahlen des Portals: Angebote nach Bezirk und Kategorie, kostenlose und barrierefreie Anteile, neue Angebote und Sommerkurse, als CSV und JSON.',
  },
  en: {
    title: 'Statistics',
    district: (name) => `Statistics: ${name}`,
    description:
      "The portal's open figures: offers by district and category, free and barrier-free shares, new offers and summer courses, as CSV and JSON.",
  },
};

/** Share text of the statistics pages; a district that does not exist makes the page a 404. */
export function statisticsShareText(db: Database): ShareTextSource {
  return async (path: string, locale: Locale) => {
    const match = path.match(/^\/playground\/statistics(?:\/([^/]+))?$/);
    if (!match) return null;
    const text = texts[locale];
    if (!match[1]) return { title: text.title, description: text.description };
    const [row] = await db
      .select({ name: districts.name })
      .from(districts)
      .where(eq(districts.slug, match[1]))
      .limit(1);
    return row && { title: text.district(row.name), description: text.description };
  };
}

import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import * as t from '../schema.ts';
import { hashPassword } from '../../features/accounts/password.ts';
import { createRandom } from './random.ts';
import {
  demoCategories,
  demoDistricts,
  demoHighlights,
  demoSettings,
  demoSpottypes,
} from './site.ts';
import { demoPages } from './pages.ts';
import { generateArticles, generateEuroEvents, generateEvents } from './news.ts';
import { storyFragments } from './fragments.ts';
import { insertFragments, insertShowcase } from './fragment-writer.ts';
import { demoFaq } from './faq.ts';
import { generateOffers } from './offers.ts';
import { demoClubs, demoPassword, demoUsers } from './accounts.ts';

export type SeedOptions = {
  offers: number;
  articles: number;
  events: number;
  seed: number;
  now: Date;
};

export const defaultSeedOptions: SeedOptions = {
  offers: 400,
  articles: 24,
  events: 36,
  seed: 2026,
  now: new Date(),
};

const batchSize = 1000;
/** The Active Spotter page ends with the acceptance form (a custom component). */
const spotterTerms = { template: 'custom-component', content: { component: 'spotter-terms' } };

/** Pages that show every fragment template. */
const showcasePages = new Set(['active-city-summer', 'sport-im-park']);
/** Articles and events with a written body; the rest are teasers only, which is enough for lists. */
const storyCount = 200;

const videoHighlight = {
  type: 'internal' as const,
  internalUrl: '/laufen-in-hamburg',
  externalUrl: null,
  title: { de: 'Hamburg läuft', en: 'Hamburg runs' },
  topline: { de: 'Video', en: 'Video' },
  richtext: {
    de: 'Lauftreffs an Alster und Elbe: jeden Abend, für jedes Tempo.',
    en: 'Running groups by the Alster and the Elbe: every evening, at every pace.',
  },
  file: '/demo/alster.mp4',
  fileAlt: { de: 'Video: Abendstimmung an der Alster', en: 'Video: evening light on the Alster' },
  fileCaption: { de: '', en: '' },
  poster: '/demo/highlight-4.svg',
  gradient: true,
  videoLoop: true,
  position: 0,
};

/** True when the database holds no portal content yet (first start). */
export async function isEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ key: t.settings.key }).from(t.settings).limit(1);
  return rows.length === 0;
}

/** Fills an empty, migrated database with the demo city in one transaction. */
export async function seedDemo(db: Database, partial: Partial<SeedOptions> = {}): Promise<void> {
  const options = { ...defaultSeedOptions, ...partial };
  const random = createRandom(options.seed);
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    await tx.insert(t.settings).values([{ key: 'site', value: demoSettings }]);
    await tx.insert(t.districts).values(demoDistricts);
    await tx.insert(t.categories).values(
      demoCategories.map((c, position) => ({
        slug: c.slug,
        title: { de: c.de, en: c.en },
        icon: c.icon,
        hidden: c.hidden ?? false,
        position,
      })),
    );
    const spottypeRows = await tx
      .insert(t.spottypes)
      .values(demoSpottypes.map((s) => ({ slug: s.slug, title: { de: s.de, en: s.en } })))
      .returning({ id: t.spottypes.id, slug: t.spottypes.slug });
    await tx.insert(t.highlights).values([
      videoHighlight,
      ...demoHighlights.map((h, i) => ({
        type: h.type,
        internalUrl: h.internalUrl ?? null,
        externalUrl: h.externalUrl ?? null,
        title: { de: h.title[0], en: h.title[1] },
        topline: { de: h.topline[0], en: h.topline[1] },
        richtext: { de: h.richtext[0], en: h.richtext[1] },
        file: `/demo/highlight-${i + 1}.svg`,
        fileAlt: { de: h.alt[0], en: h.alt[1] },
        fileCaption: { de: '', en: '' },
        gradient: i % 2 === 0,
        position: i + 1,
      })),
    ]);
    const pageRows = await tx
      .insert(t.pages)
      .values(
        demoPages.map((p, position) => ({
          slug: p.slug,
          title: { de: p.title[0], en: p.title[1] },
          naviLabel: p.navi ? { de: p.navi[0], en: p.navi[1] } : null,
          description: { de: p.intro[0], en: p.intro[1] },
          position,
        })),
      )
      .returning({ id: t.pages.id, slug: t.pages.slug });
    for (const [i, page] of pageRows.entries()) {
      const seed = demoPages[i];
      if (!seed) continue;
      const intro = { de: seed.intro[0], en: seed.intro[1] };
      if (showcasePages.has(page.slug)) await insertShowcase(tx, page.id);
      else if (page.slug === 'active-spotter-teilnahmebedingungen') {
        await insertFragments(tx, { pageId: page.id }, [...storyFragments(intro), spotterTerms]);
      } else await insertFragments(tx, { pageId: page.id }, storyFragments(intro));
    }
    await tx.insert(t.faqItems).values(demoFaq.map((f, position) => ({ ...f, position })));

    const articleRows = options.articles
      ? await tx
          .insert(t.articles)
          .values(generateArticles(options.articles, random, options.now))
          .returning()
      : [];
    for (const a of articleRows.slice(0, storyCount)) {
      await insertFragments(tx, { articleId: a.id }, storyFragments(a.teaserDescription));
    }
    const eventRows = [
      ...generateEvents(options.events, random, options.now),
      ...generateEuroEvents(options.now),
    ];
    const insertedEvents = eventRows.length
      ? await tx.insert(t.events).values(eventRows).returning()
      : [];
    for (const e of insertedEvents.slice(0, storyCount)) {
      await insertFragments(tx, { eventId: e.id }, storyFragments(e.teaserDescription));
    }

    const clubRows = await tx
      .insert(t.clubs)
      .values(demoClubs)
      .returning({ id: t.clubs.id, slug: t.clubs.slug });
    await tx.insert(t.users).values(
      demoUsers.map((u) => ({
        name: u.name,
        surname: u.surname,
        username: u.username,
        email: u.email,
        passwordHash,
        official: u.official,
        emailVerifiedAt: u.verified ? options.now : null,
        clubId: clubRows.find((c) => c.slug === u.club)?.id ?? null,
        roles: u.roles,
      })),
    );

    const spottypeIds = new Map(spottypeRows.map((s) => [s.slug, s.id]));
    const offers = generateOffers(options.offers, random);
    for (let i = 0; i < offers.length; i += batchSize) {
      await tx.insert(t.offers).values(
        offers.slice(i, i + batchSize).map(({ spottype, ...o }) => ({
          ...o,
          spottypeId: spottype ? (spottypeIds.get(spottype) ?? null) : null,
        })),
      );
    }
  });
}

/** Empties every portal table so `npm run seed` can start over with other sizes. */
export async function clearAll(db: Database): Promise<void> {
  await db.execute(
    sql`TRUNCATE settings, pages, fragments, faq_items, newsletter_subscriptions, outbox_mails, districts, categories, spottypes, highlights, articles, events, clubs, users, sessions, offers RESTART IDENTITY CASCADE`,
  );
}

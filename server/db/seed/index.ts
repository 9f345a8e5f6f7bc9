import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import * as t from '../schema/index.ts';
import { hashPassword } from '../../features/accounts/password.ts';
import { newToken } from '../../secret-token.ts';
import { createRandom } from './random.ts';
import { demoCategories, demoHighlights, demoSpottypes } from './site.ts';
import { insertEssentials } from './essentials.ts';
import { demoPages } from './pages.ts';
import { participationTermsSlug } from '../../../domain/content/constants.ts';
import { generateArticles, generateEuroEvents, generateEvents } from './news.ts';
import { storyFragments } from './fragments.ts';
import { insertFragments, insertPageText, insertShowcase, type Tx } from './fragment-writer.ts';
import { pageTexts } from './texts/index.ts';
import { demoFaq } from './faq.ts';
import { generateOffers, type SeedCity } from './offers.ts';
import { bulkInsert, withoutIndex } from './bulk.ts';
import { demoSeasons } from './summer-programme.ts';
import type { SummerSeason } from '../../../domain/summer/summer.ts';
import { assignDistricts } from '../../features/offers/index.ts';
import { rebuildTimeEntries } from '../../features/summer/index.ts';
import { demoClubs, demoPassword, demoUsers } from './accounts.ts';
import { insertProducts } from './shop.ts';
import { insertModerationDemo } from './moderation.ts';
import { insertPeptalks } from './peptalk.ts';

export type SeedOptions = {
  offers: number;
  /** Courses of the summer programme, spread over the seasons. */
  summer: number;
  /** The calendar's seasons; by default the spec's and 13 weeks around `now`. */
  summerSeasons?: SummerSeason[];
  articles: number;
  events: number;
  seed: number;
  now: Date;
  /**
   * `shared`: every demo account has the README's password (development, tests, demos).
   * `unknown`: each gets a random password that is printed and stored nowhere, so the demo
   * city's accounts open nothing on a public install (decision 048).
   */
  accountPasswords?: 'shared' | 'unknown';
};

export const defaultSeedOptions: SeedOptions = {
  offers: 400,
  summer: 300,
  articles: 24,
  events: 36,
  seed: 2026,
  now: new Date(),
};

const offerBatchSize = 5000;
/** The Active Spotter page ends with the acceptance form (a custom component). */
const spotterTerms = { template: 'custom-component', content: { component: 'spotter-terms' } };

/** The summer page opens with the calendar (a custom component editors can place anywhere). */
const summerPageSlug = 'active-city-summer';
const summerCalendar = { template: 'custom-component', content: { component: 'summer-calendar' } };
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
  const shared = options.accountPasswords === 'unknown' ? undefined : hashPassword(demoPassword);
  const passwordHashes = await Promise.all(demoUsers.map(() => shared ?? hashPassword(newToken())));
  await db.transaction(async (tx) => {
    const seasons = options.summerSeasons ?? demoSeasons(options.now);
    await insertEssentials(tx, seasons);
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
      const written = pageTexts[page.slug];
      const ending = page.slug === participationTermsSlug ? [spotterTerms] : [];
      const lead = page.slug === summerPageSlug ? [summerCalendar] : [];
      if (showcasePages.has(page.slug)) await insertShowcase(tx, page.id, lead);
      else if (written) await insertPageText(tx, page.id, [...written, ...ending]);
      else await insertFragments(tx, { pageId: page.id }, [...storyFragments(), ...ending]);
    }
    await tx.insert(t.faqItems).values(demoFaq.map((f, position) => ({ ...f, position })));

    const articleRows = options.articles
      ? await tx
          .insert(t.articles)
          .values(generateArticles(options.articles, random, options.now))
          .returning()
      : [];
    for (const a of articleRows.slice(0, storyCount)) {
      await insertFragments(tx, { articleId: a.id }, storyFragments());
    }
    const eventRows = [
      ...generateEvents(options.events, random, options.now),
      ...generateEuroEvents(options.now),
    ];
    const insertedEvents = eventRows.length
      ? await tx.insert(t.events).values(eventRows).returning()
      : [];
    for (const e of insertedEvents.slice(0, storyCount)) {
      await insertFragments(tx, { eventId: e.id }, storyFragments());
    }

    await insertProducts(tx);
    await insertPeptalks(tx);

    const city = generateOffers(options.offers, random, options.now, {
      count: options.summer,
      seasons,
    });
    const clubRows = await tx
      .insert(t.clubs)
      .values([...demoClubs, ...city.clubs])
      .returning({ id: t.clubs.id, slug: t.clubs.slug });
    const userRows = await tx
      .insert(t.users)
      .values(
        demoUsers.map((u, i) => ({
          name: u.name,
          surname: u.surname,
          username: u.username,
          email: u.email,
          passwordHash: passwordHashes[i],
          official: u.official,
          emailVerifiedAt: u.verified ? options.now : null,
          clubId: clubRows.find((c) => c.slug === u.club)?.id ?? null,
          roles: u.roles,
        })),
      )
      .returning({ id: t.users.id, username: t.users.username });

    const userIds = new Map(userRows.map((r) => [r.username, r.id]));
    await insertOffers(tx, city, {
      spottypes: new Map(spottypeRows.map((r) => [r.slug, r.id])),
      clubs: new Map(clubRows.map((r) => [r.slug, r.id])),
      users: userIds,
    });
    await insertModerationDemo(tx, userIds);
    // What saving does for each offer, once for the whole city (decisions 028, 029).
    await assignDistricts(tx as unknown as Database, undefined);
    await rebuildTimeEntries(tx as unknown as Database);
    await tx.execute(sql`ANALYZE offers, summer_time_entries`);
  });
}

/** Empties every portal table so `npm run seed` can start over with other sizes. */
export async function clearAll(db: Database): Promise<void> {
  await db.execute(
    sql`TRUNCATE settings, pages, fragments, faq_items, newsletter_subscriptions, outbox_mails, districts, categories, summer_time_entries, spottypes, highlights, articles, events, clubs, users, sessions, offers, bookmarks, reports, addresses, products, purchases, receipt_counters, payment_events, local_payment_sessions, peptalks RESTART IDENTITY CASCADE`,
  );
}

/**
 * Offers in batches (the 100,000-offer benchmark city stays within seconds): spots go
 * first, so an entry's spot already has its id when the entry's batch is written.
 */
async function insertOffers(
  tx: Tx,
  city: SeedCity,
  ids: { spottypes: Map<string, number>; clubs: Map<string, number>; users: Map<string, number> },
): Promise<void> {
  const idOfSlug = new Map<string, number>();
  const firstNonSpot = city.offers.findIndex((o) => o.type !== 'spot');
  const spotEnd = firstNonSpot === -1 ? city.offers.length : firstNonSpot;
  const write = async (from: number, to: number) => {
    for (let i = from; i < to; i += offerBatchSize) {
      const rows = city.offers
        .slice(i, Math.min(i + offerBatchSize, to))
        .map(({ spottype, spotIndex, owner, clubSlug, ...o }) => ({
          ...o,
          spottypeId: spottype ? (ids.spottypes.get(spottype) ?? null) : null,
          spotId: spotIndex === null ? null : (idOfSlug.get(city.offers[spotIndex]!.slug) ?? null),
          userId: owner ? (ids.users.get(owner) ?? null) : null,
          clubId: clubSlug ? (ids.clubs.get(clubSlug) ?? null) : null,
        }));
      const inserted = await bulkInsert(tx, t.offers, rows, sql`id, slug`);
      for (const row of inserted) idOfSlug.set(String(row.slug), Number(row.id));
    }
  };
  await withoutIndex(tx, 'offers_earth_idx', async () => {
    await write(0, spotEnd);
    await write(spotEnd, city.offers.length);
  });
  await withoutIndex(tx, 'addresses_search_trgm_idx', async () => {
    for (let i = 0; i < city.addresses.length; i += offerBatchSize) {
      await bulkInsert(tx, t.addresses, city.addresses.slice(i, i + offerBatchSize));
    }
  });
  // Fresh statistics, so the planner prefers the geo index over the type index at once.
  await tx.execute(sql`ANALYZE offers, addresses`);
}

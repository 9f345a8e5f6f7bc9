/** Shared setup of the moderation tests: the demo staff signed in and call helpers. */
import { desc, eq } from 'drizzle-orm';
import { demoPassword } from '../db/seed/accounts.ts';
import * as t from '../db/schema/index.ts';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, login, type TestApp } from './app.ts';

type Session = Awaited<ReturnType<typeof login>>;
export type Who = 'anna' | 'ben_tsv' | 'redaktion' | 'moderation' | 'admin' | null;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export async function signInAll(app: TestApp['app']) {
  const as: Partial<Record<Exclude<Who, null>, Session>> = {};
  for (const [who, email] of [
    ['anna', 'anna@example.org'],
    ['ben_tsv', 'ben@example.org'],
    ['redaktion', 'redaktion@example.org'],
    ['moderation', 'moderation@example.org'],
    ['admin', 'admin@example.org'],
  ] as const)
    as[who] = await login(app, email, demoPassword);
  return (who: Who, method: Method, url: string, payload?: object) =>
    app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(who ? { cookies: as[who]!.cookies, headers: as[who]!.headers } : {}),
    });
}

/** The audit records of one record, newest first. */
export async function auditOf(t2: TestApp, resource: string, id: number) {
  return t2.database.db
    .select()
    .from(t.auditEntries)
    .where(eq(t.auditEntries.recordId, String(id)))
    .orderBy(desc(t.auditEntries.id))
    .then((rows) => rows.filter((r) => r.resource === resource));
}

/** A wizard entry as its owner saves it. */
export const entryForm = (title: string) => ({
  type: 'entry',
  map_latitude: 53.5601,
  map_longitude: 10.0452,
  street: 'Am Öjendorfer See',
  street_number: '1',
  zipcode: '22117',
  city: 'Hamburg',
  categories: ['laufen'],
  title,
  description: 'Wir laufen gemeinsam eine Runde um den See.',
  image: null,
  free_offer: true,
  barrier_free: false,
  contact_mail: false,
  targetgroup: ['kids', 'youths'],
  entry_location: 'new',
  repetition: 'weekly',
  tuesday: true,
  tuesday_start: '18:00',
  tuesday_end: '19:30',
});

export type Call = Awaited<ReturnType<typeof signInAll>>;

/** Who may use the moderators' calls, and the status everyone else gets. */
export const moderatorsOnly: [Who, number][] = [
  [null, 401],
  ['anna', 403],
  ['redaktion', 403],
  ['moderation', 200],
  ['admin', 200],
];

/**
 * One seeded app per test file with the demo staff signed in. `call` may be taken out at
 * once; `app` is there once the file's tests run.
 */
export function moderationApp() {
  let app: TestApp | undefined;
  let signedIn: Call | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    signedIn = await signInAll(app.app);
  });
  afterAll(() => app?.close());
  return {
    get app() {
      if (!app) throw new Error('The app starts in beforeAll.');
      return app;
    },
    call: ((...args) => signedIn!(...args)) as Call,
  };
}

import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInToBackend } from './backend-helpers.ts';
import { demoPassword, post, weeklyEntry } from './profile-helpers.ts';

// The moderators' offers screen (decision 040): filter, edit an offer's title with the
// wizard's rules, move its point, hide it and show it again, merge a duplicate spot. Every
// record here is made by the test itself; the seeded offers stay as other specs read them.

// The backend asks who is signed in before the login (401).
test.use({ expectedConsoleErrors: /status of 401 .*\/api\/backend\/me/ });
// Two browsers' worth of work on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

const place = {
  street: 'Schöne Aussicht',
  street_number: '1',
  zipcode: '22085',
  city: 'Hamburg',
  image: null,
  free_offer: true,
  barrier_free: false,
};

/** Anna's offers, saved through the wizard's calls in a request context of her own. */
async function asAnna(request: APIRequestContext) {
  const login = await post(request, '/api/auth/login', {
    email: 'anna@example.org',
    password: demoPassword,
    remember: true,
  });
  expect(login.status(), 'login of Anna').toBe(200);
  return async (type: 'entry' | 'spot', body: object) => {
    const saved = await post(request, `/api/offers/${type}/save`, { type, ...place, ...body });
    expect(saved.status(), await saved.text()).toBe(201);
    return ((await saved.json()) as { data: { id: number; slug: string } }).data;
  };
}

async function publicView(request: APIRequestContext, id: number) {
  const geo = await (await request.get('/api/offers/geo?types=entry')).json();
  const feature = (
    geo.data.features as { geometry: { coordinates: number[] }; properties: { id: number } }[]
  ).find((f) => f.properties.id === id);
  const list = await (
    await request.get('/api/offers?types=entry&lat=53.5502&lng=9.9931&distance=1&limit=100')
  ).json();
  return {
    point: feature?.geometry.coordinates ?? null,
    inList: (list.data as { id: number }[]).some((o) => o.id === id),
  };
}

test('a moderator filters, edits, moves, hides and shows an offer again', async ({
  page,
  allowConsoleErrors,
  playwright,
  baseURL,
  expectAccessible,
}) => {
  const n = Date.now() % 1e7;
  const title = `Alsterlauf zum Bearbeiten ${n}`;
  const annaRequest = await playwright.request.newContext({ baseURL: baseURL! });
  const save = await asAnna(annaRequest);
  const entry = await save('entry', weeklyEntry(title));

  await signInToBackend(page, 'moderation@example.org', { dashboard: true });
  await page.goto('/backend/offers');
  await expect(
    page.getByRole('heading', { name: 'Karte der Angebote dieser Seite' }),
  ).toBeVisible();
  await expectAccessible('offers list');
  // At 1280 px the list and its map fit the window: the map is not cut off on the right.
  await page.setViewportSize({ width: 1280, height: 800 });
  const map = page.getByRole('region', { name: 'Karte der Angebote dieser Seite' });
  await expect(map.locator('.maplibregl-canvas')).toBeVisible();
  for (const part of [map, map.locator('.maplibregl-canvas')]) {
    const box = (await part.boundingBox())!;
    expect(box.x + box.width, 'right edge of the map at 1280 px').toBeLessThanOrEqual(1280);
  }
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'page width at 1280 px',
  ).toBeLessThanOrEqual(1280);
  await page.getByPlaceholder('Suchen').fill(title);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByPlaceholder('Suchen').fill(`Gibt es nicht ${n}`);
  await expect(page.getByText('Keine Angebote gefunden')).toBeVisible();
  await expectAccessible('offers list, nothing found');
  await page.getByPlaceholder('Suchen').fill(title);
  await row.click();

  // The wizard's fields: a too long title is refused on the field, a new one is saved.
  await expect(page.getByRole('heading', { name: 'Ort' })).toBeVisible();
  await expectAccessible('offer');
  const titleInput = page.getByLabel('Titel', { exact: false }).first();
  allowConsoleErrors(/status of 422 .*\/api\/backend\/offers\/\d+/);
  await titleInput.fill('x'.repeat(101));
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Dieser Eintrag ist zu lang.')).toBeVisible();
  const newTitle = `Alsterlauf bearbeitet ${n}`;
  await titleInput.fill(newTitle);
  // A click on the map moves the point; typing latitude and longitude does the same.
  const latitude = page.getByLabel('Breitengrad');
  await expect(latitude).toHaveValue('53.5713');
  await page.locator('.maplibregl-canvas').click({ position: { x: 60, y: 60 } });
  await expect(latitude).not.toHaveValue('53.5713');
  await page.screenshot({ path: test.info().outputPath('offer-edit.png'), fullPage: true });
  await latitude.fill('53.5502');
  await page.getByLabel('Längengrad').fill('9.9931');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/backend/offers/${entry.id}`) && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Speichern' }).click();
  expect((await saved).status()).toBe(200);
  const detail = await (await page.request.get(`/api/offers/entry/${entry.id}`)).json();
  expect(detail.data.title).toBe(newTitle);
  expect(await publicView(page.request, entry.id)).toEqual({
    point: [9.9931, 53.5502],
    inList: true,
  });

  // Hidden with a reason: gone for visitors; shown again: back.
  await page.getByRole('button', { name: 'Ausblenden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Angebot ausblenden' });
  await expectAccessible('hide dialog');
  await dialog.getByLabel('Begründung (geht per E-Mail an den Eigentümer)').fill('Doppelt');
  await dialog.getByRole('button', { name: 'Ausblenden' }).click();
  await expect(page.getByText('Für Besucher ausgeblendet: Doppelt')).toBeVisible();
  expect(await publicView(page.request, entry.id)).toEqual({ point: null, inList: false });
  await expectAccessible('hidden offer');
  await page.getByRole('button', { name: 'Wieder anzeigen' }).click();
  await expect(page.getByText('Das Angebot ist wieder sichtbar.')).toBeVisible();
  expect(await publicView(page.request, entry.id)).toEqual({
    point: [9.9931, 53.5502],
    inList: true,
  });
  await annaRequest.dispose();
});

test.describe('on a device set to US English and New York time', () => {
  test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

  test('the German offers list writes its dates the German way, in Hamburg time', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const title = `Alsterlauf mit Datum ${Date.now() % 1e7}`;
    const annaRequest = await playwright.request.newContext({ baseURL: baseURL! });
    const save = await asAnna(annaRequest);
    await save('entry', weeklyEntry(title));
    await annaRequest.dispose();

    await signInToBackend(page, 'moderation@example.org', { dashboard: true });
    await page.goto('/backend/offers');
    const listed = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/backend/offers' &&
        new URL(r.url()).searchParams.get('q') === title,
    );
    await page.getByPlaceholder('Suchen').fill(title);
    const rows = (await (await listed).json()).data as { title: string; updated_at: string }[];
    const changed = new Date(rows.find((r) => r.title === title)!.updated_at);
    const inHamburg = changed.toLocaleString('de-DE', {
      timeZone: 'Europe/Berlin',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    expect(inHamburg).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText(inHamburg);
  });
});

test('a moderator merges a duplicate spot; its entry moves along', async ({
  page,
  playwright,
  baseURL,
  expectAccessible,
}) => {
  const n = Date.now() % 1e7;
  const annaRequest = await playwright.request.newContext({ baseURL: baseURL! });
  const save = await asAnna(annaRequest);
  const spot = (title: string, lat: number) =>
    save('spot', {
      title,
      map_latitude: lat,
      map_longitude: 10.0312,
      categories: ['laufen'],
      description: 'Ein Treffpunkt zum Laufen.',
    });
  const keep = await spot(`Lauftreffpunkt Alster ${n}`, 53.5713);
  const duplicate = await spot(`Lauftreffpunkt Alster doppelt ${n}`, 53.5714);
  const entry = await save('entry', {
    ...weeklyEntry(`Lauf am Treffpunkt ${n}`),
    entry_location: 'spot',
    spot_id: duplicate.id,
  });

  await signInToBackend(page, 'moderation@example.org', { dashboard: true });
  await page.goto(`/backend/offers/${duplicate.id}`);
  await page.getByRole('button', { name: 'In anderen Spot zusammenführen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Doppelten Spot zusammenführen' });
  await dialog.getByLabel('Ziel-Spot').fill(`Lauftreffpunkt Alster ${n}`);
  await page.getByRole('option', { name: `Lauftreffpunkt Alster ${n}`, exact: true }).click();
  await expectAccessible('merge dialog');
  await dialog.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL(new RegExp(`/backend/offers/${keep.id}$`));
  await expect(page.getByText('Zusammengeführt.')).toBeVisible();
  await expectAccessible('merged spot');

  expect((await page.request.get(`/api/offers/spot/${duplicate.id}`)).status()).toBe(404);
  const kept = await (await page.request.get(`/api/offers/spot/${keep.id}`)).json();
  expect(kept.data.entries.map((e: { id: number }) => e.id)).toContain(entry.id);
  await annaRequest.dispose();
});

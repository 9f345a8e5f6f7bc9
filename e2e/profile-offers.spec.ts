import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { logInByApi, post, registerVerifiedMember } from './profile-helpers.ts';

// The lists of home 'Dein Profil' (spec/portal.md §2): own offers with edit and delete,
// bookmarks with view and remove, club locations. Other specs sign in as anna and bookmark
// seeded spots, so what these tests delete or un-bookmark is a spot they created themselves.

type Created = { id: number; slug: string; title: string };

/** A new Active Spot of the signed-in user through the wizard's save call. */
async function createSpot(api: APIRequestContext, title: string): Promise<Created> {
  const response = await post(api, '/api/offers/spot/save', {
    type: 'spot',
    map_latitude: 53.5712,
    map_longitude: 10.0153,
    street: 'Schöne Aussicht',
    street_number: '1',
    zipcode: '22085',
    city: 'Hamburg',
    categories: ['basketball'],
    title,
    description: 'Zwei Körbe auf Asphalt, abends beleuchtet.',
    free_offer: true,
    barrier_free: false,
  });
  expect(response.status(), 'saving the spot').toBe(201);
  const { data } = await response.json();
  return { id: data.id, slug: data.slug, title: data.title };
}

const uniqueTitle = (word: string) => `${word} ${Date.now() % 1e7}`;

/** The items of the profile's lists (the footer has lists of its own). */
const listItems = (page: Page, region: string) =>
  page.getByRole('region', { name: region }).getByRole('listitem');

test('anna sees her entries, filters them by type and deletes an own spot', async ({
  page,
  visit,
  expectAccessible,
}) => {
  await logInByApi(page, 'anna@example.org');
  const spot = await createSpot(page.request, uniqueTitle('Profiltest-Korb'));

  await visit('/home');
  const items = listItems(page, 'Deine Einträge und Favoriten');
  const item = items.filter({ hasText: spot.title });
  await expect(item).toBeVisible();
  // The seed gives anna 4 entries (other specs may add more while this one runs).
  const ownEntries = items.filter({ hasText: 'Mitmach-Angebot' });
  expect(await ownEntries.count()).toBeGreaterThanOrEqual(4);
  await expect(item).toContainText('Active Spot');
  await expect(item).toContainText('Schöne Aussicht 1, 22085 Hamburg');
  await expect(item).toContainText(/Erstellt am \d\d\.\d\d\.\d\d/);
  await expect(item.getByRole('link', { name: `Bearbeiten: ${spot.title}` })).toHaveAttribute(
    'href',
    `/home?offer=${spot.id}&profileType=user`,
  );

  const spots = page.getByRole('button', { name: 'Active Spots' });
  const entries = page.getByRole('button', { name: 'Mitmach-Angebote' });
  await expect(spots).toHaveAttribute('aria-pressed', 'true');
  await expect(entries).toHaveAttribute('aria-pressed', 'true');
  await spots.click();
  await expect(spots).toHaveAttribute('aria-pressed', 'false');
  await expect(item).toHaveCount(0);
  await expect(items.filter({ hasText: 'Active Spot' })).toHaveCount(0);
  expect(await ownEntries.count()).toBeGreaterThanOrEqual(4);
  await entries.press('Space');
  await expect(page.getByText(/Zu den gewählten Angebotsarten gibt es hier nichts/)).toBeVisible();
  await spots.click();
  await entries.click();
  await expect(item).toBeVisible();

  // Edit opens the wizard over home (its own spec covers editing itself).
  await item.getByRole('link', { name: `Bearbeiten: ${spot.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/home\\?offer=${spot.id}&profileType=user$`));
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goto('/home');

  await item.getByRole('button', { name: `Löschen: ${spot.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Eintrag löschen?' });
  await expect(dialog).toContainText(`„${spot.title}“ wird endgültig gelöscht`);
  await expectAccessible('delete confirmation');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(item).toBeVisible();

  await item.getByRole('button', { name: `Löschen: ${spot.title}` }).click();
  await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
  const status = page.getByRole('status').filter({ hasText: `„${spot.title}“ gelöscht.` });
  await expect(status).toBeFocused();
  await expect(item).toHaveCount(0);
  expect((await page.request.get(`/api/offers/spot/${spot.id}`)).status()).toBe(404);

  await page.reload();
  await expect(items.first()).toBeVisible();
  await expect(item).toHaveCount(0);
});

test('in English: anna bookmarks a spot on its page and removes it from her favourites', async ({
  page,
  visit,
  expectAccessible,
}) => {
  await logInByApi(page, 'anna@example.org');
  const spot = await createSpot(page.request, uniqueTitle('Favourite hoop'));

  await visit(`/en/angebot/active-spot/${spot.slug}`);
  const bookmark = page.getByRole('button', { name: 'Bookmark' });
  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');

  await visit('/en/home');
  await expect(page.getByRole('radio', { name: 'Entries' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Group activities' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('radio', { name: 'Favourites' }).check();
  const item = listItems(page, 'Your entries and favourites').filter({ hasText: spot.title });
  await expect(item).toBeVisible();
  await expect(item.getByRole('link', { name: `View: ${spot.title}` })).toHaveAttribute(
    'href',
    `/en/angebot/active-spot/${spot.slug}`,
  );
  await expectAccessible('favourites');

  await item.getByRole('button', { name: `Remove: ${spot.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this favourite?' });
  await expect(dialog).toContainText(`“${spot.title}” will be removed from your favourites.`);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `“${spot.title}” removed from your favourites.` }),
  ).toBeFocused();
  await expect(item).toHaveCount(0);
  await expect
    .poll(async () => (await (await page.request.get('/api/user')).json()).data.bookmarks)
    .not.toContain(spot.id);

  // The spot was only needed for this test.
  const removed = await post(page.request, '/api/offers/spot/delete', { id: spot.id });
  expect(removed.status()).toBe(200);
});

test('ben’s club profile lists the club locations, in German and English', async ({
  page,
  visit,
}) => {
  await logInByApi(page, 'ben@example.org');
  await visit('/home?profileType=club');
  await expect(page.getByRole('heading', { level: 2, name: 'Vereinsstandorte' })).toBeVisible();
  const places = listItems(page, 'Vereinsstandorte');
  await expect(places.first()).toBeVisible();
  await expect(places.first().getByRole('heading', { level: 3 })).toHaveText('TSV Alstertal');
  await expect(places.first().getByRole('link', { name: /^Bearbeiten: / })).toHaveAttribute(
    'href',
    /^\/home\?offer=\d+&profileType=club$/,
  );
  await expect(places.first().getByRole('button', { name: /^Löschen: / })).toBeVisible();

  await visit('/en/home?profileType=club');
  await expect(page.getByRole('heading', { level: 2, name: 'Club locations' })).toBeVisible();
  const english = listItems(page, 'Club locations');
  await expect(english.first()).toContainText(/Created on \d\d\.\d\d\.\d\d/);
  await expect(english.first().getByRole('link', { name: /^Edit: / })).toHaveAttribute(
    'href',
    /^\/en\/home\?offer=\d+&profileType=club$/,
  );
});

test('a new member sees the empty lists', async ({ page, request, visit }) => {
  const member = await registerVerifiedMember(request, 'profile-lists');
  await logInByApi(page, member.email, member.password);
  await visit('/home');
  await expect(page.getByText('Noch keine Einträge vorhanden')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Angebot hinzufügen' })).toHaveAttribute(
    'href',
    '/angebot?new-entry=1',
  );
  await page.getByRole('radio', { name: 'Favoriten' }).check();
  await expect(page.getByText('Noch keine Favoriten vorhanden')).toBeVisible();
});

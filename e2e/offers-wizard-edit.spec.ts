import { test, expect } from './fixtures.ts';
import { logInByApi, post, weeklyEntry } from './profile-helpers.ts';

// Editing through the profile's edit link (spec/offers.md §2, §4 Wizard flow): the wizard
// opens on the map step with the stored position and without Back, keeps the categories,
// and saving the time step updates the entry the visitor sees.

test('anna changes the end time of her weekly entry from the profile', async ({
  page,
  visit,
  expectAccessible,
}) => {
  await logInByApi(page, 'anna@example.org');
  const title = `Zeitenwechsel ${Date.now() % 1e7}`;
  const created = await post(page.request, '/api/offers/entry/save', weeklyEntry(title));
  expect(created.status(), 'saving the entry').toBe(201);
  const entry = ((await created.json()) as { data: { id: number; slug: string } }).data;

  await visit(`/home?offer=${entry.id}&profileType=user`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Standort bestätigen' })).toBeVisible({
    timeout: 20_000,
  });
  // Edit mode: the marker stands where the entry is, so there is no way back to the type.
  await expect(dialog.getByRole('button', { name: 'Zurück' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Standort bestätigen' }).click();

  // The stored category is still chosen.
  await expect(dialog.getByRole('checkbox', { name: /Laufen/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await expect(dialog.getByLabel(/^Titel/)).toHaveValue(title);
  await dialog.getByRole('button', { name: 'Angebot speichern' }).click();

  const tuesday = dialog.getByRole('listitem', { name: 'Dienstag' });
  await expect(tuesday.getByLabel(/^Beginn/)).toHaveValue('18:00');
  await tuesday.getByLabel(/^Ende/).fill('20:00');
  await expectAccessible('time step in edit mode');
  const save = page.waitForResponse((r) => r.url().endsWith('/api/offers/entry/save'));
  await dialog.getByRole('button', { name: 'Angebot speichern' }).click();
  expect((await save).status(), 'an update answers 200').toBe(200);

  await visit(`/angebot/mitmachen/${entry.slug}`);
  await expect(page.getByText(/Dienstag.*18:00.*20:00/).first()).toBeVisible();
});

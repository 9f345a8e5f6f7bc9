import type { SummerBase } from '../domain/summer/summer-schemas.ts';
import { expect, test } from './fixtures.ts';
import { signInToBackend } from './backend-helpers.ts';

// Editors keep the Active City Summer programme (decision 038): a course made in the backend
// shows in the public calendar; a programme file with a bad row previews its error and
// imports the rest. Records carry a per-run suffix: other specs share the database.

const weekdayNames = [
  'Sonntag',
  'Montag',
  'Dienstag',
  'Mittwoch',
  'Donnerstag',
  'Freitag',
  'Samstag',
];

test.describe('editors backend: summer courses', () => {
  // The backend asks who is signed in before the sign-in (401).
  test.use({ expectedConsoleErrors: /status of 401/ });

  test('an editor creates a course that shows in the summer calendar, then imports a programme with one bad row', async ({
    page,
    expectAccessible,
  }) => {
    // Three screens, the public calendar and two imports: more than the default minute.
    test.setTimeout(180_000);
    const run = Date.now().toString(36);
    const title = `Frühyoga ${run}`;
    const base = (await (await page.request.get('/api/summerevents/base')).json()) as {
      data: SummerBase;
    };
    const week = base.data.week!;
    const weekday = weekdayNames[new Date(`${week.start}T12:00:00Z`).getUTCDay()]!;

    await signInToBackend(page, 'redaktion@example.org');
    await page.goto('/backend/summer-courses');
    await expect(page.getByRole('columnheader', { name: 'Veranstalter' })).toBeVisible();
    await expectAccessible('summer course list');

    await page.getByRole('link', { name: 'Anlegen' }).click();
    await page.getByLabel('Titel (Deutsch)').fill(title);
    await page.getByLabel('Pfad').fill(`fruehyoga-${run}`);
    await page.getByLabel('Beschreibung (Deutsch)').fill('Yoga vor dem Frühstück am Ufer.');
    await page.getByRole('combobox', { name: 'Kategorie' }).click();
    await page.getByRole('option', { name: 'Yoga', exact: true }).click();
    await page.getByLabel('Erster Tag').fill(week.start);
    await page.getByLabel('Letzter Tag').fill(week.stop);
    await page.getByRole('switch', { name: weekday, exact: true }).check();
    // Just after midnight: the first date of the week, so the first teaser of the calendar.
    await page.getByLabel(`${weekday} von`).fill('0:05');
    await page.getByLabel(`${weekday} bis`).fill('0:50');
    await page.getByLabel('Breitengrad').fill('53.5601');
    await page.getByLabel('Längengrad').fill('10.0452');
    await page.getByLabel('Veranstalter', { exact: true }).fill('Yoga für alle e. V.');
    await expectAccessible('summer course form');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/backend/summer-courses') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Speichern' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Verlauf' })).toBeVisible();
    await expect(page.getByLabel('Titel (Deutsch)')).toHaveValue(title);

    await page.goto(`/active-city-summer?week=${week.start}&category=yoga`);
    const calendar = page.getByRole('region', { name: 'Sommerkalender' });
    await expect(calendar.getByText(title).first()).toBeVisible();
    await expectAccessible('summer calendar with the new course');

    await page.goto('/backend/summer-courses');
    await page.getByRole('link', { name: 'CSV importieren' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sommerprogramm importieren' }),
    ).toBeVisible();
    await expect(page.getByText('Noch keine Datei gewählt.')).toBeVisible();
    await expectAccessible('import screen');

    const csv = [
      'slug;titel;beschreibung;kategorie;breitengrad;laengengrad;wiederholung;termine;uhrzeit_von',
      `paddeln-${run};Paddeln ${run};Auf der Alster.;rudern;53,5755;10,0046;einzeltermine;${week.start};10:00`,
      `quidditch-${run};Quidditch ${run};Fliegend.;quidditch;53,5755;10,0046;einzeltermine;${week.start};11:00`,
      `laufen-${run};Laufen ${run};Eine Runde.;laufen;53,55;9,99;einzeltermine;${week.stop};9:00`,
    ].join('\n');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'programm.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const preview = page.getByRole('table', { name: 'Vorschau: noch nichts gespeichert' });
    await expect(preview).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      'Neu: 2 · Geändert: 0 · Fehlerhaft (nicht importiert): 1',
    );
    const bad = preview.getByRole('row', { name: new RegExp(`quidditch-${run}`) });
    await expect(bad).toContainText('Fehler');
    await expect(bad).toContainText('kategorie: Diese Kategorie gibt es nicht.');
    await expectAccessible('import preview');

    await page.getByRole('button', { name: 'Gültige Zeilen importieren' }).click();
    const result = page.getByRole('table', { name: 'Ergebnis' });
    await expect(result).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      'Neu: 2 · Geändert: 0 · Fehlerhaft (nicht importiert): 1',
    );
    await expectAccessible('import result');

    await page.getByRole('link', { name: 'Zu den Sommerkursen' }).click();
    await page.getByPlaceholder('Suche').fill(run);
    await expect(page.getByRole('cell', { name: `Paddeln ${run}` })).toBeVisible();
    await expect(page.getByRole('cell', { name: `Laufen ${run}` })).toBeVisible();
    await expect(page.getByRole('cell', { name: `Quidditch ${run}` })).toHaveCount(0);
  });
});

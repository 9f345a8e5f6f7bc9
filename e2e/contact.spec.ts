import { test, expect, ui, type Lang } from './fixtures.ts';
import { uniqueEmail } from './mailbox.ts';

const texts = {
  de: {
    title: 'Kontakt',
    address: 'Adresse',
    map: 'Karte',
    osm: 'Auf OpenStreetMap ansehen',
    newWindow: '(öffnet neues Fenster)',
    form: 'Schreib uns',
    name: 'Name',
    email: 'E-Mail-Adresse',
    subject: 'Betreff',
    message: 'Nachricht',
    consent: /Ich bin einverstanden/,
    send: 'Nachricht senden',
    sent: 'Danke für deine Nachricht!',
    errors: 'Bitte prüfe deine Eingaben.',
    required: 'Bitte fülle dieses Feld aus.',
  },
  en: {
    title: 'Contact',
    address: 'Address',
    map: 'Map',
    osm: 'View on OpenStreetMap',
    newWindow: '(opens in a new window)',
    form: 'Write to us',
    name: 'Name',
    email: 'E-mail address',
    subject: 'Subject',
    message: 'Message',
    consent: /I agree/,
    send: 'Send message',
    sent: 'Thank you for your message!',
    errors: 'Please check your entries.',
    required: 'Please fill in this field.',
  },
} as const;

/** A field by the start of its label (the consent's text mentions the message too). */
const field = (label: string) => new RegExp(`^${label}`);

/** The server refuses a message sent sooner than this after the form was shown (decision 023). */
const formMinMs = 3500;

for (const lang of ['de', 'en'] as Lang[]) {
  const t = ui[lang];
  const x = texts[lang];

  test(`contact page shows address, map and OpenStreetMap link (${lang})`, async ({
    page,
    visit,
    expectAccessible,
  }) => {
    await visit(`${t.prefix}/meta/kontakt`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(x.title);

    const card = main.getByRole('region', { name: x.address });
    const address = card.locator('address');
    await expect(address).toBeVisible();
    const addressText = (await address.innerText()).replace(/\s+/g, ' ').trim();
    expect(addressText).toMatch(/\d{5} \S+/); // zip and city

    const mail = card.getByRole('link', { name: /@/ });
    await expect(mail).toHaveAttribute('href', /^mailto:.+@.+/);
    await expect(card.locator('a[href^="tel:"]')).toHaveCount(1);

    // The portal's map: a canvas named after the address, with a marker on it.
    const zipCity = addressText.split(' ').slice(-2).join(' ');
    const map = main.getByRole('region', { name: new RegExp(`^${x.map}: .*${zipCity}$`) });
    await expect(map).toBeVisible();
    await expect(main.locator('.maplibregl-marker')).toHaveCount(1);
    // The zoom buttons speak the page's language, not their message keys.
    const zoom = lang === 'de' ? ['Hineinzoomen', 'Herauszoomen'] : ['Zoom in', 'Zoom out'];
    for (const name of zoom) await expect(main.getByRole('button', { name })).toBeVisible();
    await expect(main.getByRole('button', { name: /offerMap\./ })).toHaveCount(0);
    await expectAccessible('contact page with its map');

    const osm = main.getByRole('link', { name: new RegExp(x.osm) });
    // No keyboard trap: Tab leaves the map and its buttons and reaches the link after them.
    await map.focus();
    await expect(map).toBeFocused();
    for (let i = 0; i < 6 && !(await osm.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(osm).toBeFocused();

    await expect(osm).toHaveAttribute('target', '_blank');
    await expect(osm).toHaveAttribute('rel', /noopener/);
    await expect(osm).toContainText(x.newWindow);
    const href = new URL((await osm.getAttribute('href'))!);
    expect(href.origin).toBe('https://www.openstreetmap.org');
    const lat = href.searchParams.get('mlat');
    const lon = href.searchParams.get('mlon');
    expect(Number(lat)).toBeGreaterThan(53);
    expect(Number(lon)).toBeGreaterThan(9);
    expect(href.hash).toBe(`#map=16/${lat}/${lon}`);
  });

  test(`contact form sends the message to the team's mailbox (${lang})`, async ({
    page,
    visit,
    expectAccessible,
  }) => {
    await visit(`${t.prefix}/meta/kontakt`);
    const ready = Date.now() + formMinMs;
    const form = page.getByRole('main').getByRole('region', { name: x.form });
    const email = uniqueEmail(`contact-${lang}`);
    const subject = `Lauftreff ${email}`;
    await form.getByLabel(field(x.name)).fill('Lena Brandt');
    await form.getByLabel(field(x.email)).fill(email);
    await form.getByLabel(field(x.subject)).fill(subject);
    await form.getByLabel(field(x.message)).fill('Wann trifft sich der Lauftreff?');
    await form.getByRole('checkbox', { name: x.consent }).check();
    // A person takes a moment to write; a message sent at once is taken for a robot's.
    await page.waitForTimeout(Math.max(0, ready - Date.now()));
    await form.getByRole('button', { name: x.send }).click();

    const confirmation = form.getByText(x.sent);
    await expect(confirmation).toBeVisible();
    await expect(form.locator('[tabindex="-1"]').filter({ hasText: x.sent })).toBeFocused();
    await expect(form.getByLabel(field(x.message))).toHaveCount(0);
    await expectAccessible('contact confirmation');

    await page.goto('/dev/mailbox');
    const mail = page.locator('article', { hasText: subject }).first();
    await expect(mail).toBeVisible();
    await expect(mail).toContainText(`Antwort an: ${email}`);
    await expect(mail).toContainText(`Von: Lena Brandt <${email}>`);
    await expect(mail).toContainText('Wann trifft sich der Lauftreff?');
    await expect(mail).toContainText(`Antworten: mailto:${email}?subject=`);
  });

  test(`an empty contact form names every field in the focused error summary (${lang})`, async ({
    page,
    visit,
    expectAccessible,
  }) => {
    await visit(`${t.prefix}/meta/kontakt`);
    const form = page.getByRole('main').getByRole('region', { name: x.form });
    await form.getByRole('button', { name: x.send }).click();
    const summary = form.getByRole('alert');
    await expect(summary).toContainText(x.errors);
    await expect(summary).toContainText(`${x.name}: ${x.required}`);
    await expect(summary.locator('..')).toBeFocused();
    await expect(form.getByLabel(field(x.subject))).toHaveAttribute('aria-invalid', 'true');
    await summary.getByRole('link', { name: new RegExp(`^${x.message}:`) }).click();
    await expect(form.getByLabel(field(x.message))).toBeFocused();
    await expectAccessible('contact form with errors');
  });
}

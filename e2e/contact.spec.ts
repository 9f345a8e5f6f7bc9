import { test, expect, ui, type Lang } from './fixtures.ts';

const texts = {
  de: {
    title: 'Kontakt',
    address: 'Adresse',
    osm: 'Auf OpenStreetMap ansehen',
    newWindow: '(öffnet neues Fenster)',
  },
  en: {
    title: 'Contact',
    address: 'Address',
    osm: 'View on OpenStreetMap',
    newWindow: '(opens in a new window)',
  },
} as const;

for (const lang of ['de', 'en'] as Lang[]) {
  const t = ui[lang];
  const x = texts[lang];

  test(`contact page shows address, map and OpenStreetMap link (${lang})`, async ({
    page,
    visit,
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

    // The map is one described image, naming the address.
    const map = main.getByRole('img', {
      name: new RegExp(addressText.split(' ').slice(-2).join(' ')),
    });
    await expect(map).toBeVisible();

    const osm = main.getByRole('link', { name: new RegExp(x.osm) });
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
}

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { contentFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('contact', () => {
  it('shows the address from the settings, a described map and the OpenStreetMap link', async () => {
    mockFetch(({ url }) => {
      if (url === '/api/user') return json(200, { data: null });
      if (url === '/api/content') return json(200, { data: contentFixture });
      return json(404, { message: 'Not found.' }); // no editorial contact page: still works
    });
    await renderApp('/meta/kontakt');
    // The first visit transforms the lazy route module: give it time.
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent(
      'Kontakt',
    );
    const main = within(screen.getByRole('main'));
    const address = await main.findByText(/Rathausmarkt 1/);
    expect(address.closest('address')).toHaveTextContent('Active CityRathausmarkt 120095 Hamburg');
    expect(main.getByRole('link', { name: 'info@example.org' })).toHaveAttribute(
      'href',
      'mailto:info@example.org',
    );
    expect(main.getByRole('link', { name: '040 0000' })).toHaveAttribute('href', 'tel:0400000');
    expect(
      screen.getByRole('img', { name: /Active City, Rathausmarkt 1, 20095 Hamburg/ }),
    ).toBeVisible();
    const osm = screen.getByRole('link', { name: /Auf OpenStreetMap ansehen/ });
    expect(osm).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=53.55&mlon=9.99#map=16/53.55/9.99',
    );
    expect(osm).toHaveAttribute('target', '_blank');
  });
});

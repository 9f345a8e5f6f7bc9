import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type Call } from '../../test/fetch-mock.ts';
import { contentFixture } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

// MapLibre needs WebGL, which jsdom lacks: the map stands in as the place it is given.
vi.mock('../../features/offers/map/location-map.tsx', () => ({
  default: ({ lat, lng, label }: { lat: number; lng: number; label: string }) => (
    <div role="region" aria-label={label} data-lat={lat} data-lng={lng} />
  ),
}));

type Answer = () => Response;

/** The server: content, a CSRF cookie, a contact token, then the given answers to each post. */
function server(...answers: Answer[]) {
  const queue = [...answers];
  const { calls } = mockFetch(({ url }) => {
    if (url === '/api/user') return json(200, { data: null });
    if (url === '/api/content') return json(200, { data: contentFixture });
    if (url === '/api/contact/token') return json(200, { data: { token: 'signed-moment' } });
    if (url === '/api/auth/csrf-cookie') {
      document.cookie = 'XSRF-TOKEN=token-1; path=/';
      return json(204);
    }
    if (url === '/api/contact') return (queue.shift() ?? (() => json(500)))();
    return json(404, { message: 'Not found.' }); // no editorial contact page: still works
  });
  return { posts: () => calls.filter((c: Call) => c.url === '/api/contact') };
}

async function openContact() {
  await renderApp('/meta/kontakt');
  // The first visit transforms the lazy route module: give it time.
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Kontakt');
  return within(screen.getByRole('main'));
}

async function fillIn(main: ReturnType<typeof within>) {
  await userEvent.type(main.getByLabelText(/^Name/), 'Lena Brandt');
  await userEvent.type(main.getByLabelText(/^E-Mail-Adresse/), 'lena@example.org');
  await userEvent.type(main.getByLabelText(/^Betreff/), 'Lauftreff');
  await userEvent.type(main.getByLabelText(/^Nachricht/), 'Wann trifft er sich?');
  await userEvent.click(main.getByRole('checkbox', { name: /Ich bin einverstanden/ }));
}

describe('contact', () => {
  it('shows the address from the settings, the map of it and the OpenStreetMap link', async () => {
    server();
    const main = await openContact();
    const address = await main.findByText(/Rathausmarkt 1/);
    expect(address.closest('address')).toHaveTextContent('Active CityRathausmarkt 120095 Hamburg');
    expect(main.getByRole('link', { name: 'info@example.org' })).toHaveAttribute(
      'href',
      'mailto:info@example.org',
    );
    expect(main.getByRole('link', { name: '040 0000' })).toHaveAttribute('href', 'tel:0400000');
    const map = await main.findByRole('region', {
      name: 'Karte: Active City, Rathausmarkt 1, 20095 Hamburg',
    });
    expect(map).toHaveAttribute('data-lat', '53.55');
    expect(map).toHaveAttribute('data-lng', '9.99');
    const osm = main.getByRole('link', { name: /Auf OpenStreetMap ansehen/ });
    expect(osm).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=53.55&mlon=9.99#map=16/53.55/9.99',
    );
    expect(osm).toHaveAttribute('target', '_blank');
  });

  it('sends the message with its token and shows a focused confirmation instead of the form', async () => {
    const { posts } = server(() => json(200, { data: { status: 'sent' } }));
    const main = await openContact();
    const consent = main.getByRole('checkbox', { name: /Ich bin einverstanden/ });
    expect(within(consent.parentElement!).getByRole('link')).toHaveAttribute(
      'href',
      '/meta/datenschutz',
    );
    await fillIn(main);
    await userEvent.click(main.getByRole('button', { name: 'Nachricht senden' }));

    const confirmation = await main.findByText(/Danke für deine Nachricht!/);
    expect(confirmation.closest('[tabindex="-1"]')).toHaveFocus();
    expect(main.queryByLabelText(/^Nachricht/)).not.toBeInTheDocument();
    expect(posts()[0]?.body).toEqual({
      name: 'Lena Brandt',
      email: 'lena@example.org',
      subject: 'Lauftreff',
      message: 'Wann trifft er sich?',
      consent: true,
      homepage: '',
      token: 'signed-moment',
    });
    expect(posts()[0]?.headers.get('X-XSRF-TOKEN')).toBe('token-1');

    await userEvent.click(main.getByRole('button', { name: 'Weitere Nachricht schreiben' }));
    expect(main.getByLabelText(/^Nachricht/)).toHaveValue('');
  });

  it('checks the fields before sending and focuses the error summary', async () => {
    const { posts } = server();
    const main = await openContact();
    await userEvent.click(main.getByRole('button', { name: 'Nachricht senden' }));
    const summary = await main.findByRole('alert');
    expect(summary.parentElement).toHaveFocus();
    expect(summary).toHaveTextContent('Name: Bitte fülle dieses Feld aus.');
    expect(summary).toHaveTextContent(
      'Einverständnis: Bitte stimme der Verarbeitung deiner Nachricht zu.',
    );
    expect(posts()).toEqual([]);
  });

  it('shows a 422 under its field, and a 429 or a network failure as the form message', async () => {
    server(
      () => json(422, { message: 'x', errors: { email: ['validation.email'] } }),
      () => json(429, { message: 'Too many requests.' }),
      () => {
        throw new TypeError('Failed to fetch');
      },
    );
    const main = await openContact();
    await fillIn(main);
    const submit = main.getByRole('button', { name: 'Nachricht senden' });
    await userEvent.click(submit);
    const email = main.getByLabelText(/^E-Mail-Adresse/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Bitte gib eine gültige E-Mail-Adresse ein.');

    await userEvent.click(submit);
    expect(await main.findByText(/Zu viele Nachrichten in kurzer Zeit/)).toBeVisible();
    await userEvent.click(submit);
    expect(await main.findByText(/Deine Nachricht konnte nicht gesendet werden/)).toBeVisible();
    expect(main.getByRole('alert').parentElement).toHaveFocus();
  });
});

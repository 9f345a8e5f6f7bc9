import { act, screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentBundle } from '../../../../domain/content/bundle.ts';
import { mapsCookieName, readCookie, useConsent } from '../../lib/consent.ts';
import { contentFixture } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CookieConsent } from './cookie-consent.tsx';
import { closeConsentSettings, openConsentSettings } from './cookie-consent-store.ts';

// The configured map service (MAP_STYLE_URL), as GET /api/geo/map-config answers it.
let mapStyle: string | null = null;
vi.mock('../../features/offers/map/get-map-config.ts', () => ({
  mapStyleUrlQueryOptions: () => ({
    queryKey: ['geo', 'map-config'],
    queryFn: async () => mapStyle,
  }),
}));

const names = contentFixture.settings.consent.cookies;

function withVariant(variant: 'simple' | 'complex'): ContentBundle {
  return {
    ...contentFixture,
    settings: {
      ...contentFixture.settings,
      consent: { ...contentFixture.settings.consent, variant },
    },
  };
}

const stored = () => ({
  maps: readCookie(mapsCookieName(names)),
  analytics: readCookie(names.analytics),
  marketing: readCookie(names.marketing),
});

/** The map service's answer is in: the banner has decided whether to ask. */
const settled = (view: { queryClient: QueryClient }) =>
  waitFor(() =>
    expect(view.queryClient.getQueryState(['geo', 'map-config'])?.status).toBe('success'),
  );

function ConsentProbe() {
  return <p data-testid="probe">{useConsent().maps ? 'map on' : 'map off'}</p>;
}

beforeEach(() => {
  mapStyle = 'https://tiles.example/style.json';
  act(() => closeConsentSettings());
});

describe('cookie consent asks only for what exists', () => {
  it('asks nothing unasked when no external service is configured', async () => {
    mapStyle = null;
    await settled(
      await renderWithProviders(<CookieConsent />, { content: withVariant('complex') }),
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers no analytics or marketing, and the map only where a map service is set', async () => {
    await renderWithProviders(<CookieConsent />, { content: withVariant('complex') });
    const dialog = await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' });
    expect(dialog).not.toHaveTextContent(/Statistik|Marketing/);
    expect(screen.getByRole('checkbox', { name: /Notwendig/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Externe Karte/ })).not.toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
  });

  it('"Karte erlauben" stores the map consent, and useConsent sees it', async () => {
    await renderWithProviders(
      <>
        <CookieConsent />
        <ConsentProbe />
      </>,
      { content: withVariant('simple') },
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('map off');
    await userEvent.click(await screen.findByRole('button', { name: 'Karte erlauben' }));
    expect(stored()).toEqual({ maps: '1', analytics: '0', marketing: '0' });
    expect(screen.getByTestId('probe')).toHaveTextContent('map on');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('is not shown on the privacy page until the visitor opens it', async () => {
    await settled(await renderWithProviders(<CookieConsent />, { path: '/meta/datenschutz' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => openConsentSettings());
    expect(await screen.findByRole('region', { name: 'Cookie-Einstellungen' })).toBeVisible();
  });

  it('opens again after a choice, shows it, and a new choice replaces it', async () => {
    document.cookie = `${names.analytics}=0; path=/`;
    document.cookie = `${mapsCookieName(names)}=1; path=/`;
    await settled(
      await renderWithProviders(<CookieConsent />, { content: withVariant('complex') }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => openConsentSettings());
    const map = await screen.findByRole('checkbox', { name: /Externe Karte/ });
    expect(map).toBeChecked();
    await userEvent.click(map);
    await userEvent.click(screen.getByRole('button', { name: 'Auswahl akzeptieren' }));
    expect(stored().maps).toBe('0');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cannot be dismissed with Escape: it needs an answer', async () => {
    await renderWithProviders(<CookieConsent />, { content: withVariant('complex') });
    await screen.findByRole('dialog');
    await act(() => userEvent.keyboard('{Escape}'));
    expect(screen.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeInTheDocument();
    expect(stored().analytics).toBeUndefined();
  });
});

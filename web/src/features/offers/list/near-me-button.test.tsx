import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AddressField } from '../../geo/address-field.tsx';
import { NearMeButton } from './near-me-button.tsx';

/** The browser reports `where` as the visitor's position. */
function positionAt(where: { lat: number; lng: number }) {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: where.lat, longitude: where.lng } } as GeolocationPosition),
    },
  });
}

const berlin = { lat: 52.52, lng: 13.405 };
const alster = { lat: 53.5601, lng: 9.9981 };

function renderBar(onLocate = vi.fn()) {
  return renderWithProviders(
    <div>
      <AddressField chosen="" onChoose={() => undefined} onClear={() => undefined} />
      <NearMeButton onLocate={onLocate} />
    </div>,
  );
}

describe('near me', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('from outside Hamburg says so and offers the address search instead', async () => {
    positionAt(berlin);
    const { calls } = mockFetch(() => json(200, { data: { inside: false } }));
    const onLocate = vi.fn();
    await renderBar(onLocate);
    await userEvent.click(screen.getByRole('button', { name: 'In meiner Nähe' }));
    await screen.findByText(/Dein Standort liegt außerhalb Hamburgs/);
    expect(onLocate).not.toHaveBeenCalled();
    expect(new URL(calls[0]!.url, 'http://x').searchParams.get('latitude')).toBe('52.52');

    await userEvent.click(screen.getByRole('button', { name: 'Nach Adresse suchen' }));
    expect(screen.getByRole('combobox', { name: 'Adresse' })).toHaveFocus();
  });

  it('inside Hamburg uses the position', async () => {
    positionAt(alster);
    mockFetch(() => json(200, { data: { inside: true } }));
    const onLocate = vi.fn();
    await renderBar(onLocate);
    await userEvent.click(screen.getByRole('button', { name: 'In meiner Nähe' }));
    await waitFor(() => expect(onLocate).toHaveBeenCalledWith(alster));
    expect(screen.queryByText(/außerhalb Hamburgs/)).toBeNull();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddressSuggestion } from '../../../../../domain/geo/schemas.ts';
import { json, mockFetch, type Call } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { Component as OfferScreen } from '../routes/offer-screen.tsx';
import { categoryFixtures, offerSummary } from '../test/offer-fixtures.ts';

const suggestion = (n: number): AddressSuggestion => ({
  label: `Alsterufer ${n}, 20354 Hamburg`,
  street: 'Alsterufer',
  street_number: String(n),
  zipcode: '20354',
  city: 'Hamburg',
  kind: 'address',
  latitude: 53.5601,
  longitude: 9.9981,
});

const q = (call: Call) => new URL(call.url, 'http://x').searchParams;
const suggestCalls = (calls: Call[]) => calls.filter((c) => c.url.startsWith('/api/geo/suggest'));
const listCalls = (calls: Call[]) => calls.filter((c) => c.url.startsWith('/api/offers?'));

function serve({ failSuggest = false } = {}) {
  return mockFetch((call) => {
    if (call.url.startsWith('/api/categories')) return json(200, { data: categoryFixtures });
    if (call.url.startsWith('/api/geo/suggest')) {
      if (failSuggest) return json(503, { message: 'geocoder down' });
      // More than five: the field shows five all the same.
      return json(200, { data: [1, 2, 3, 4, 5, 6].map(suggestion) });
    }
    // "Near me" asks whether the position lies in the city before using it.
    if (call.url.startsWith('/api/geo/in-city')) return json(200, { data: { inside: true } });
    // Offer 1 lies about 1.1 km from the chosen address (haversine on the client).
    return json(200, {
      data: [offerSummary(1, { map_latitude: 53.5701, map_longitude: 9.9981 })],
      total: 1,
    });
  });
}

const input = () => screen.getByRole('combobox', { name: 'Adresse' });
const distance = () => screen.getByRole('combobox', { name: /^Entfernung/ });

/** The field's one-second debounce passes on the fake clock, not in real time. */
const afterDebounce = () => act(() => vi.advanceTimersByTimeAsync(1100));

describe('address search and distance', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('suggests after a second from three characters, picks with the keyboard and sets 3 km', async () => {
    const { calls } = serve();
    await renderWithProviders(<OfferScreen />, { path: '/angebot?types=entry' });
    await screen.findByText('1 Eintrag');
    expect(distance()).toBeDisabled();

    await userEvent.type(input(), 'Al');
    await afterDebounce();
    expect(suggestCalls(calls)).toHaveLength(0);

    await userEvent.type(input(), 'st');
    await afterDebounce();
    const listbox = await screen.findByRole('listbox');
    expect(suggestCalls(calls)).toHaveLength(1);
    expect(q(suggestCalls(calls)[0]!).get('q')).toBe('Alst');
    expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    expect(input()).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(listbox).getAllByRole('option')[1]!;
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input()).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{Enter}');

    expect(input()).toHaveValue('Alsterufer 2, 20354 Hamburg');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(distance()).toBeEnabled();
    expect(distance()).toHaveValue('3');
    await waitFor(() => expect(q(listCalls(calls).at(-1)!).get('distance')).toBe('3'));
    expect(q(listCalls(calls).at(-1)!).get('lat')).toBe('53.5601');
    expect(await screen.findByText('1,11 km')).toBeInTheDocument();

    await userEvent.selectOptions(distance(), '5');
    await waitFor(() => expect(q(listCalls(calls).at(-1)!).get('distance')).toBe('5'));

    await userEvent.click(screen.getByRole('button', { name: 'Adresse löschen' }));
    expect(input()).toHaveValue('');
    expect(distance()).toBeDisabled();
    expect(distance()).toHaveValue('');
    expect(screen.queryByText('1,11 km')).not.toBeInTheDocument();
  });

  it('closes the suggestions with Escape and clears them below three characters', async () => {
    serve();
    await renderWithProviders(<OfferScreen />, { path: '/angebot?types=entry' });
    await userEvent.type(input(), 'Alst');
    await afterDebounce();
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{Backspace}{Backspace}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('logs a failed lookup and shows no suggestions', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ failSuggest: true });
    await renderWithProviders(<OfferScreen />, { path: '/angebot?types=entry' });
    await userEvent.type(input(), 'Alster');
    await afterDebounce();
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('uses the browser position for "near me" and explains a refusal', async () => {
    serve();
    let answer: 'ok' | 'denied' = 'denied';
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) => {
          if (answer === 'ok')
            ok({ coords: { latitude: 53.56, longitude: 9.99 } } as GeolocationPosition);
          else fail({ code: 1 } as GeolocationPositionError);
        },
      },
    });
    await renderWithProviders(<OfferScreen />, { path: '/angebot?types=entry' });
    await userEvent.click(screen.getByRole('button', { name: 'In meiner Nähe' }));
    expect(screen.getByText(/nicht erlaubt/)).toBeInTheDocument();
    answer = 'ok';
    await userEvent.click(screen.getByRole('button', { name: 'In meiner Nähe' }));
    expect(await screen.findByDisplayValue('Mein Standort')).toBe(input());
    expect(distance()).toHaveValue('3');
    expect(screen.queryByText(/nicht erlaubt/)).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventTeaser, paged } from '../../../test/content-fixtures.ts';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { Component as EventsList } from './events-list.tsx';

const monthSelect = () => screen.getByRole('combobox', { name: 'Monat wählen' });
const optionLabels = () =>
  within(monthSelect())
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('events list', () => {
  // Only the clock is fake. It is 00:30 on 1 December in Hamburg but still November in UTC:
  // the current month is Hamburg's.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T23:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('offers the twelve months from the current one and keeps the choice in the query', async () => {
    const { calls } = mockFetch(({ url }) => {
      const month = new URL(url, 'http://x').searchParams.get('month');
      return json(
        200,
        paged([eventTeaser(Number(month), { teaser_title: `Event im Monat ${month}` })], 1, 1),
      );
    });
    const { router } = await renderWithProviders(<EventsList />, { path: '/events' });
    expect(await screen.findByText('Event im Monat 12')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/events?month=12&year=2026&page=1');
    expect(optionLabels()).toEqual([
      'Dezember 2026',
      'Januar 2027',
      'Februar 2027',
      'März 2027',
      'April 2027',
      'Mai 2027',
      'Juni 2027',
      'Juli 2027',
      'August 2027',
      'September 2027',
      'Oktober 2027',
      'November 2027',
    ]);
    expect(monthSelect()).toHaveDisplayValue('Dezember 2026');

    // Choosing alone changes nothing (arrow keys on the select must not leave the month,
    // WCAG 3.2.2); the button confirms.
    await userEvent.selectOptions(monthSelect(), 'März 2027');
    expect(router.state.location.search).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Anzeigen' }));
    await waitFor(() => expect(router.state.location.search).toBe('?month=3&year=2027'));
    expect(await screen.findByRole('heading', { name: 'Event im Monat 3' })).toBeInTheDocument();
    expect(calls.at(-1)?.url).toBe('/api/events?month=3&year=2027&page=1');
    expect(screen.getByRole('heading', { level: 2, name: 'März 2027' })).toBeInTheDocument();
  });

  it('reads month and year from the query within the twelve months', async () => {
    const { calls } = mockFetch(() => json(200, paged([], 1, 1)));
    await renderWithProviders(<EventsList />, { path: '/events?month=5&year=2027' });
    expect(await screen.findByText('Keine Events in diesem Zeitraum.')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/events?month=5&year=2027&page=1');
    expect(monthSelect()).toHaveDisplayValue('Mai 2027');
  });

  it('reads the month the select sends without JavaScript (month=2027-5)', async () => {
    const { calls } = mockFetch(() => json(200, paged([], 1, 1)));
    await renderWithProviders(<EventsList />, { path: '/events?month=2027-5' });
    expect(await screen.findByText('Keine Events in diesem Zeitraum.')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/events?month=5&year=2027&page=1');
    expect(monthSelect()).toHaveDisplayValue('Mai 2027');
  });

  it('shows the nearest of the twelve months for a month outside them, and says so', async () => {
    for (const [query, shown, asked] of [
      ['month=6&year=2020', 'Dezember 2026', 'month=12&year=2026'],
      ['month=1&year=2030', 'November 2027', 'month=11&year=2027'],
    ] as const) {
      const { calls } = mockFetch(() => json(200, paged([], 1, 1)));
      const { unmount } = await renderWithProviders(<EventsList />, { path: `/events?${query}` });
      expect(await screen.findByText('Keine Events in diesem Zeitraum.')).toBeInTheDocument();
      expect(calls[0]?.url).toBe(`/api/events?${asked}&page=1`);
      expect(monthSelect()).toHaveDisplayValue(shown);
      expect(
        screen.getByText(
          `Den Monat aus der Adresse gibt es in der Auswahl nicht. Wir zeigen dir die Events im ${shown}.`,
        ),
      ).toBeInTheDocument();
      expect(optionLabels()).toHaveLength(12);
      unmount();
    }
  });

  it('falls back to the current month for nonsense in the query, and says so', async () => {
    const { calls } = mockFetch(() => json(200, paged([], 1, 1)));
    await renderWithProviders(<EventsList />, { path: '/en/events?month=13&year=abc' });
    expect(await screen.findByText('No events in this period.')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/events?month=12&year=2026&page=1');
    expect(screen.getByRole('combobox', { name: 'Choose month' })).toHaveDisplayValue(
      'December 2026',
    );
    expect(
      screen.getByText(
        'The month in the address is not one you can choose here. Showing the events in December 2026 instead.',
      ),
    ).toBeInTheDocument();
  });

  it('shows date badge, time or "ganztägig", and place on each card', async () => {
    mockFetch(() =>
      json(
        200,
        paged(
          [
            eventTeaser(1, { event_start: '2026-12-12T14:00:00Z' }),
            eventTeaser(2, {
              event_start: '2026-12-24T00:00:00+01:00',
              event_allday: true,
              event_location: 'Rathausmarkt',
            }),
          ],
          1,
          2,
        ),
      ),
    );
    await renderWithProviders(<EventsList />, { path: '/events' });
    const [timed, allDay] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    expect(within(timed).getByText('12.12.26 15:00')).toBeInTheDocument();
    expect(within(timed).getByText('Stadtpark')).toBeInTheDocument();
    expect(within(timed).getByText('Dez')).toBeInTheDocument();
    expect(allDay).toHaveTextContent('24.12.26, ganztägig');
    expect(allDay).not.toHaveTextContent(/\d\d:\d\d/);
    expect(within(allDay).getByText('Rathausmarkt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mehr laden' })).toBeInTheDocument();
  });
});

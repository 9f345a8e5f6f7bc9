import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The answers' schemas load lazily; loaded here first, they arrive without real waiting.
import '../../../../../domain/content/articles.ts';
import { eventTeaser } from '../../../test/content-fixtures.ts';
import { json, mockFetch, type Call } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { Component as Euro24, euroCalendarDelayMs } from './euro24.tsx';

const page = {
  id: 17,
  slug: 'uefa-euro-2024',
  title: 'UEFA EURO 2024 in Hamburg',
  navi_label: null,
  description: 'Alle Spiele und Public-Viewing-Termine im Überblick.',
  preview: false,
  fragments: [],
};

const matches: Record<string, string> = {
  '2024-06-16': 'Polen – Niederlande',
  '2024-06-19': 'Kroatien – Albanien',
};

let calls: Call[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  document.cookie = 'XSRF-TOKEN=token-1; path=/';
  ({ calls } = mockFetch(({ url, body }) => {
    if (url === '/api/pages/uefa-euro-2024') return json(200, { data: page });
    if (url === '/api/euro24/calendar') {
      const start = (body as { start: string }).start;
      const title = matches[start];
      return json(200, { data: title ? [eventTeaser(1, { teaser_title: title })] : [] });
    }
    return json(404, { message: 'x' });
  }));
});
afterEach(() => vi.useRealTimers());

/** Lets fetches, schema imports and renders finish; the clock only moves by `ms`. */
async function settle(ms = 0) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let i = 0; i < 10; i++) {
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

const posted = () =>
  calls
    .filter((c) => c.url === '/api/euro24/calendar')
    .map((c) => (c.body as { start: string }).start);

describe('Euro 2024 page', () => {
  it('loads the calendar of the first match day after 1 s, then day by day', async () => {
    await renderWithProviders(<Euro24 />, { path: '/uefa-euro-2024' });
    await settle();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'UEFA EURO 2024 in Hamburg',
    );
    expect(screen.getByText('Termine werden geladen')).toBeInTheDocument();
    expect(screen.getByLabelText('Datum wählen')).toHaveValue('2024-06-16');

    await settle(euroCalendarDelayMs - 1);
    expect(posted()).toEqual([]);
    await settle(1);
    expect(posted()).toEqual(['2024-06-16']);
    expect(screen.getByText('Polen – Niederlande')).toBeInTheDocument();
    const call = calls.find((c) => c.url === '/api/euro24/calendar');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('x-xsrf-token')).toBe('token-1');
    expect(screen.getByText('Sonntag, 16. Juni 2024: 1 Termin')).toBeInTheDocument();

    // The next day has nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Nächster Tag' }));
    await settle();
    expect(posted()).toEqual(['2024-06-16', '2024-06-17']);
    expect(screen.getByText('An diesem Tag gibt es keine Termine.')).toBeInTheDocument();
    expect(screen.getByLabelText('Datum wählen')).toHaveValue('2024-06-17');

    // Typing a date asks for that day; going back to a day asked before uses the cache.
    fireEvent.change(screen.getByLabelText('Datum wählen'), { target: { value: '2024-06-19' } });
    await settle();
    expect(screen.getByText('Kroatien – Albanien')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Datum wählen'), { target: { value: '2024-06-16' } });
    await settle();
    expect(screen.getByText('Polen – Niederlande')).toBeInTheDocument();
    expect(posted()).toEqual(['2024-06-16', '2024-06-17', '2024-06-19']);
  });

  it('keeps to the tournament: no step before the first day, no request for a day outside', async () => {
    await renderWithProviders(<Euro24 />, { path: '/en/uefa-euro-2024' });
    await settle();
    const input = screen.getByLabelText('Choose date');
    expect(input).toHaveAttribute('min', '2024-06-14');
    expect(input).toHaveAttribute('max', '2024-07-14');
    fireEvent.change(input, { target: { value: '2024-06-14' } });
    await settle(euroCalendarDelayMs);
    expect(screen.getByText('No events on this day.')).toBeInTheDocument();

    const previous = screen.getByRole('button', { name: 'Previous day' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(previous);
    fireEvent.change(input, { target: { value: '2024-08-01' } });
    expect(screen.getByText('Please choose a day during the tournament.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(posted()).toEqual(['2024-06-14']);
  });
});

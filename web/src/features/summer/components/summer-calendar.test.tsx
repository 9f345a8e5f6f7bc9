import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  SummerBase,
  SummerEventSummary,
  SummerList,
} from '../../../../../domain/summer/summer-schemas.ts';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { pagerWindow } from './pager.tsx';
import { SummerCalendar } from './summer-calendar.tsx';

const base: SummerBase = {
  categories: [{ slug: 'yoga', title: 'Yoga', icon: 'flower-2', hidden: false }],
  districts: [
    { slug: 'altona', name: 'Altona' },
    { slug: 'harburg', name: 'Harburg' },
  ],
  seasons: [
    {
      start: '2025-07-01',
      end: '2025-07-14',
      weeks: [
        { start: '2025-07-01', stop: '2025-07-07' },
        { start: '2025-07-08', stop: '2025-07-14' },
      ],
    },
  ],
  week: { start: '2025-07-01', stop: '2025-07-07' },
};

const course: SummerEventSummary = {
  id: 7,
  slug: 'yoga-im-park',
  title: 'Yoga im Park',
  category: base.categories[0]!,
  location: null,
  location_name: 'Parkwiese',
  district: base.districts[0]!,
  organizer: 'Yoga für alle e. V.',
  organizer_url: null,
  logo_url: '/demo/logos/yoga.svg',
  repetition_type: 'weekly',
  hide_end_time: false,
  registration_url: 'https://yoga.example/anmeldung',
  is_registration: true,
  image: null,
};

function page(total: number, currentPage = 1): SummerList {
  return {
    timeEntries: [
      {
        summerevent_id: 7,
        index: 2,
        start: '2025-07-08T16:00:00.000Z',
        stop: '2025-07-08T17:30:00.000Z',
        acs_url: '/active-city-summer/yoga-im-park?i=2',
      },
    ].slice(0, total),
    summerEvents: total ? [course] : [],
    currentPage,
    pages: Math.ceil(total / 18),
    total,
    start: '2025-07-08',
    stop: '2025-07-14',
  };
}

function serve(list: SummerList, baseStatus = 200) {
  return mockFetch(({ url }) => {
    if (url === '/api/summerevents/base') return json(baseStatus, { data: base });
    if (url.startsWith('/api/summerevents?')) return json(200, { data: list });
    return json(404, { message: 'Not found' });
  });
}

describe('summer calendar', () => {
  it('reads the filter from the address, asks for that week and shows its dates', async () => {
    const { calls } = serve(page(40, 2));
    await renderWithProviders(<SummerCalendar />, {
      path: '/active-city-summer?district=altona&week=2025-07-08&page=2',
    });
    const results = await screen.findByRole('list', { name: 'Termine dieser Woche' });
    const teaser = within(results).getByRole('listitem');
    const link = within(teaser).getByRole('link', { name: 'Yoga im Park' });
    expect(link).toHaveAttribute('href', '/active-city-summer/yoga-im-park?i=2');
    expect(teaser).toHaveTextContent('Di., 08.07.2025, 18:00–19:30 Uhr');
    expect(teaser).toHaveTextContent('Anmeldung erforderlich');
    expect(teaser).toHaveTextContent('Parkwiese, Altona');
    expect(screen.getByRole('status')).toHaveTextContent('40 Termine in dieser Woche');
    expect(screen.getByRole('combobox', { name: 'Bezirk' })).toHaveValue('altona');
    expect(screen.getByRole('combobox', { name: 'Woche' })).toHaveValue('2025-07-08');
    const list = calls.find((c) => c.url.startsWith('/api/summerevents?'))!;
    expect(new URL(list.url, 'http://x').searchParams.toString()).toBe(
      'start=2025-07-08&stop=2025-07-14&district=altona&page=2',
    );
    const pager = screen.getByRole('navigation', { name: 'Seiten' });
    expect(within(pager).getByRole('link', { name: 'Seite 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pager).getByRole('link', { name: 'Seite 3' })).toHaveAttribute(
      'href',
      '/active-city-summer?district=altona&week=2025-07-08&page=3',
    );
  });

  it('opens on the current week, ignores unknown filter values, and says when a filter is empty', async () => {
    const { calls } = serve(page(0));
    const { router } = await renderWithProviders(<SummerCalendar />, {
      path: '/active-city-summer?district=mars&category=yoga',
    });
    expect(
      await screen.findByText('In dieser Woche gibt es keine Kurse für diese Auswahl.'),
    ).toBeInTheDocument();
    const list = calls.find((c) => c.url.startsWith('/api/summerevents?'))!;
    expect(list.url).toBe(
      '/api/summerevents?start=2025-07-01&stop=2025-07-07&category=yoga&page=1',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Filter zurücksetzen' }));
    expect(router.state.location.search).toBe('?week=2025-07-01');
  });

  it('offers to try again when the calendar cannot load', async () => {
    serve(page(0), 500);
    await renderWithProviders(<SummerCalendar />, { path: '/active-city-summer' });
    expect(
      await screen.findByText('Die Kurse konnten gerade nicht geladen werden.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});

describe('pager window', () => {
  it('shows at most six pages around the current one', () => {
    expect(pagerWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pagerWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pagerWindow(10, 20)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(pagerWindow(20, 20)).toEqual([15, 16, 17, 18, 19, 20]);
  });
});

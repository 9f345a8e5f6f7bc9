import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventDetail } from '../../../test/content-fixtures.ts';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { Component as EventDetail } from './event-detail.tsx';

async function renderEvent(event: ReturnType<typeof eventDetail>, path = `/events/${event.slug}`) {
  mockFetch(() => json(200, { data: event }));
  return renderWithProviders(<EventDetail />, { path, route: '/:lang?/events/:slug' });
}

describe('event detail', () => {
  it('shows start and end with times, place, website and calendar link', async () => {
    await renderEvent(
      eventDetail(3, {
        event_start: '2026-07-04T16:00:00Z',
        event_end: '2026-07-05T08:00:00Z',
        event_location: 'Stadtpark',
        event_url: 'https://example.org/fest',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Event 3 im Detail');
    expect(screen.getByText('Beginn').closest('div')).toHaveTextContent('04.07.26 18:00');
    expect(screen.getByText('Ende').closest('div')).toHaveTextContent('05.07.26 10:00');
    expect(screen.getByText('Ort').closest('div')).toHaveTextContent('Stadtpark');
    const website = screen.getByRole('link', { name: /Zur Veranstaltung/ });
    expect(website).toHaveAttribute('href', 'https://example.org/fest');
    expect(website).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'In den Kalender' })).toHaveAttribute(
      'href',
      '/feeds/events/event-3.ics?lang=de',
    );
    expect(screen.getByRole('img', { name: 'Menschen beim Sport' })).toBeInTheDocument();
  });

  it('shows an all-day event by date only and leaves out a missing end', async () => {
    await renderEvent(
      eventDetail(4, {
        event_start: '2026-12-24T00:00:00+01:00',
        event_end: null,
        event_allday: true,
        event_url: null,
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    const start = screen.getByText('Beginn').closest('div');
    expect(start).toHaveTextContent('24.12.26, ganztägig');
    expect(start).not.toHaveTextContent(/\d\d:\d\d/);
    expect(screen.queryByText('Ende')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Zur Veranstaltung/ })).not.toBeInTheDocument();
  });

  it('says "all day" in English', async () => {
    await renderEvent(
      eventDetail(5, { event_start: '2026-12-24T00:00:00+01:00', event_allday: true }),
      '/en/events/event-5',
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Start').closest('div')).toHaveTextContent('24.12.26, all day');
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/feeds/events/event-5.ics?lang=en',
    );
  });
});

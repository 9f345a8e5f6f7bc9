import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { articleTeaser, paged } from '../../../test/content-fixtures.ts';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { Component as NewsList } from './news-list.tsx';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => articleTeaser(from + i));

function serveTwoPages() {
  return mockFetch(({ url }) => {
    const page = new URL(url, 'http://x').searchParams.get('page');
    if (page === '1') return json(200, paged(range(1, 9), 1, 2));
    if (page === '2') return json(200, paged(range(10, 12), 2, 2));
    return json(404, { message: 'x' });
  });
}

const cards = () => screen.getAllByRole('article');

describe('news list', () => {
  it('shows nine articles, loads the next page with the button and then hides it', async () => {
    const { calls } = serveTwoPages();
    await renderWithProviders(<NewsList />, { path: '/news' });
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Artikel 1' })).toBeVisible();
    expect(cards()).toHaveLength(9);

    await userEvent.click(screen.getByRole('button', { name: 'Mehr laden' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(calls.map((c) => c.url)).toEqual(['/api/articles?page=1', '/api/articles?page=2']);
    expect(screen.queryByRole('button', { name: 'Mehr laden' })).not.toBeInTheDocument();
    expect(screen.getByText('3 weitere Einträge geladen')).toBeInTheDocument();
    // Reading goes on with the first new article (the button may be gone with the last page).
    expect(screen.getByRole('link', { name: 'Artikel 10' })).toHaveFocus();
  });

  it('loads the next page by itself when the end of the list scrolls into view', async () => {
    const observers: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const { calls } = serveTwoPages();
    await renderWithProviders(<NewsList />, { path: '/news' });
    expect(await screen.findByText('Artikel 9')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    act(() => observers.at(-1)?.([{ isIntersecting: true }]));
    expect(await screen.findByText('Artikel 12')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/articles?page=1', '/api/articles?page=2']);
    // Loaded by scrolling, focus stays where the visitor is.
    expect(screen.getByRole('link', { name: 'Artikel 10' })).not.toHaveFocus();
  });

  it('links internal articles to their page and opens external ones in a new tab', async () => {
    mockFetch(() =>
      json(
        200,
        paged(
          [
            articleTeaser(1, { teaser_image_gradient: true }),
            articleTeaser(2, { external: true, external_url: 'https://example.org/bericht' }),
          ],
          1,
          1,
        ),
      ),
    );
    await renderWithProviders(<NewsList />, { path: '/news' });
    const internal = await screen.findByRole('link', { name: 'Artikel 1' });
    expect(internal).toHaveAttribute('href', '/news/artikel-1');
    expect(internal).not.toHaveAttribute('target');
    const external = screen.getByRole('link', { name: /^Artikel 2\s*\(öffnet neues Fenster\)$/ });
    expect(external).toHaveAttribute('href', 'https://example.org/bericht');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    // Teaser images keep their size (no layout shift); the first, the likely largest paint,
    // loads at once with priority, the rest lazily.
    const image = within(cards()[0] as HTMLElement).getByRole('presentation');
    expect(image).toHaveAttribute('width', '680');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(within(cards()[1] as HTMLElement).getByRole('presentation')).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(within(cards()[0] as HTMLElement).getByText('01.11.26 10:30')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mehr laden' })).not.toBeInTheDocument();
  });

  it('passes the tags filter on and says when nothing matches', async () => {
    const { calls } = mockFetch(() => json(200, paged([], 1, 1)));
    await renderWithProviders(<NewsList />, { path: '/news?tags=yoga,laufen' });
    expect(await screen.findByText('Keine Einträge gefunden')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/articles?page=1&tags=yoga%2Claufen');
    expect(screen.getByRole('link', { name: 'Alle News zeigen' })).toHaveAttribute('href', '/news');
  });

  it('speaks English and links the English feed under /en', async () => {
    const { calls } = mockFetch(() => json(200, paged(range(1, 9), 1, 3)));
    await renderWithProviders(<NewsList />, { path: '/en/news' });
    expect(await screen.findByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RSS feed' })).toHaveAttribute(
      'href',
      '/feeds/news.xml?lang=en',
    );
    expect(calls[0]?.headers.get('accept-language')).toBe('en');
    expect(screen.getByRole('link', { name: 'Artikel 1' })).toHaveAttribute(
      'href',
      '/en/news/artikel-1',
    );
  });

  it('offers another try when the list cannot be loaded', async () => {
    let fail = true;
    mockFetch(() => (fail ? json(500, { message: 'x' }) : json(200, paged(range(1, 2), 1, 1))));
    await renderWithProviders(<NewsList />, { path: '/news' });
    expect(
      await screen.findByText('Die Inhalte konnten gerade nicht geladen werden.'),
    ).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('link', { name: 'Artikel 2' })).toBeInTheDocument();
  });
});

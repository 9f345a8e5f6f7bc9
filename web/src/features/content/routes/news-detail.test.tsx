import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { articleDetail } from '../../../test/content-fixtures.ts';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { contentFixture } from '../../../test/fixtures.ts';

const article = articleDetail(7, {
  slug: 'lauftreff',
  published_start: '2026-11-01T09:30:00Z',
  fragments: [
    {
      id: 1,
      template: 'text',
      public: true,
      anchor: 'los-gehts',
      content: { title: 'Los geht’s', copy: 'Jeden Morgen um sieben.' },
    },
  ],
});

function serve(answer: (url: string) => Response | undefined) {
  return mockFetch(({ url }) => {
    if (url === '/api/user') return json(200, { data: null });
    if (url === '/api/content') return json(200, { data: contentFixture });
    return answer(url) ?? json(404, { message: 'Not found.' });
  });
}

const notFound = 'Seite nicht gefunden';

describe('news detail', () => {
  it('shows date, title, picture with credit, body, tags and sharing', async () => {
    const { calls } = serve((url) =>
      url.startsWith('/api/articles/lauftreff') ? json(200, { data: article }) : undefined,
    );
    await renderApp('/news/lauftreff?pv=1');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Artikel 7 im Detail',
    );
    expect(calls.some((c) => c.url === '/api/articles/lauftreff?pv=1')).toBe(true);
    expect(screen.getByText('Vorschau')).toBeInTheDocument();
    expect(screen.getByText('01.11.26 10:30')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Läuferinnen an der Alster' })).toBeInTheDocument();
    expect(screen.getByText('Lauftreff am Morgen')).toBeInTheDocument();
    expect(screen.getByText('Foto: Active City')).toBeInTheDocument();
    expect(screen.getByText('Jeden Morgen um sieben.')).toBeInTheDocument();
    // A topic without a name in the settings is still shown readably, not as its slug.
    expect(screen.getByRole('link', { name: 'Laufen' })).toHaveAttribute(
      'href',
      '/news?tags=laufen',
    );
    const breadcrumb = screen.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    expect(breadcrumb).toHaveTextContent('StartNewsArtikel 7 im Detail');
    expect(screen.getByRole('link', { name: 'Per E-Mail teilen' })).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^mailto:\?subject=Artikel%207%20im%20Detail&body=.*%2Fnews%2Flauftreff$/,
      ),
    );
    await waitFor(() => expect(document.title).toBe('Artikel 7 im Detail | Active City Hamburg'));
  });

  it('copies the link without the preview query', async () => {
    serve((url) => (url.startsWith('/api/articles/') ? json(200, { data: article }) : undefined));
    const writeText = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderApp('/news/lauftreff?pv=1');
    await user.click(await screen.findByRole('button', { name: 'Link kopieren' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/news\/lauftreff$/));
    expect(await screen.findByText('Link kopiert')).toBeInTheDocument();
  });
});

describe('404 on detail and teaser routes', () => {
  afterEach(() => vi.useRealTimers());
  // React reports the error it hands to the route's error screen; that is the expected path.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));

  it.each([
    ['/news/gibt-es-nicht', '/api/articles/gibt-es-nicht'],
    ['/en/news/gibt-es-nicht', '/api/articles/gibt-es-nicht'],
    ['/events/gibt-es-nicht', '/api/events/gibt-es-nicht'],
    ['/news/teaser/gibt-es-nicht', '/api/articles/gibt-es-nicht/teaser'],
    ['/events/teaser/gibt-es-nicht', '/api/events/gibt-es-nicht/teaser'],
    ['/highlight/teaser/99', '/api/highlights/99/teaser'],
  ])('%s shows the 404 page', async (path, api) => {
    const { calls } = serve(() => undefined);
    await renderApp(path);
    const title = path.startsWith('/en') ? 'Page not found' : notFound;
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(calls.some((c) => c.url === api)).toBe(true);
  });

  it('does not even ask for a malformed slug or id', async () => {
    const { calls } = serve(() => undefined);
    await renderApp('/highlight/teaser/abc');
    expect(await screen.findByRole('heading', { level: 1, name: notFound })).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/highlights/'))).toBe(false);
  });

  it('shows a retry, not the 404 page, when the server fails', async () => {
    // The query retries with a backoff (1 s, 2 s) before giving up: on the fake clock.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve((url) => (url.startsWith('/api/articles/') ? json(500, { message: 'x' }) : undefined));
    await renderApp('/news/lauftreff');
    const failed = 'Die Inhalte konnten gerade nicht geladen werden.';
    // waitFor moves the fake clock on by each interval, and waits in real time too while the
    // screen's module loads (slow on a busy machine).
    await vi.waitFor(() => expect(screen.getByText(failed)).toBeVisible(), {
      timeout: 30_000,
      interval: 500,
    });
    expect(screen.queryByRole('heading', { name: notFound })).not.toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from '../api/get-page.ts';
import { json, mockFetch, type Call } from '../../../test/fetch-mock.ts';
import { contentFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const summer: Page = {
  id: 1,
  slug: 'active-city-summer',
  title: 'Active City Summer',
  navi_label: 'Active City Summer',
  description: 'Kostenlose Sportkurse im ganzen Stadtgebiet.',
  preview: false,
  fragments: [
    {
      id: 10,
      template: 'text',
      public: true,
      anchor: 'worum-es-geht',
      content: { title: 'Worum es geht', copy: 'Sport im Park.' },
    },
  ],
};
const draft = {
  id: 11,
  template: 'text',
  public: false,
  anchor: 'termine-2027',
  content: { title: 'Termine 2027', copy: 'Noch geheim.' },
} as const;

let calls: Call[];

beforeEach(() => {
  ({ calls } = mockFetch(({ url }) => {
    if (url === '/api/user') return json(200, { data: null });
    if (url === '/api/content') return json(200, { data: contentFixture });
    if (url === '/api/pages/active-city-summer') return json(200, { data: summer });
    if (url === '/api/pages/active-city-summer?pv=1') {
      return json(200, {
        data: { ...summer, preview: true, fragments: [...summer.fragments, draft] },
      });
    }
    if (url === '/api/pages/impressum') {
      return json(200, {
        data: { ...summer, slug: 'impressum', title: 'Impressum', fragments: [] },
      });
    }
    if (url.startsWith('/api/pages/')) return json(404, { message: 'Page not found.' });
    return json(204);
  }));
});

// Generous: the first visit transforms the lazy route module.
const heading = () => screen.findByRole('heading', { level: 1 });

describe('page detail', () => {
  it('shows title, lead and fragments, and names the document after the page', async () => {
    await renderApp('/active-city-summer');
    expect(await heading()).toHaveTextContent('Active City Summer');
    expect(screen.getByText('Kostenlose Sportkurse im ganzen Stadtgebiet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Worum es geht' })).toHaveAttribute(
      'id',
      'worum-es-geht',
    );
    expect(screen.queryByText('Vorschau')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Active City Summer | Active City Hamburg'));
  });

  it('renders the 404 page for an unknown slug', async () => {
    await renderApp('/gibt-es-nicht');
    expect(await heading()).toHaveTextContent('Seite nicht gefunden');
    expect(calls.some((c) => c.url === '/api/pages/gibt-es-nicht')).toBe(true);
  });

  it('treats a malformed slug as unknown without asking the server', async () => {
    await renderApp('/Seite.html');
    expect(await heading()).toHaveTextContent('Seite nicht gefunden');
    expect(calls.some((c) => c.url.startsWith('/api/pages/'))).toBe(false);
  });

  it('forwards pv, labels the preview and marks drafts', async () => {
    await renderApp('/active-city-summer?pv=1');
    expect(await heading()).toHaveTextContent('Active City Summer');
    expect(screen.getByText('Vorschau')).toBeInTheDocument();
    const draftHeading = await screen.findByRole('heading', { name: 'Termine 2027' });
    expect(draftHeading.closest('[data-draft]')).toHaveTextContent('Entwurf');
  });

  it('takes the slug of meta pages from the path and says when a page is empty', async () => {
    await renderApp('/en/meta/impressum');
    expect(await heading()).toHaveTextContent('Impressum');
    expect(screen.getByText('There is no content on this page yet.')).toBeInTheDocument();
    const request = calls.find((c) => c.url === '/api/pages/impressum');
    expect(request?.headers.get('Accept-Language')).toBe('en');
  });
});

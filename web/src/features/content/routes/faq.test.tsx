import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FaqItem } from '../../../../../domain/content/articles.ts';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { contentFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const faq: FaqItem[] = [
  { id: 3, group: 'app', title: 'Gibt es eine App?', content: 'Ja, für **iOS** und Android.' },
  { id: 1, group: 'general', title: 'Was ist Active City?', content: 'Das Programm der Stadt.' },
  { id: 2, group: 'general', title: 'Kostet es etwas?', content: 'Nein.' },
];

function serve(items: FaqItem[], page = true) {
  mockFetch(({ url }) => {
    if (url === '/api/user') return json(200, { data: null });
    if (url === '/api/content') return json(200, { data: contentFixture });
    if (url === '/api/faq') return json(200, { data: items });
    if (url === '/api/pages/faq' && page) {
      return json(200, {
        data: {
          id: 9,
          slug: 'faq',
          title: 'Häufige Fragen zu Active City',
          navi_label: null,
          description: 'Antworten auf die häufigsten Fragen.',
          preview: false,
          fragments: [],
        },
      });
    }
    return json(404, { message: 'Not found.' });
  });
}

describe('FAQ', () => {
  it('lists the groups in the spec’s order with the page’s title', async () => {
    serve(faq);
    await renderApp('/meta/faq');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Häufige Fragen zu Active City',
    );
    const main = screen.getByRole('main');
    const groups = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(groups).toEqual(['Allgemein', 'App']);
    const general = screen.getByRole('region', { name: 'Allgemein' });
    expect(
      within(general)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Was ist Active City?', 'Kostet es etwas?']);
  });

  it("gives every question the browser's own disclosure, closed, with its answer inside", async () => {
    // <details> opens with a click, Enter or Space without the app, even without JavaScript.
    serve(faq);
    await renderApp('/meta/faq');
    const question = await screen.findByRole('heading', { level: 3, name: 'Was ist Active City?' });
    const summary = question.closest('summary');
    const details = summary?.parentElement;
    expect(details?.tagName).toBe('DETAILS');
    expect(details).not.toHaveAttribute('open');
    expect(details).toHaveTextContent('Das Programm der Stadt.');
    expect(document.querySelectorAll('main details')).toHaveLength(3);
    expect(document.querySelectorAll('main details[open]')).toHaveLength(0);
  });

  it('falls back to its own title and says when there are no questions', async () => {
    serve([], false);
    await renderApp('/en/meta/faq');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Frequently asked questions',
    );
    expect(await screen.findByText('No questions yet.')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Was ist Active City?', 'Kostet es etwas?']);
  });

  it('opens and closes answers with the keyboard; several may be open', async () => {
    serve(faq);
    await renderApp('/meta/faq');
    const first = await screen.findByRole('button', { name: 'Was ist Active City?' });
    const second = screen.getByRole('button', { name: 'Kostet es etwas?' });
    for (const button of screen.getAllByRole('button', { expanded: false })) {
      expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).not.toBeVisible();
    }

    first.focus();
    await userEvent.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Was ist Active City?' });
    expect(answer).toHaveAttribute('id', first.getAttribute('aria-controls'));
    expect(answer).toHaveTextContent('Das Programm der Stadt.');

    await userEvent.tab();
    expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'true');

    first.focus();
    await userEvent.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
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

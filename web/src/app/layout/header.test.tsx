import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContentBundle, PageSummary } from '../../../../domain/content/bundle.ts';
import { contentFixture, userFixture } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { Header } from './header.tsx';

const fixedPages: PageSummary[] = [
  { id: 1, slug: 'active-city-summer', title: 'Active City Summer', navi_label: null },
  { id: 2, slug: 'active-city-day', title: 'Active City Day', navi_label: 'Active City Day' },
  { id: 3, slug: 'active-city-festival', title: 'Festival', navi_label: null },
  { id: 4, slug: 'active-city-arena', title: 'Arena', navi_label: 'Arena' },
];
const dynamicPages: PageSummary[] = Array.from({ length: 10 }, (_, i) => ({
  id: 10 + i,
  slug: `seite-${i + 1}`,
  title: `Seite ${i + 1}`,
  navi_label: `Menüpunkt ${i + 1}`,
}));
const unlistedPage: PageSummary = { id: 99, slug: 'ohne-menue', title: 'Ohne', navi_label: null };

const content: ContentBundle = {
  ...contentFixture,
  pages: [...fixedPages, ...dynamicPages, unlistedPage],
};

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Menü' }));
  return screen.getByRole('navigation', { name: 'Hauptnavigation' });
}

const linkNames = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Header', () => {
  it('starts with the skip link, then the logo named as the home link', async () => {
    await renderWithProviders(<Header />, { content });
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveTextContent('Zum Inhalt springen');
    expect(links[0]).toHaveAttribute('href', '#main');
    expect(screen.getByRole('link', { name: 'Active City Hamburg – Startseite' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('the menu lists main entries, 7 dynamic pages in the middle, the rest right, then FAQ and contact', async () => {
    await renderWithProviders(<Header />, { content });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    const nav = await openMenu();
    const middle = within(nav).getByTestId('nav-middle');
    const right = within(nav).getByTestId('nav-right');
    expect(linkNames(middle)).toEqual(dynamicPages.slice(0, 7).map((p) => p.navi_label));
    expect(linkNames(right)).toEqual(dynamicPages.slice(7).map((p) => p.navi_label));

    for (const name of ['Start', 'News', 'Sportangebot', 'Events', 'Active City Summer', 'Arena']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/meta/faq');
    expect(within(nav).getByRole('link', { name: 'Kontakt' })).toHaveAttribute(
      'href',
      '/meta/kontakt',
    );
    expect(within(nav).queryByRole('link', { name: 'Ohne' })).not.toBeInTheDocument();
  });

  it('the menu button tells whether the menu is open and which element it controls', async () => {
    await renderWithProviders(<Header />, { content });
    const button = screen.getByRole('button', { name: 'Menü' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const nav = await openMenu();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', nav.id);
  });

  it('Escape closes the menu and puts focus back on the button', async () => {
    await renderWithProviders(<Header />, { content });
    const nav = await openMenu();
    await userEvent.tab();
    expect(nav).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menü' })).toHaveFocus();
  });

  it('following a menu link navigates and closes the menu', async () => {
    const { router } = await renderWithProviders(<Header />, { content });
    const nav = await openMenu();
    await userEvent.click(within(nav).getByRole('link', { name: 'Menüpunkt 9' }));
    expect(router.state.location.pathname).toBe('/seite-9');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menü' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('English pages link to English paths', async () => {
    await renderWithProviders(<Header />, { content, path: '/en/news' });
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
    expect(within(nav).getByRole('link', { name: 'Menüpunkt 1' })).toHaveAttribute(
      'href',
      '/en/seite-1',
    );
  });

  it('the language link switches language and keeps the page and its query', async () => {
    // A link, not a select that navigates on change: arrow keys never leave the page.
    const { router } = await renderWithProviders(<Header />, { path: '/events?month=6&year=2026' });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/en/events?month=6&year=2026');
    expect(english).toHaveAttribute('lang', 'en');

    await userEvent.click(english);
    expect(router.state.location.pathname).toBe('/en/events');
    expect(router.state.location.search).toBe('?month=6&year=2026');

    await userEvent.click(screen.getByRole('link', { name: 'Deutsch' }));
    expect(router.state.location.pathname).toBe('/events');
  });

  it('offers login and registration to visitors', async () => {
    await renderWithProviders(<Header />);
    expect(screen.getAllByRole('link', { name: 'Anmelden' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('link', { name: 'Registrieren' })[0]).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('shows a signed-in user by name, linking to their home', async () => {
    await renderWithProviders(<Header />, { user: userFixture });
    expect(screen.queryByRole('link', { name: 'Anmelden' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Mia Muster' })[0]).toHaveAttribute('href', '/home');
  });
});

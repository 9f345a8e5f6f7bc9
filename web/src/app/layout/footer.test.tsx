import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contentFixture } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

const layout = (
  <>
    <Header />
    <Footer />
  </>
);

describe('Footer', () => {
  it('links the legal pages in the current language', async () => {
    await renderWithProviders(layout, { path: '/en/news' });
    const footer = screen.getByRole('contentinfo');
    const expected: Array<[string, string]> = [
      ['Imprint', '/en/meta/impressum'],
      ['Privacy', '/en/meta/datenschutz'],
      ['Terms of use', '/en/meta/nutzungsbedingungen'],
      ['Participation conditions', '/en/active-spotter-teilnahmebedingungen'],
      ['Accessibility statement', '/en/erklaerung-zur-barrierefreiheit'],
    ];
    for (const [name, href] of expected) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('leads to the shop, peptalk, statistics and develop pages under "More"', async () => {
    await renderWithProviders(layout, { path: '/en/news' });
    const more = screen.getByRole('navigation', { name: 'More' });
    const expected: Array<[string, string]> = [
      ['Shop', '/en/shop'],
      ['Peptalk', '/en/peptalk'],
      ['Statistics', '/en/playground/statistics'],
      ['For developers and clubs', '/en/develop'],
    ];
    for (const [name, href] of expected) {
      expect(within(more).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(more).getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  });

  it('social and app-store links open in a new tab and say so', async () => {
    await renderWithProviders(layout);
    const footer = screen.getByRole('contentinfo');
    const facebook = within(footer).getByRole('link', { name: 'Facebook (öffnet neues Fenster)' });
    expect(facebook).toHaveAttribute('href', contentFixture.settings.social.facebook);
    for (const name of ['Instagram', 'YouTube', 'TikTok', 'App Store', 'Google Play']) {
      const link = within(footer).getByRole('link', { name: new RegExp(name) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringContaining('(öffnet neues Fenster)'));
    }
  });

  it('"Nach oben" scrolls to the top and moves focus to the skip link', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    await renderWithProviders(layout);
    await userEvent.click(screen.getByRole('button', { name: 'Nach oben' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toHaveFocus();
  });

  it('jumps instead of gliding when the visitor prefers reduced motion', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    await renderWithProviders(layout);
    await userEvent.click(screen.getByRole('button', { name: 'Nach oben' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('offers the newsletter sign-up under its own name, in the current language', async () => {
    await renderWithProviders(layout, { path: '/en/news' });
    const footer = screen.getByRole('contentinfo');
    const signUp = await within(footer).findByRole('region', {
      name: 'Subscribe to the newsletter',
    });
    expect(within(signUp).getByLabelText(/E-mail address/)).toHaveAttribute('type', 'email');
    expect(within(signUp).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('shows only the store badges the operator entered, and no app block without any', async () => {
    const settings = (app_store: typeof contentFixture.settings.app_store) => ({
      content: { ...contentFixture, settings: { ...contentFixture.settings, app_store } },
    });
    const onlyAndroid = await renderWithProviders(
      layout,
      settings({ ios: null, android: 'https://play.google.com/store/1' }),
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /Google Play/ })).toBeInTheDocument();
    onlyAndroid.unmount();

    await renderWithProviders(layout, settings({ ios: null, android: null }));
    expect(screen.queryByRole('link', { name: /App Store|Google Play/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /App/ })).not.toBeInTheDocument();
  });

  it('hides the app-store links inside the native app', async () => {
    sessionStorage.setItem('native_app', '1');
    await renderWithProviders(layout);
    expect(screen.queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
  });
});

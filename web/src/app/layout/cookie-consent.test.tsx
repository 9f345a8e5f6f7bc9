import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContentBundle } from '../../../../domain/content/bundle.ts';
import { readCookie, useConsent } from '../../lib/consent.ts';
import { contentFixture } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CookieConsent } from './cookie-consent.tsx';

const names = contentFixture.settings.consent.cookies;

function withVariant(variant: 'simple' | 'complex'): ContentBundle {
  return {
    ...contentFixture,
    settings: {
      ...contentFixture.settings,
      consent: { ...contentFixture.settings.consent, variant },
    },
  };
}

function stored() {
  return {
    essential: readCookie(names.essential),
    analytics: readCookie(names.analytics),
    marketing: readCookie(names.marketing),
  };
}

function ConsentProbe() {
  const consent = useConsent();
  return <p data-testid="probe">{consent.analytics ? 'analytics on' : 'analytics off'}</p>;
}

describe('simple cookie consent', () => {
  it('asks with a non-modal region and "Ablehnen" stores analytics=0 and hides it', async () => {
    await renderWithProviders(<CookieConsent />, { content: withVariant('simple') });
    const region = screen.getByRole('region', { name: 'Cookie-Einstellungen' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(region).toHaveTextContent('Datenschutzerklärung');

    await userEvent.click(screen.getByRole('button', { name: 'Ablehnen' }));

    expect(stored()).toEqual({ essential: '1', analytics: '0', marketing: '0' });
    expect(screen.queryByRole('region', { name: 'Cookie-Einstellungen' })).not.toBeInTheDocument();
  });

  it('"Statistik erlauben" stores analytics=1 but no marketing, and useConsent sees it', async () => {
    await renderWithProviders(
      <>
        <CookieConsent />
        <ConsentProbe />
      </>,
      { content: withVariant('simple') },
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('analytics off');

    await userEvent.click(screen.getByRole('button', { name: 'Statistik erlauben' }));

    expect(stored()).toEqual({ essential: '1', analytics: '1', marketing: '0' });
    expect(screen.getByTestId('probe')).toHaveTextContent('analytics on');
  });

  it('writes the cookies for the whole site, for the configured lifetime', async () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor.get!.call(document),
      set: (value: string) => {
        writes.push(value);
        descriptor.set!.call(document, value);
      },
    });
    try {
      await renderWithProviders(<CookieConsent />, { content: withVariant('simple') });
      await userEvent.click(screen.getByRole('button', { name: 'Ablehnen' }));
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
    const maxAge = contentFixture.settings.consent.max_age_days * 86400;
    expect(writes).toHaveLength(3);
    for (const write of writes) {
      expect(write).toContain(`Max-Age=${maxAge}`);
      expect(write).toContain('Path=/');
      expect(write).toContain('SameSite=Lax');
    }
  });

  it('is not shown on the privacy page, in either language', async () => {
    for (const path of ['/meta/datenschutz', '/en/meta/datenschutz']) {
      const view = await renderWithProviders(<CookieConsent />, { path });
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('stays away once a choice is stored', async () => {
    const first = await renderWithProviders(<CookieConsent />);
    await userEvent.click(screen.getByRole('button', { name: 'Ablehnen' }));
    first.unmount();

    await renderWithProviders(<CookieConsent />, { path: '/news' });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('stays away when the visitor chose on an earlier visit', async () => {
    document.cookie = `${names.analytics}=1; path=/`;
    await renderWithProviders(<CookieConsent />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe('complex cookie consent', () => {
  it('is a modal dialog with essential checked and locked, the others off', async () => {
    await renderWithProviders(<CookieConsent />, { content: withVariant('complex') });
    // The dialog variant loads on demand.
    const dialog = await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');

    const essential = screen.getByRole('checkbox', { name: 'Notwendig' });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Statistik' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
  });

  it('"Auswahl akzeptieren" stores exactly the ticked categories', async () => {
    await renderWithProviders(<CookieConsent />, { content: withVariant('complex') });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Marketing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Auswahl akzeptieren' }));

    expect(stored()).toEqual({ essential: '1', analytics: '0', marketing: '1' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"Alle akzeptieren" stores every category', async () => {
    await renderWithProviders(<CookieConsent />, { content: withVariant('complex') });
    await userEvent.click(await screen.findByRole('button', { name: 'Alle akzeptieren' }));

    expect(stored()).toEqual({ essential: '1', analytics: '1', marketing: '1' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cannot be dismissed with Escape: it needs an answer', async () => {
    await renderWithProviders(<CookieConsent />, { content: withVariant('complex') });
    await screen.findByRole('dialog');
    await act(() => userEvent.keyboard('{Escape}'));
    expect(screen.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeInTheDocument();
    expect(stored().analytics).toBeUndefined();
  });

  it('is not shown on the privacy page', async () => {
    await renderWithProviders(<CookieConsent />, {
      content: withVariant('complex'),
      path: '/meta/datenschutz',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OfferWizardProps } from '../../features/offers/wizard/offer-wizard.tsx';
import { userFixture } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { Component as Home } from './profile-home.tsx';
import { mockProfileServer, ownOffers } from '../../features/offers/profile-lists/list-fixtures.ts';

// The wizard has its own tests; here it only shows what home hands it.
vi.mock('../../features/offers/wizard/offer-wizard.tsx', () => ({
  default: ({ open, editOfferId, editType, onClose }: OfferWizardProps) =>
    open ? (
      <div role="dialog" aria-label="Wizard">
        <p>
          editing {editType} {editOfferId}
        </p>
        <button type="button" onClick={onClose}>
          close wizard
        </button>
      </div>
    ) : null,
}));

describe('query offer={id} on home', () => {
  it('opens the own offer in the wizard’s edit mode; closing drops the query', async () => {
    mockProfileServer({ user: ownOffers });
    const { router } = await renderWithProviders(<Home />, {
      path: '/home?offer=8&profileType=user',
      user: userFixture,
    });
    expect(await screen.findByRole('dialog', { name: 'Wizard' })).toHaveTextContent(
      'editing spot 8',
    );
    await userEvent.click(screen.getByRole('button', { name: 'close wizard' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?profileType=user');
  });

  it('follows an edit link of the list', async () => {
    mockProfileServer({ user: ownOffers });
    const { router } = await renderWithProviders(<Home />, { path: '/home', user: userFixture });
    await userEvent.click(
      await screen.findByRole('link', { name: 'Bearbeiten: Lauftreff an der Alster' }),
    );
    expect(router.state.location.search).toBe('?offer=12&profileType=user');
    expect(await screen.findByRole('dialog', { name: 'Wizard' })).toHaveTextContent(
      'editing entry 12',
    );
  });

  it('says so for an offer that is not the user’s', async () => {
    mockProfileServer({ user: ownOffers });
    await renderWithProviders(<Home />, { path: '/home?offer=999', user: userFixture });
    expect(await screen.findByText(/gehört nicht zu deinem Profil/)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

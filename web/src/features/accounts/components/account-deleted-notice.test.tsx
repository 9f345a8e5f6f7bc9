import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { AccountDeletedNotice } from './account-deleted-notice.tsx';

describe('the notice after the account was deleted', () => {
  it('says what went and what stayed, only when the deletion sent the visitor here', async () => {
    const { router } = await renderWithProviders(<AccountDeletedNotice />, { path: '/' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await router.navigate('/', { state: { notice: 'accountDeleted' } });
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Dein Konto ist gelöscht.');
    expect(notice).toHaveTextContent(/Active Spots und Mitmach-Angebote, deine Favoriten/);
    expect(notice).toHaveTextContent(/Vereinsstandorte, die du angelegt hast, bleiben beim Verein/);
    expect(notice).toHaveTextContent(/Newsletter-Abo .* läuft weiter/);
  });

  it('speaks English on English pages', async () => {
    const { router } = await renderWithProviders(<AccountDeletedNotice />, { path: '/en' });
    await router.navigate('/en', { state: { notice: 'accountDeleted' } });
    expect(await screen.findByRole('status')).toHaveTextContent('Your account has been deleted.');
  });
});

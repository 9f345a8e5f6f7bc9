import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userFixture } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { useUser } from './get-user.ts';
import { clearSession } from './logout.ts';

function Who() {
  const { data: user } = useUser();
  return <p>{user ? user.fullname : 'niemand'}</p>;
}

describe('clearSession', () => {
  it('updates screens showing the user at once and forgets the user’s other data', async () => {
    const { queryClient } = await renderWithProviders(<Who />, { user: userFixture });
    queryClient.setQueryData(['user', 'bookmarks'], [1, 2]);
    expect(screen.getByText('Mia Muster')).toBeInTheDocument();

    act(() => clearSession(queryClient));
    expect(await screen.findByText('niemand')).toBeInTheDocument();
    expect(queryClient.getQueryData(['user', 'bookmarks'])).toBeUndefined();
  });
});

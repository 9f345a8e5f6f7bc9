import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../domain/accounts/user.ts';
import { userQueryKey } from '../lib/auth/get-user.ts';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { userFixture } from '../test/fixtures.ts';
import { renderWithProviders } from '../test/render.tsx';
import {
  offerPageQueryOptions,
  offerSlugQueryOptions,
  useOfferBySlug,
} from '../features/offers/api/detail.ts';
import { bookmarksQueryOptions, useBookmarks } from '../features/offers/api/get-bookmarks.ts';
import { useProfileOffers } from '../features/offers/api/get-profile-offers.ts';
import { BookmarkToggle } from '../features/offers/detail/bookmark-toggle.tsx';
import { offerFixture } from '../features/offers/detail/offer-fixture.ts';
import { useFocusLink, type OfferRef } from '../features/offers/state/use-focus-link.ts';
import { purchasesQueryOptions, usePurchases } from '../features/shop/api/get-purchases.ts';

// Which answers a write reloads, and which screens share an answer, follow from the query
// option builders of each call; these tests hold the cases where that used to go wrong.

const count = (calls: { url: string; method: string }[], url: string) =>
  calls.filter((call) => call.method === 'GET' && call.url.startsWith(url)).length;

function SignedInScreen() {
  const purchases = usePurchases();
  const bookmarks = useBookmarks();
  const own = useProfileOffers('user');
  const ready = purchases.isSuccess && bookmarks.isSuccess && own.isSuccess;
  return (
    <div>
      {ready && <p>loaded</p>}
      <BookmarkToggle offer={{ id: 41, type: 'entry' }} />
    </div>
  );
}

describe('bookmark toggle', () => {
  it('reloads the bookmark list, not the purchases or the own offers', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'POST' ? json(201, { data: null }) : json(200, { data: [] }),
    );
    const { queryClient } = await renderWithProviders(<SignedInScreen />, {
      path: '/home',
      user: { ...userFixture, bookmarks: [] },
    });
    await screen.findByText('loaded');

    await userEvent.click(screen.getByRole('button', { name: 'Merken' }));

    await waitFor(() => expect(count(calls, '/api/user/bookmarks')).toBe(2));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/bookmarks',
      body: { id: 41, type: 'entry' },
    });
    expect(queryClient.getQueryData<User>(userQueryKey)?.bookmarks).toEqual([41]);
    expect(count(calls, '/api/user/purchases')).toBe(1);
    expect(count(calls, '/api/user/offers')).toBe(1);
    const purchases = queryClient.getQueryState(purchasesQueryOptions('de').queryKey);
    expect(purchases?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(bookmarksQueryOptions('de').queryKey)?.dataUpdateCount).toBe(
      2,
    );
  });
});

function FocusThenPage({ onOffer }: { onOffer: (offer: OfferRef) => void }) {
  const [opened, setOpened] = useState(false);
  useFocusLink({
    onCategory: () => undefined,
    onOffer: (offer) => {
      onOffer(offer);
      setOpened(true);
    },
  });
  return opened ? <Page /> : null;
}

function Page() {
  const { data } = useOfferBySlug(['entry', 'summerevent'], 'lauftreff-alster');
  return data ? <h1>{data.title}</h1> : null;
}

describe('focus link', () => {
  it('loads the offer under the detail page’s key, so the page asks nothing again', async () => {
    const entry = offerFixture();
    const { calls } = mockFetch(() => json(200, { data: entry }));
    const onOffer = vi.fn();
    const { queryClient } = await renderWithProviders(<FocusThenPage onOffer={onOffer} />, {
      path: '/angebot?focus=mitmachen/lauftreff-alster',
    });

    // The link is checked once the screen has settled (mapDefaults.focusCheckMs, 1.5 s).
    expect(
      await screen.findByRole('heading', { name: entry.title }, { timeout: 5000 }),
    ).toBeVisible();
    expect(onOffer).toHaveBeenCalledWith({ id: 41, type: 'entry' });
    expect(calls.map((call) => call.url)).toEqual(['/api/offers/entry/slug/lauftreff-alster']);
    const key = offerSlugQueryOptions('entry', 'lauftreff-alster', 'de').queryKey;
    expect(queryClient.getQueryData(key)).toEqual(entry);
    const page = offerPageQueryOptions(['entry', 'summerevent'], 'lauftreff-alster', 'de');
    expect(queryClient.getQueryData(page.queryKey)).toEqual(entry);
  });
});

import type {
  BookmarkItem,
  OfferSummary,
  ProfileOfferItem,
} from '../../../../../domain/offers/types.ts';
import { json, mockFetch, type Call } from '../../../test/fetch-mock.ts';

/** Own offers as GET /api/user/offers answers them, newest first. */
export const ownOffers: ProfileOfferItem[] = [
  {
    id: 12,
    type: 'entry',
    created_at: '2026-03-14T09:30:00.000Z',
    title: 'Lauftreff an der Alster',
    club_title: null,
    street: 'Schöne Aussicht',
    street_number: '1',
    zipcode: '22085',
    city: 'Hamburg',
    slug: 'lauftreff-an-der-alster',
  },
  {
    id: 8,
    type: 'spot',
    created_at: '2026-02-01T12:00:00.000Z',
    title: 'Calisthenics-Park Wilhelmsburg',
    club_title: null,
    street: 'Vogelhüttendeich',
    street_number: null,
    zipcode: '21107',
    city: 'Hamburg',
    slug: 'calisthenics-park-wilhelmsburg',
  },
];

export const clubPlaces: ProfileOfferItem[] = [
  {
    id: 31,
    type: 'place',
    created_at: '2025-11-20T08:00:00.000Z',
    title: 'TSV Alstertal – Sporthalle Ulzburger Straße',
    club_title: 'TSV Alstertal',
    street: 'Ulzburger Straße',
    street_number: '12',
    zipcode: '22399',
    city: 'Hamburg',
    slug: 'tsv-alstertal-sporthalle',
  },
];

const summary = (overrides: Partial<OfferSummary>): OfferSummary => ({
  id: 1,
  type: 'spot',
  slug: 'spot',
  title: 'Spot',
  shortened_description: '',
  address_line1: 'Straße 1',
  address_line2: '20095 Hamburg',
  map_latitude: 53.55,
  map_longitude: 9.99,
  categories: [],
  free_offer: true,
  barrier_free: false,
  distance: null,
  ...overrides,
});

export const bookmarkItems: BookmarkItem[] = [
  {
    id: 501,
    offer: summary({ id: 44, type: 'spot', slug: 'skatepark-altona', title: 'Skatepark Altona' }),
  },
  {
    id: 502,
    offer: summary({ id: 45, type: 'entry', slug: 'yoga-im-park', title: 'Yoga im Park' }),
  },
];

type Answers = {
  user?: ProfileOfferItem[];
  club?: ProfileOfferItem[];
  bookmarks?: BookmarkItem[];
  /** Answers the delete and bookmark delete calls instead of the server below. */
  write?: (call: Call) => Response;
};

/**
 * A server for the profile's calls. Deletes really remove, so a list loaded again after one
 * shows what the real server would.
 */
export function mockProfileServer({ user = [], club = [], bookmarks = [], write }: Answers = {}) {
  const lists = { user: [...user], club: [...club], bookmarks: [...bookmarks] };
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (call.method === 'GET' && url.pathname === '/api/user/offers') {
      return json(200, {
        data: url.searchParams.get('profileType') === 'club' ? lists.club : lists.user,
      });
    }
    if (call.method === 'GET' && url.pathname === '/api/user/bookmarks') {
      return json(200, { data: lists.bookmarks });
    }
    if (call.method !== 'POST') return json(404, { message: 'Not found' });
    if (write) return write(call);
    const { id } = call.body as { id: number };
    if (url.pathname === '/api/bookmarks/delete') {
      lists.bookmarks = lists.bookmarks.filter((item) => item.offer.id !== id);
    } else {
      lists.user = lists.user.filter((item) => item.id !== id);
      lists.club = lists.club.filter((item) => item.id !== id);
    }
    return json(200, { data: {} });
  });
}

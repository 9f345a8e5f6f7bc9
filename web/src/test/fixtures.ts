import type { User } from '../../../domain/accounts/user.ts';
import type { ContentBundle } from '../../../domain/content/bundle.ts';

export const contentFixture: ContentBundle = {
  settings: {
    site_name: 'Active City Hamburg',
    site_description: 'Sport und Bewegung in Hamburg',
    sso_providers: [],
    consent: {
      variant: 'simple',
      cookies: { essential: 'ac_essential', analytics: 'ac_analytics', marketing: 'ac_marketing' },
      max_age_days: 365,
    },
    social: {
      facebook: 'https://facebook.com/activecity',
      instagram: 'https://instagram.com/activecity',
      youtube: 'https://youtube.com/activecity',
      tiktok: 'https://tiktok.com/@activecity',
    },
    app_store: { ios: 'https://apps.apple.com/app/1', android: 'https://play.google.com/store/1' },
    redirects: {
      playnow: '/angebot?utm_campaign=playnow',
      olympia: 'https://example.org/olympia',
      bewegungsbericht: '/news/bewegungsbericht',
    },
    // No campaign end and no topic names: pages behave as before both existed.
    spotter: { end: null },
    tags: {},
    contact: {
      organisation: 'Active City',
      street: 'Rathausmarkt 1',
      zipcode: '20095',
      city: 'Hamburg',
      email: 'info@example.org',
      phone: '040 0000',
      latitude: 53.55,
      longitude: 9.99,
    },
  },
  pages: [{ id: 1, slug: 'active-city-summer', title: 'Active City Summer', navi_label: null }],
  districts: [],
  categories: [],
  spottypes: [],
  articles: [],
  events: [],
  highlights: [],
};

export const userFixture: User = {
  id: 7,
  name: 'Mia',
  surname: 'Muster',
  fullname: 'Mia Muster',
  username: 'mia',
  email: 'mia@example.org',
  gender: 'u',
  official: false,
  isVerified: true,
  sso_driver: null,
  club_id: null,
  club: null,
  special_terms_accepted_at: null,
  lang: 'de',
  newsletter: false,
  image: null,
  street: null,
  street_number: null,
  city: null,
  zipcode: null,
  country: null,
  birthday: null,
  bookmarks: [],
};

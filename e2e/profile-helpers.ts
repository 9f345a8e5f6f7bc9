import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { uniqueEmail } from './mailbox.ts';

/** Password of the seeded demo accounts (README). */
export const demoPassword = 'Hamburg-bewegt-2026';

async function xsrfHeader(api: APIRequestContext): Promise<Record<string, string>> {
  await api.get('/api/auth/csrf-cookie');
  const { cookies } = await api.storageState();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  expect(token, 'the XSRF-TOKEN cookie').toBeTruthy();
  return { 'X-XSRF-TOKEN': decodeURIComponent(token!) };
}

/** A write with a fresh CSRF token (the suite's server raises every limit, see playwright.config.ts). */
export async function post(api: APIRequestContext, path: string, data: unknown) {
  return api.post(path, { data, headers: await xsrfHeader(api) });
}

/** Signs the page's browser context in through the API (the login screen has its own spec). */
export async function logInByApi(page: Page, email: string, password = demoPassword) {
  const response = await post(page.request, '/api/auth/login', { email, password, remember: true });
  expect(response.status(), `login of ${email}`).toBe(200);
}

export type NewMember = { email: string; username: string; password: string };

/**
 * Registers a fresh account in its own request context (the page stays signed out) and
 * confirms it with the link of the mail in the development outbox.
 */
export async function registerVerifiedMember(
  api: APIRequestContext,
  prefix: string,
): Promise<NewMember> {
  const email = uniqueEmail(prefix);
  const username = `${prefix.replace(/\W/g, '_')}_${Date.now() % 1e8}`.slice(0, 30);
  const password = 'Alsterlauf-Sonne-26';
  const registered = await post(api, '/api/auth/register', {
    name: 'Jana',
    surname: 'Brandt',
    email,
    username,
    password,
    password_confirmation: password,
    newsletter: false,
    gender: 'u',
    terms: true,
    lang: 'de',
  });
  expect(registered.status(), 'registration').toBe(200);

  const mailbox = await (await api.get('/dev/mailbox')).text();
  const mail = mailbox.split('<article>').find((part) => part.includes(`An: ${email}`));
  const href = mail?.match(/href="([^"]*\/api\/auth\/email\/verify\/[^"]*)"/)?.[1];
  expect(href, `the verification link for ${email}`).toBeTruthy();
  const link = new URL(href!.replaceAll('&amp;', '&'));
  const verified = await api.get(link.pathname + link.search, { maxRedirects: 0 });
  expect(verified.headers()['location'] ?? '').toMatch(/\/verified$/);
  return { email, username, password };
}

/** A small real PNG, so the server's image pipeline has something to decode. */
export function samplePng(): Promise<Buffer> {
  return sharp({
    create: { width: 120, height: 120, channels: 3, background: { r: 0, g: 92, b: 169 } },
  })
    .png()
    .toBuffer();
}

/** A weekly running entry at the Alster, as the wizard's save call takes it (Tuesdays). */
export const weeklyEntry = (title: string, extra: object = {}) => ({
  type: 'entry',
  map_latitude: 53.5713,
  map_longitude: 10.0312,
  street: 'Schöne Aussicht',
  street_number: '1',
  zipcode: '22085',
  city: 'Hamburg',
  categories: ['laufen'],
  title,
  description: 'Wir laufen gemeinsam eine Runde um die Alster.',
  free_offer: true,
  barrier_free: false,
  contact_mail: false,
  targetgroup: ['all'],
  entry_location: 'new',
  repetition: 'weekly',
  tuesday: true,
  tuesday_start: '18:00',
  tuesday_end: '19:30',
  ...extra,
});

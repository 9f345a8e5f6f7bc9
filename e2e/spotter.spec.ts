import { request, type APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { demoPassword, post, registerVerifiedMember } from './profile-helpers.ts';

const termsPage = '/active-spotter-teilnahmebedingungen';
const siteSettings = '/api/backend/settings/site';

// The demo campaign ended on 30 September 2026, as its conditions say. The tests of joining
// let an admin move its end (the only spec that touches it), one test after the other.
test.describe.configure({ mode: 'serial' });

async function setCampaignEnd(api: APIRequestContext, end: string | null) {
  const login = await post(api, '/api/auth/login', {
    email: 'admin@example.org',
    password: demoPassword,
    remember: false,
  });
  expect(login.status()).toBe(200);
  const { data } = await (await api.get(siteSettings)).json();
  const { id: _, ...stored } = data;
  const { cookies } = await api.storageState();
  const token = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
  const saved = await api.put(siteSettings, {
    data: { ...stored, spotter: { end } },
    headers: { 'X-XSRF-TOKEN': token },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

async function withAdmin(baseURL: string | undefined, end: string | null) {
  const api = await request.newContext({ baseURL });
  await setCampaignEnd(api, end);
  await api.dispose();
}

test('after the campaign has ended the page says so and offers no checkbox', async ({
  page,
  visit,
  expectAccessible,
}) => {
  await visit(termsPage);
  await expect(page.getByText('Die Aktion ist beendet')).toBeVisible();
  await expect(page.getByText(/lief bis zum 30\. September 2026/)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /akzeptiere sie/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mitmachen' })).toHaveCount(0);
  await expectAccessible('campaign ended');
  await visit(`/en${termsPage}`);
  await expect(page.getByText('The campaign has ended')).toBeVisible();
  await expect(page.getByRole('link', { name: 'To the sports offers' })).toHaveAttribute(
    'href',
    '/en/angebot',
  );
});

test.describe('while the campaign runs', () => {
  test.beforeAll(({ baseURL }) => withAdmin(baseURL, '2099-12-31'));
  test.afterAll(({ baseURL }) => withAdmin(baseURL, '2026-09-30'));

  test('accept the Active Spotter terms logged out, log in, land on the offers', async ({
    page,
    request,
    visit,
    expectAccessible,
  }) => {
    const member = await registerVerifiedMember(request, 'e2e-spotter');

    await visit(termsPage);
    const join = page.getByRole('button', { name: 'Mitmachen' });
    await expect(join).toBeDisabled();
    await page.getByRole('checkbox', { name: /akzeptiere sie/ }).check();
    await expect(join).toBeEnabled();
    await join.click();

    const dialog = page.getByRole('dialog', { name: 'Bitte melde dich an' });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('termsAccepted'))).toBe('1');
    await expectAccessible('login popup');
    await dialog.getByRole('link', { name: 'Anmelden' }).click();

    await expect(page).toHaveURL(/\/login\?redirect=%2Factive-spotter-teilnahmebedingungen$/);
    await page.getByLabel('E-Mail oder Benutzername').fill(member.email);
    await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();

    await expect(page).toHaveURL(/\/angebot$/);
    const user = await (await page.request.get('/api/user')).json();
    expect(user.data.special_terms_accepted_at).toBeTruthy();
    expect(await page.evaluate(() => sessionStorage.getItem('termsAccepted'))).toBeNull();

    // Back on the page, the member is told they take part already.
    await visit(termsPage);
    await expect(page.getByText('Du machst bereits bei Active Spotter mit.')).toBeVisible();
  });

  test('in English: the form asks visitors to log in first', async ({ page, visit }) => {
    await visit(`/en${termsPage}`);
    await expect(page.getByRole('heading', { name: 'Join Active Spotter' })).toBeVisible();
    await page.getByRole('checkbox', { name: /accept the participation conditions/ }).check();
    await page.getByRole('button', { name: 'Join in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Please log in' });
    await expect(dialog.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/en/login?redirect=${encodeURIComponent(`/en${termsPage}`)}`,
    );
    await expect(dialog.getByRole('link', { name: 'Register for free' })).toHaveAttribute(
      'href',
      '/en/register',
    );
  });

  test('an app without Active Spotter support is asked to update', async ({ page, visit }) => {
    await visit(`${termsPage}?native_app=1`);
    await expect(page.getByText('Bitte aktualisiere die App')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mitmachen' })).toHaveCount(0);
  });
});

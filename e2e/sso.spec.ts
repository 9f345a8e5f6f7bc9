import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../scripts/free-port.ts';
import { startOidcProvider } from '../server/test/oidc-provider.ts';
import { test, expect } from './fixtures.ts';

// Google sign-in end to end: a local OpenID provider stands in for Google, and a portal of
// its own is configured for it (GOOGLE_*). Both start here rather than in the config, so
// only a run that includes this spec pays for them. One worker keeps one pair.
test.describe.configure({ mode: 'serial' });

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let portal: ChildProcess | undefined;
let base = '';
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  provider = await startOidcProvider({
    redirectUri: `${base}/sso/google/callback`,
    accounts: {
      newcomer: {
        email: `jonas.${Date.now()}@example.org`,
        email_verified: true,
        given_name: 'Jonas',
        family_name: 'Beck',
      },
      anna: {
        email: 'anna@example.org',
        email_verified: true,
        given_name: 'Anna',
        family_name: 'Schulz',
      },
      clara: {
        email: 'clara@example.org',
        email_verified: true,
        given_name: 'Clara',
        family_name: 'Neumann',
      },
    },
  });
  dataDir = mkdtempSync(join(tmpdir(), 'acc-e2e-sso-'));
  portal = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      SESSION_SECRET: process.env.E2E_SESSION_SECRET ?? 'sso-e2e-secret-sso-e2e-secret-sso-e2e-0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      GOOGLE_CLIENT_ID: 'portal',
      GOOGLE_CLIENT_SECRET: 'portal-test-secret',
      GOOGLE_ISSUER: provider.issuer,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 300 || portal.exitCode !== null) throw new Error('the SSO portal did not start');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
});

test.afterAll(async () => {
  if (portal && portal.exitCode === null) {
    const exited = new Promise((resolve) => portal!.once('exit', resolve));
    portal.kill('SIGTERM');
    await exited;
  }
  await provider?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('"Mit Google anmelden" signs a new visitor in and returns to the redirect target', async ({
  page,
  visit,
}) => {
  provider.signInAs('newcomer');
  await visit(`${base}/login?redirect=%2Fangebot`);
  // Only the configured provider is offered.
  await expect(page.getByRole('link', { name: /Mit (Facebook|Apple) anmelden/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Mit Google anmelden' }).click();

  await expect(page).toHaveURL(`${base}/angebot`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Jonas Beck' })).toBeVisible();
  const me = await page.request.get(`${base}/api/user`);
  expect(me.ok()).toBe(true);
  expect((await me.json()).data).toMatchObject({ sso_driver: 'google', isVerified: true });
});

test('in English an existing account is linked by its address and lands on /en/home', async ({
  page,
  visit,
}) => {
  provider.signInAs('anna');
  await visit(`${base}/en/login?redirect=%2Fen%2Fhome`);
  await page.getByRole('link', { name: 'Log in with Google' }).click();
  await expect(page).toHaveURL(`${base}/en/home`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Anna Schulz' })).toBeVisible();
});

test('an address that is not confirmed yet comes back with error=sso_mismatch', async ({
  page,
  visit,
}) => {
  provider.signInAs('clara');
  await visit(`${base}/login`);
  await page.getByRole('link', { name: 'Mit Google anmelden' }).click();
  await expect(page).toHaveURL(`${base}/login?error=sso_mismatch&provider=google`);
  await expect(page.getByRole('alert')).toContainText(
    'Diese E-Mail-Adresse gehört zu einem Konto mit einer anderen Anmeldeart',
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../db/seed/accounts.ts';
import { createTestApp, csrf, login, type TestApp } from '../../test/app.ts';
import { setSpotterCampaignEnd } from '../../test/spotter-campaign.ts';

const registration = (n: number) => ({
  name: 'Mia',
  surname: 'Wolf',
  email: `mia.wolf${n}@example.org`,
  username: `mia_wolf${n}`,
  password: 'Elbstrand-Lauf-2026',
  password_confirmation: 'Elbstrand-Lauf-2026',
  newsletter: false,
  terms: true,
  lang: 'de',
  special_terms_accepted: true,
});

describe('the end of the Active Spotter campaign', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { MAIL_REQUESTS_PER_MINUTE: 50 } });
  });
  afterAll(() => t.close());

  const register = async (n: number) => {
    const pre = await csrf(t.app);
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration(n),
      cookies: pre.cookies,
      headers: pre.headers,
    });
  };
  const accept = async (email: string) => {
    const s = await login(t.app, email, demoPassword);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/user/special-terms',
      payload: { accept: true },
      cookies: s.cookies,
      headers: s.headers,
    });
    return Object.assign(answer, { session: s.cookies });
  };

  it('tells every page when the campaign ends (the demo campaign ended on 30 September 2026)', async () => {
    const bundle = (await t.app.inject({ url: '/api/content' })).json().data;
    expect(bundle.settings.spotter).toEqual({ end: '2026-09-30' });
  });

  it('refuses an acceptance after the end with 422 naming the field, and stores nothing', async () => {
    await setSpotterCampaignEnd(t.database.db, '2026-09-30');
    const late = await accept('anna@example.org');
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({ accept: ['validation.spotter.ended'] });
    const user = await t.app.inject({ url: '/api/user', cookies: late.session });
    expect(user.statusCode).toBe(200);
    expect(user.json().data.special_terms_accepted_at).toBeNull();

    const signup = await register(1);
    expect(signup.statusCode).toBe(422);
    expect(signup.json().errors).toEqual({ special_terms_accepted: ['validation.spotter.ended'] });
    // Without the tick the same registration goes through: only the campaign is over.
    const { special_terms_accepted: _, ...plain } = registration(1);
    const pre = await csrf(t.app);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: plain,
      cookies: pre.cookies,
      headers: pre.headers,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('takes participants while the campaign runs', async () => {
    await setSpotterCampaignEnd(t.database.db, '2099-12-31');
    const joined = await accept('anna@example.org');
    expect(joined.statusCode).toBe(200);
    expect(joined.json().data.special_terms_accepted_at).toBeTruthy();
    const signup = await register(2);
    expect(signup.statusCode).toBe(200);
    expect(signup.json().data.special_terms_accepted_at).toBeTruthy();
  });
});

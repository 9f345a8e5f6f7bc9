import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('works offline with defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', SEED_DEMO: true });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('seeds the demo city outside production only, unless SEED_DEMO says otherwise', () => {
    const secret = 'x'.repeat(32);
    const production = (env: NodeJS.ProcessEnv) =>
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, ...env }).SEED_DEMO;
    expect(loadConfig({ NODE_ENV: 'development' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).SEED_DEMO).toBe(true);
    expect(production({})).toBe(false);
    expect(production({ SEED_DEMO: '' })).toBe(false);
    expect(production({ SEED_DEMO: 'true' })).toBe(true);
    expect(production({ SEED_DEMO: 'false' })).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(() => production({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
  });

  it('builds links on the port the server listens on unless PUBLIC_URL says otherwise', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4000' }).PUBLIC_URL).toBe('http://localhost:4000');
    expect(loadConfig({ PORT: '4000', PUBLIC_URL: 'https://portal.example' }).PUBLIC_URL).toBe(
      'https://portal.example',
    );
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must be a postgres/,
    );
    expect(() => loadConfig({ CONSENT_VARIANT: 'fancy' })).toThrow(/CONSENT_VARIANT/);
  });

  it('trusts X-Forwarded-For only from the listed proxies', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: list the reverse/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: not an IP/);
  });

  it('turns the built-in test checkout on or off by name only', () => {
    expect(loadConfig({}).LOCAL_TEST_CHECKOUT).toBeUndefined();
    expect(loadConfig({ LOCAL_TEST_CHECKOUT: 'on' }).LOCAL_TEST_CHECKOUT).toBe('on');
    expect(loadConfig({ LOCAL_TEST_CHECKOUT: 'off' }).LOCAL_TEST_CHECKOUT).toBe('off');
    expect(() => loadConfig({ LOCAL_TEST_CHECKOUT: 'true' })).toThrow(/LOCAL_TEST_CHECKOUT/);
  });

  it('demands a session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: required/);
  });
});

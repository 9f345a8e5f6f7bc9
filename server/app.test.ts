import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.ts';

describe('cross-cutting behaviour', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });

  it('answers unknown API paths with JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['permissions-policy']).toContain('geolocation=(self)');
  });

  it('keeps answers that set a cookie out of every cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/csrf-cookie' });
    expect(res.headers['set-cookie']).toBeDefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/content', '/api/auth/login']),
    );
  });

  it('hides internals of an unexpected failure', async () => {
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/content' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error' });
  });
});

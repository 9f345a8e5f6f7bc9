import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploads, users } from '../../db/schema.ts';
import { demoPassword } from '../../db/seed/accounts.ts';
import { createTestApp, login, type TestApp } from '../../test/app.ts';
import { form } from './upload-form.ts';

describe('upload quota and the sweep of unused uploads', () => {
  let t: TestApp;
  let session: Awaited<ReturnType<typeof login>>;
  let image: Buffer;
  beforeAll(async () => {
    // Only the sweep's hourly timer is fake: the clock, the database and the requests are real.
    vi.useFakeTimers({ toFake: ['setInterval'] });
    t = await createTestApp({
      // 0.6 MB per user: two of the test images, each stored as two variants of about 130 KB;
      // unused uploads go after 36 seconds.
      config: { UPLOAD_QUOTA_MB: 0.6, UPLOAD_ORPHAN_HOURS: 0.01 },
    });
    session = await login(t.app, 'anna@example.org', demoPassword);
    // Noise: it stays large when the server re-encodes it (about 150 KB).
    image = await sharp(randomBytes(600 * 400 * 3), {
      raw: { width: 600, height: 400, channels: 3 },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  const upload = async () => {
    const { payload, contentType } = form([
      { name: 'file_type', value: 'image' },
      { name: 'files[]', value: image, filename: 'a.jpg', type: 'image/jpeg' },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/user/upload',
      payload,
      headers: { 'content-type': contentType, ...session.headers },
      cookies: session.cookies,
    });
  };
  const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

  it('removes uploads nothing refers to after the grace period, and keeps the profile image', async () => {
    const kept = (await upload()).json().data.file as string;
    const dropped = (await upload()).json().data.file as string;
    await t.database.db
      .update(users)
      .set({ image: kept })
      .where(eq(users.email, 'anna@example.org'));
    // Both are older than the grace period.
    await t.database.db.update(uploads).set({ createdAt: new Date(Date.now() - 60_000) });

    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    await expect.poll(() => status(dropped)).toBe(404);
    expect(await status(dropped.replace('_high', '_mid'))).toBe(404);
    expect(await status(kept)).toBe(200);
  });

  it('refuses an upload past the quota, naming the field', async () => {
    await t.database.db.delete(uploads);
    expect((await upload()).statusCode).toBe(200);
    expect((await upload()).statusCode).toBe(200);
    const res = await upload();
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ files: ['validation.upload.quota'] });
  });
});

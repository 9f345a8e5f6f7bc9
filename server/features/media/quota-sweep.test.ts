import { mkdtempSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoPassword } from '../../db/seed/accounts.ts';
import { offers, uploads, users } from '../../db/schema/index.ts';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import { createTestApp, login, type TestApp } from '../../test/app.ts';
import { createMediaRepository, type MediaRepository } from './repository.ts';
import { createOrphanSweep } from './sweep.ts';
import { form } from '../../test/multipart-form.ts';

/** A multipart body with one PDF of about `bytes` bytes. */
function pdfForm(bytes: number) {
  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
    Buffer.alloc(bytes - 60, 0x20),
    Buffer.from('\n%%EOF\n'),
  ]);
  return form([
    { name: 'file_type', value: 'doc' },
    { name: 'files[]', value: pdf, filename: 'f.pdf', type: 'application/pdf' },
  ]);
}

const hour = 3600 * 1000;

describe('upload quota and the sweep of unused uploads', () => {
  let t: TestApp;
  let storage: FileStorage;
  let repo: MediaRepository;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-quota-'));
  beforeAll(async () => {
    // One megabyte per user; the files land in dataDir/uploads, where the test looks too.
    t = await createTestApp({
      config: { UPLOAD_QUOTA_MB: 1, DATA_DIR: dataDir, LOGIN_ATTEMPTS_PER_MINUTE: 100 },
    });
    storage = createLocalStorage(path.join(dataDir, 'uploads'));
    repo = createMediaRepository(t.database.db);
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const uploadAs = async (session: Awaited<ReturnType<typeof login>>, bytes: number) => {
    const { payload, contentType } = pdfForm(bytes);
    return t.app.inject({
      method: 'POST',
      url: '/api/user/upload',
      payload,
      headers: { 'content-type': contentType, ...session.headers },
      cookies: session.cookies,
    });
  };

  it('refuses an upload that would take the user over UPLOAD_QUOTA_MB, naming the reason', async () => {
    const ben = await login(t.app, 'ben@example.org', demoPassword);
    expect((await uploadAs(ben, 400_000)).statusCode).toBe(200);
    expect((await uploadAs(ben, 400_000)).statusCode).toBe(200);
    const over = await uploadAs(ben, 400_000);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({ files: ['validation.upload.quota'] });
    // Another user's quota is their own.
    const editor = await login(t.app, 'redaktion@example.org', demoPassword);
    expect((await uploadAs(editor, 400_000)).statusCode).toBe(200);
  });

  it('lets only what fits through when uploads arrive at the same time', async () => {
    const anna = await login(t.app, 'anna@example.org', demoPassword);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => uploadAs(anna, 300_000)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 422, 422]);
    const [me] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'anna@example.org'));
    const rows = await t.database.db.select().from(uploads).where(eq(uploads.userId, me!.id));
    expect(rows.reduce((sum, r) => sum + r.size, 0)).toBeLessThanOrEqual(1024 * 1024);
  });

  it('removes uploads nothing names after the grace period, and files without a record', async () => {
    const anna = await login(t.app, 'anna@example.org', demoPassword);
    const [me] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'anna@example.org'));
    // Room for the files below: anna's earlier PDFs go.
    await t.database.db.delete(uploads).where(eq(uploads.userId, me!.id));
    const upload = async () => (await uploadAs(anna, 1000)).json().data.file as string;
    const [profile, offer, unused, fresh] = [
      await upload(),
      await upload(),
      await upload(),
      await upload(),
    ];
    await t.database.db.update(users).set({ image: profile }).where(eq(users.id, me!.id));
    const [someOffer] = await t.database.db.select({ id: offers.id }).from(offers).limit(1);
    await t.database.db
      .update(offers)
      .set({ image: `https://portal.example${offer}` })
      .where(eq(offers.id, someOffer!.id));
    const keyOf = (file: string) => file.replace('/media/', '');
    // Three of them are two days old; `fresh` is not.
    await t.database.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 48 * hour) })
      .where(inArray(sql`${uploads.keys}[1]`, [keyOf(profile), keyOf(offer), keyOf(unused)]));
    // A file without a record, old and new (an upload that stopped half-way).
    const strayOld = `${'e'.repeat(32)}.pdf`;
    const strayNew = `${'f'.repeat(32)}.pdf`;
    await storage.put(strayOld, Buffer.from('%PDF'), 'application/pdf');
    await storage.put(strayNew, Buffer.from('%PDF'), 'application/pdf');
    const twoDaysAgo = new Date(Date.now() - 48 * hour);
    utimesSync(path.join(dataDir, 'uploads', strayOld), twoDaysAgo, twoDaysAgo);

    const sweep = createOrphanSweep({ storage, repo, graceMs: 24 * hour, log: t.app.log });
    const result = await sweep.sweep();

    const status = async (file: string) =>
      (await t.app.inject({ method: 'GET', url: file })).statusCode;
    expect(await status(profile)).toBe(200);
    expect(await status(offer)).toBe(200);
    expect(await status(fresh)).toBe(200);
    expect(await status(unused)).toBe(404);
    expect(await storage.get(strayOld)).toBeUndefined();
    expect(await storage.get(strayNew)).toBeDefined();
    const left = await t.database.db.select().from(uploads).where(eq(uploads.userId, me!.id));
    expect(left.map((r) => r.keys[0]).sort()).toEqual([profile, offer, fresh].map(keyOf).sort());
    expect(result.files).toBe(1);
    // The first test's PDFs of the first test are young: they stay.
    expect(result.records).toBe(1);
  });

  it('sweeps every hour on a timer until it is stopped', async () => {
    vi.useFakeTimers();
    const unreferenced = vi.fn(async () => []);
    const fakeRepo = {
      unreferenced,
      recordedKeys: async () => new Set(),
    } as unknown as MediaRepository;
    const empty: FileStorage = {
      kind: 'local',
      put: async () => undefined,
      get: async () => undefined,
      delete: async () => undefined,
      async *list() {},
    };
    const sweep = createOrphanSweep({
      storage: empty,
      repo: fakeRepo,
      graceMs: hour,
      log: t.app.log,
    });
    const stop = sweep.start(hour);
    await vi.advanceTimersByTimeAsync(hour - 1);
    expect(unreferenced).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(unreferenced).toHaveBeenCalledTimes(1);
    await stop();
    await vi.advanceTimersByTimeAsync(3 * hour);
    expect(unreferenced).toHaveBeenCalledTimes(1);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

/**
 * A minimal S3-compatible server (path-style PUT, GET, DELETE on /bucket/key), enough to run
 * the real SDK against, as a MinIO would answer it.
 */
async function startFakeS3() {
  const objects = new Map<string, { body: Buffer; type: string; modified: Date }>();
  const app = Fastify();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.put('/:bucket/:key', async (req) => {
    objects.set(req.url.split('?')[0]!, {
      body: req.body as Buffer,
      type: String(req.headers['content-type']),
      modified: new Date(),
    });
    return '';
  });
  app.get('/:bucket/:key', async (req, reply) => {
    const found = objects.get(req.url.split('?')[0]!);
    if (!found) {
      return reply
        .code(404)
        .type('application/xml')
        .send(
          '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>',
        );
    }
    return reply.type(found.type).send(found.body);
  });
  // ListObjectsV2, two keys a page, so that following the continuation token is tested too.
  app.get<{ Params: { bucket: string }; Querystring: { 'continuation-token'?: string } }>(
    '/:bucket/',
    async (req, reply) => {
      const prefix = `/${req.params.bucket}/`;
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
      const start = Number(req.query['continuation-token'] ?? 0);
      const page = keys.slice(start, start + 2);
      const more = start + 2 < keys.length;
      const contents = page
        .map(
          (k) =>
            `<Contents><Key>${k.slice(prefix.length)}</Key><LastModified>${objects.get(k)!.modified.toISOString()}</LastModified><Size>${objects.get(k)!.body.length}</Size></Contents>`,
        )
        .join('');
      return reply
        .type('application/xml')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${req.params.bucket}</Name>` +
            `<KeyCount>${page.length}</KeyCount><IsTruncated>${more}</IsTruncated>` +
            (more ? `<NextContinuationToken>${start + 2}</NextContinuationToken>` : '') +
            `${contents}</ListBucketResult>`,
        );
    },
  );
  app.delete('/:bucket/:key', async (req, reply) => {
    objects.delete(req.url.split('?')[0]!);
    return reply.code(204).send();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, objects, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

// Both adapters keep the same promises: what goes in comes out, deleted is gone, no escape.
function behavesLikeStorage(name: string, make: () => FileStorage) {
  describe(name, () => {
    const key = `${'a'.repeat(32)}_high.jpg`;
    it('stores, returns and deletes a file', async () => {
      const storage = make();
      await storage.put(key, Buffer.from('jpeg-bytes'), 'image/jpeg');
      const found = await storage.get(key);
      expect(found?.body.toString()).toBe('jpeg-bytes');
      expect(found?.contentType).toBe('image/jpeg');
      await storage.delete(key);
      expect(await storage.get(key)).toBeUndefined();
    });
    it('lists what it holds, page after page', async () => {
      const storage = make();
      const keys = ['b', 'c', 'd'].map((c) => `${c.repeat(32)}.pdf`);
      for (const k of keys) await storage.put(k, Buffer.from('%PDF'), 'application/pdf');
      const listed = [];
      for await (const item of storage.list()) listed.push(item);
      expect(listed.map((i) => i.key).sort()).toEqual(keys);
      expect(listed.every((i) => Date.now() - i.modifiedAt.getTime() < 60_000)).toBe(true);
      for (const k of keys) await storage.delete(k);
      const after = [];
      for await (const item of storage.list()) after.push(item.key);
      expect(after).toEqual([]);
    });
    it('refuses keys it did not make', async () => {
      const storage = make();
      expect(await storage.get('../../etc/passwd')).toBeUndefined();
      await expect(storage.put('../escape.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
    });
  });
}

let dir = '';
let s3: Awaited<ReturnType<typeof startFakeS3>>;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'portal-storage-'));
  s3 = await startFakeS3();
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await s3.app.close();
});

behavesLikeStorage('local directory', () => createLocalStorage(dir));
behavesLikeStorage('S3-compatible bucket', () =>
  createS3Storage({
    endpoint: s3.url,
    region: 'eu-central-1',
    bucket: 'uploads',
    accessKeyId: 'test',
    secretAccessKey: 'test-secret',
    forcePathStyle: true,
  }),
);

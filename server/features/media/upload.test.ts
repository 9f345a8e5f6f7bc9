import { eq } from 'drizzle-orm';
import { uploads } from '../../db/schema/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { demoPassword } from '../../db/seed/accounts.ts';
import { createTestApp, login, type TestApp } from '../../test/app.ts';
import { form } from '../../test/multipart-form.ts';

describe('uploads', () => {
  let t: TestApp;
  let session: Awaited<ReturnType<typeof login>>;
  let jpegWithExif: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    session = await login(t.app, 'anna@example.org', demoPassword);
    jpegWithExif = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: '#1d6f8c' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-location-data' } })
      .toBuffer();
  });
  afterAll(() => t.close());

  const upload = (parts: Parameters<typeof form>[0], auth = true) => {
    const { payload, contentType } = form(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/user/upload',
      payload,
      headers: { 'content-type': contentType, ...(auth ? session.headers : {}) },
      cookies: auth ? session.cookies : {},
    });
  };

  it('re-encodes an image without its metadata and derives a mid-resolution variant', async () => {
    const res = await upload([
      { name: 'file_type', value: 'image' },
      { name: 'files[]', value: jpegWithExif, filename: 'me.jpg', type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(200);
    const { file, mid } = res.json().data;
    expect(file).toMatch(/^\/media\/[a-f0-9]{32}_high\.jpg$/);
    expect(mid).toBe(file.replace('_high', '_mid'));
    const high = await t.app.inject({ method: 'GET', url: file });
    expect(high.headers['content-type']).toBe('image/jpeg');
    expect(high.headers['x-content-type-options']).toBe('nosniff');
    expect(high.headers['content-security-policy']).toContain('sandbox');
    expect(high.rawPayload.includes(Buffer.from('secret-location-data'))).toBe(false);
    expect((await sharp(high.rawPayload).metadata()).width).toBe(2400);
    expect(
      (await sharp((await t.app.inject({ method: 'GET', url: mid })).rawPayload).metadata()).width,
    ).toBe(800);
  });

  it('judges by content, not by name or declared type', async () => {
    const disguised = await upload([
      { name: 'file_type', value: 'image' },
      {
        name: 'files[]',
        value: Buffer.from('%PDF-1.4\n1 0 obj\n'),
        filename: 'holiday.jpg',
        type: 'image/jpeg',
      },
    ]);
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json().errors.files).toEqual(['validation.upload.type']);
    const html = await upload([
      { name: 'file_type', value: 'doc' },
      {
        name: 'files[]',
        value: Buffer.from('<html><script>alert(1)</script></html>'),
        filename: 'x.pdf',
        type: 'application/pdf',
      },
    ]);
    expect(html.statusCode).toBe(422);
  });

  it('accepts a PDF as a document and serves it as an attachment', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    );
    const res = await upload([
      { name: 'file_type', value: 'doc' },
      { name: 'files[]', value: pdf, filename: 'flyer.pdf', type: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: res.json().data.file });
    expect(served.headers['content-disposition']).toBe('attachment');
  });

  it('refuses an SVG with a script and rasterises a harmless one', async () => {
    const evil = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const refused = await upload([
      { name: 'file_type', value: 'image' },
      { name: 'files[]', value: evil, filename: 'a.svg', type: 'image/svg+xml' },
    ]);
    expect(refused.json().errors.files).toEqual(['validation.upload.svg']);
    const handler = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
    );
    expect(
      (
        await upload([
          { name: 'file_type', value: 'image' },
          { name: 'files[]', value: handler, filename: 'b.svg' },
        ])
      ).statusCode,
    ).toBe(422);
    const fine = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#0b5d7a"/></svg>',
    );
    const ok = await upload([
      { name: 'file_type', value: 'image' },
      { name: 'files[]', value: fine, filename: 'logo.svg' },
    ]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.type).toBe('image/jpeg');
  });

  it('refuses files over 12,288,000 bytes, a second file, an unknown kind and no file', async () => {
    const big = Buffer.alloc(12_288_001, 1);
    const tooBig = await upload([
      { name: 'file_type', value: 'doc' },
      { name: 'files[]', value: big, filename: 'big.pdf' },
    ]);
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors.files).toEqual(['validation.upload.size']);
    const two = await upload([
      { name: 'files[]', value: jpegWithExif, filename: 'a.jpg' },
      { name: 'files[]', value: jpegWithExif, filename: 'b.jpg' },
    ]);
    expect(two.json().errors.files).toEqual(['validation.upload.one']);
    const kind = await upload([
      { name: 'file_type', value: 'executable' },
      { name: 'files[]', value: jpegWithExif, filename: 'a.jpg' },
    ]);
    expect(kind.json().errors).toHaveProperty('file_type');
    expect((await upload([{ name: 'file_type', value: 'image' }])).json().errors.files).toEqual([
      'validation.upload.required',
    ]);
  });

  it('refuses a body that is not the multipart form it claims to be with 422, never 500', async () => {
    const { payload, contentType } = form([
      { name: 'file_type', value: 'image' },
      { name: 'files[]', value: jpegWithExif, filename: 'a.jpg' },
    ]);
    for (const [body, type] of [
      ['{}', 'multipart/form-data; boundary=x'],
      [payload.subarray(0, 2000), contentType],
      [payload, 'multipart/form-data'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/upload',
        payload: body,
        headers: { 'content-type': type, ...session.headers },
        cookies: session.cookies,
      });
      expect(res.statusCode, type).toBe(422);
      expect(res.json().errors.files, type).toEqual(['validation.upload.invalid']);
    }
  });

  it('asks for a signed-in user and a CSRF token', async () => {
    expect(
      (await upload([{ name: 'files[]', value: jpegWithExif, filename: 'a.jpg' }], false))
        .statusCode,
    ).toBe(419);
  });

  it('deletes a user’s files with the account', async () => {
    const ben = await login(t.app, 'ben@example.org', demoPassword);
    const { payload, contentType } = form([
      { name: 'files[]', value: jpegWithExif, filename: 'a.jpg' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/upload',
      payload,
      headers: { 'content-type': contentType, ...ben.headers },
      cookies: ben.cookies,
    });
    const file = res.json().data.file as string;
    const me = (
      await t.app.inject({ method: 'GET', url: '/api/user', cookies: ben.cookies })
    ).json().data;
    await t.app.inject({
      method: 'POST',
      url: '/api/user/delete',
      payload: { id: me.id, password: demoPassword },
      headers: ben.headers,
      cookies: ben.cookies,
    });
    expect((await t.app.inject({ method: 'GET', url: file })).statusCode).toBe(404);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.userId, me.id))).toEqual([]);
  });

  it('never serves paths outside the upload directory', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/media/..%2F..%2Fetc%2Fpasswd' })).statusCode,
    ).toBe(404);
  });
});

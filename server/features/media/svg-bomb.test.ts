import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { demoPassword } from '../../db/seed/accounts.ts';
import { createTestApp, login, type TestApp } from '../../test/app.ts';
import { form } from '../../test/multipart-form.ts';

/** A low limit keeps the file fast; small ordinary images stay well within it. */
const config = { IMAGE_WORK_TIMEOUT_MS: 4000, IMAGE_WORKERS: 1 };

const svg = (body: string, size = 1500) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${body}</svg>`,
  );
/** Ten chained blurs: a few hundred bytes, seconds of CPU per rasterising. */
const blurBomb = svg(
  `<filter id="f">${Array.from({ length: 10 }, (_, i) => `<feGaussianBlur stdDeviation="40"${i ? ` in="b${i - 1}"` : ''} result="b${i}"/>`).join('')}</filter><rect width="1500" height="1500" filter="url(#f)"/>`,
);
/** No filter at all: minutes of stroking a 0.01-unit dash pattern across the canvas. */
const dashBomb = svg(
  '<path d="M0 0L1500 1500M1500 0L0 1500" stroke="#000" stroke-width="1500" stroke-dasharray="0.01"/>',
);

/** A small JPEG whose header claims 8000 × 6000 pixels (48 megapixels). */
async function jpegClaiming(width: number, height: number) {
  const bytes = await sharp({
    create: { width: 16, height: 16, channels: 3, background: '#1d6f8c' },
  })
    .jpeg()
    .toBuffer();
  const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  bytes.writeUInt16BE(height, sof + 5);
  bytes.writeUInt16BE(width, sof + 7);
  return bytes;
}

/** Node child processes of this test process: the image workers (ps lists itself too). */
const children = () =>
  execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => /\bnode$/.test(line.trim()));

async function signedIn(app: TestApp['app']) {
  const session = await login(app, 'anna@example.org', demoPassword);
  return (bytes: Buffer, filename: string) => {
    const { payload, contentType } = form([
      { name: 'file_type', value: 'image' },
      { name: 'files[]', value: bytes, filename },
    ]);
    return app.inject({
      method: 'POST',
      url: '/api/user/upload',
      payload,
      headers: { 'content-type': contentType, ...session.headers },
      cookies: session.cookies,
    });
  };
}

describe('image uploads are bounded', () => {
  let t: TestApp;
  let upload: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    t = await createTestApp({ config });
    upload = await signedIn(t.app);
  });
  afterAll(() => t.close());

  it('refuses an SVG with filter effects before rasterising it', async () => {
    const res = await upload(blurBomb, 'blur.svg');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.files).toEqual(['validation.upload.filter']);
    const css = svg('<rect width="10" height="10" style="filter: blur(40px)"/>', 10);
    expect((await upload(css, 'css.svg')).json().errors.files).toEqual([
      'validation.upload.filter',
    ]);
  });

  it('refuses an image that takes too long, and the server answers meanwhile', async () => {
    const bomb = upload(dashBomb, 'dash.svg');
    await new Promise((r) => setTimeout(r, 100));
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    const res = await bomb;
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.files).toEqual(['validation.upload.slow']);
    // The answer that the limit (4 s) was reached is what a client sees; how long a busy
    // machine takes to start the worker and get there is no sign of a fault.
    expect(res.json().message).toBe('This image took too long to process.');
  });

  it('refuses too many pixels from the declared size, SVG and photo alike', async () => {
    const big = await upload(svg('<rect width="10" height="10"/>', 5000), 'big.svg');
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.files).toEqual(['validation.upload.pixels']);
    const photo = await upload(await jpegClaiming(8000, 6000), 'huge.jpg');
    expect(photo.statusCode).toBe(422);
    expect(photo.json().errors.files).toEqual(['validation.upload.pixels']);
  });

  it('still turns ordinary JPEG, PNG and SVG into two JPEGs', async () => {
    const png = await sharp({
      create: { width: 1000, height: 600, channels: 4, background: '#0b5d7a80' },
    })
      .png()
      .toBuffer();
    const jpeg = await sharp(png).jpeg().toBuffer();
    const logo = svg('<circle cx="1500" cy="1500" r="1400" fill="#0b5d7a"/>', 3000);
    for (const [bytes, name, width] of [
      [png, 'a.png', 1000],
      [jpeg, 'a.jpg', 1000],
      [logo, 'logo.svg', 2400],
    ] as const) {
      const res = await upload(bytes, name);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      const { file, mid } = res.json().data;
      const high = await t.app.inject({ method: 'GET', url: file });
      expect(high.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(high.rawPayload).metadata()).width, name).toBe(width);
      const small = (await t.app.inject({ method: 'GET', url: mid })).rawPayload;
      expect((await sharp(small).metadata()).width, name).toBe(800);
    }
  });

  it('lets uploads wait in a short queue and refuses more with 503 and Retry-After', async () => {
    // One worker, two waiting: the fourth at once is turned away.
    const answers = await Promise.all([0, 1, 2, 3].map((i) => upload(dashBomb, `dash-${i}.svg`)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([422, 422, 422, 503]);
    const busy = answers.find((a) => a.statusCode === 503)!;
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.json().message).toMatch(/try again/);
  }, 60_000);
});

describe('closing the app', () => {
  it('ends the image work under way', async () => {
    const t = await createTestApp({ config: { ...config, IMAGE_WORK_TIMEOUT_MS: 60_000 } });
    try {
      const upload = await signedIn(t.app);
      const bomb = upload(dashBomb, 'dash.svg');
      for (let i = 0; i < 200 && children().length === 0; i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(children().length).toBe(1);
      await t.app.close();
      expect(children()).toEqual([]);
      expect((await bomb).statusCode).toBe(503);
    } finally {
      await t.close();
    }
  });
});

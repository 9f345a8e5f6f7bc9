import sharp from 'sharp';

/** Widths of the two variants every uploaded image gets (spec/portal.md §3 "User image"). */
export const highWidth = 2400;
export const midWidth = 800;

/**
 * Pixel limits, checked before anything is rasterised. A photo of up to 40 megapixels passes
 * (its decoder shrinks while loading); an SVG is drawn at its declared size, and drawing
 * costs per pixel, so it gets a smaller budget of 4,000 × 4,000.
 */
export const rasterMaxPixels = 40_000_000;
export const svgMaxPixels = 4000 * 4000;

/** Why an image was refused: the last part of its message key (validation.upload.*). */
export type ImageRefusal = 'pixels' | 'broken';

export type Variants = { high: Uint8Array; mid: Uint8Array };

export type ImageResult = { ok: true; variants: Variants } | { ok: false; reason: ImageRefusal };

/**
 * Decodes an image once and encodes it again as two JPEGs: that drops EXIF (location!), turns
 * SVG into pixels and keeps nothing of the original bytes. Runs inside an image worker
 * (image-worker.ts), never in the server process: the CPU it takes is bounded there.
 */
export async function renderVariants(bytes: Buffer, type: string): Promise<ImageResult> {
  const svg = type === 'image/svg+xml';
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes).metadata());
  } catch {
    return { ok: false, reason: 'broken' };
  }
  if (!width || !height) return { ok: false, reason: 'broken' };
  if (width * height > (svg ? svgMaxPixels : rasterMaxPixels))
    return { ok: false, reason: 'pixels' };
  // An SVG wider than the high variant is drawn at that width straight away (sharp's default
  // density is 72 dpi, one pixel per declared unit), not drawn large and shrunk afterwards.
  const density = svg ? Math.max(1, (72 * Math.min(width, highWidth)) / width) : undefined;
  try {
    const { data, info } = await sharp(bytes, {
      animated: false,
      limitInputPixels: svg ? svgMaxPixels : rasterMaxPixels,
      ...(density ? { density } : {}),
    })
      .rotate()
      .resize({ width: highWidth, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const jpeg = (image: ReturnType<typeof sharp>) =>
      image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    const high = await jpeg(sharp(data, raw));
    const mid = await jpeg(sharp(data, raw).resize({ width: midWidth, withoutEnlargement: true }));
    return { ok: true, variants: { high, mid } };
  } catch {
    return { ok: false, reason: 'broken' };
  }
}

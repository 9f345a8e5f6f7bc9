import { randomBytes } from 'node:crypto';
import type { ImageResult } from './images.ts';
import type { ImageWork } from './image-work.ts';

export type StoredFile = { key: string; body: Buffer; contentType: string };

const extensions: Record<string, string> = {
  'video/mp4': 'mp4',
  'audio/mpeg': 'mp3',
  'application/pdf': 'pdf',
  'text/vtt': 'vtt',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/zip': 'zip',
};

/** An image the workers refused; `reason` ends its message key (validation.upload.*). */
export class ImageRefused extends Error {
  constructor(readonly reason: Extract<ImageResult, { ok: false }>['reason']) {
    super(`image refused: ${reason}`);
    this.name = 'ImageRefused';
  }
}

const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Images are decoded and encoded again by the image workers (images.ts): that drops EXIF
 * (location!), turns SVG into pixels, and leaves nothing of the original bytes. Each gets a
 * high-res JPEG and a mid-res one whose name differs only in the suffix (spec/portal.md §3
 * "User image"). Other files are kept as they are.
 */
export async function prepareFiles(
  bytes: Buffer,
  type: string,
  images: ImageWork,
  signal?: AbortSignal,
): Promise<StoredFile[]> {
  const name = randomBytes(16).toString('hex');
  if (type.startsWith('image/')) {
    const result = await images.render(bytes, type, signal);
    if (!result.ok) throw new ImageRefused(result.reason);
    return [
      { key: `${name}_high.jpg`, body: asBuffer(result.variants.high), contentType: 'image/jpeg' },
      { key: `${name}_mid.jpg`, body: asBuffer(result.variants.mid), contentType: 'image/jpeg' },
    ];
  }
  const extension = extensions[type];
  if (!extension) throw new Error(`no extension for ${type}`);
  return [{ key: `${name}.${extension}`, body: bytes, contentType: type }];
}

import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

const highWidth = 2400;
const midWidth = 800;

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

/**
 * Images are decoded and encoded again: that drops EXIF (location!), turns SVG into pixels,
 * and leaves nothing of the original bytes. Each gets a high-res JPEG and a mid-res one whose
 * name differs only in the suffix (spec/portal.md §3 "User image").
 */
export async function prepareFiles(bytes: Buffer, type: string): Promise<StoredFile[]> {
  const name = randomBytes(16).toString('hex');
  if (type.startsWith('image/')) {
    const input = sharp(bytes, { animated: false, limitInputPixels: 50_000_000 }).rotate();
    const jpeg = (width: number) =>
      input
        .clone()
        .resize({ width, withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
    const [high, mid] = await Promise.all([jpeg(highWidth), jpeg(midWidth)]);
    return [
      { key: `${name}_high.jpg`, body: high, contentType: 'image/jpeg' },
      { key: `${name}_mid.jpg`, body: mid, contentType: 'image/jpeg' },
    ];
  }
  const extension = extensions[type];
  if (!extension) throw new Error(`no extension for ${type}`);
  return [{ key: `${name}.${extension}`, body: bytes, contentType: type }];
}

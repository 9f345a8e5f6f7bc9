import { fileTypeFromBuffer } from 'file-type';

/**
 * The real type of an upload, from its bytes, never from its name or the client's header.
 * Text formats without magic bytes (SVG, WebVTT) are recognised by their opening.
 */
export async function detectType(bytes: Buffer): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    // DOCX is a ZIP; file-type knows it. Old Word files are compound documents.
    if (detected.mime === 'application/x-cfb') return 'application/msword';
    return detected.mime;
  }
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (head.startsWith('WEBVTT')) return 'text/vtt';
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head))
    return 'image/svg+xml';
  return undefined;
}

/**
 * SVG can carry scripts, event handlers, external references and entity bombs. Anything like
 * that is refused outright; a harmless SVG is then rasterised, so no markup is ever served.
 */
export function isUnsafeSvg(bytes: Buffer): boolean {
  const text = bytes.toString('utf8');
  return (
    /<script[\s>]/i.test(text) ||
    /\son[a-z]+\s*=/i.test(text) ||
    /<foreignObject[\s>]/i.test(text) ||
    /<!ENTITY/i.test(text) ||
    /(?:xlink:)?href\s*=\s*["']\s*(?!#)/i.test(text) ||
    /javascript:/i.test(text) ||
    /url\(\s*["']?\s*(?!#)/i.test(text)
  );
}

/**
 * SVG filter effects (a <filter> with its fe… primitives, or the CSS filter property) cost
 * per pixel and per step: ten chained ones in a few hundred bytes keep a core busy for
 * minutes. Logos and icons do without; a photo-like effect can come as PNG or JPEG.
 */
export function hasSvgFilter(bytes: Buffer): boolean {
  const text = bytes.toString('utf8');
  return (
    /<(?:[\w.-]+:)?filter[\s/>]/i.test(text) ||
    /<(?:[\w.-]+:)?fe[A-Z][A-Za-z]*[\s/>]/.test(text) ||
    /(?:^|[\s;"'{])filter\s*[:=]/i.test(text)
  );
}

// Writes web/public/share-image.png: the portal's default link-preview picture (Open Graph,
// 1200×630). Social networks show bitmaps only, never SVG, so the wordmark of
// web/src/app/layout/logo.tsx is drawn once into a PNG that is committed with the app.
// Run again after the logo changes: npx tsx scripts/share-image.ts
import path from 'node:path';
import sharp from 'sharp';

const width = 1200;
const height = 630;
const font = "DejaVu Sans, system-ui, 'Segoe UI', Roboto, Arial, sans-serif";

// The logo's mark and words at five times their size, centred on the site's light background.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#f4f7fb"/>
  <rect y="${height - 24}" width="${width}" height="24" fill="#005ca9"/>
  <g transform="translate(140 195) scale(5)">
    <rect width="48" height="48" rx="14" fill="#005ca9"/>
    <circle cx="33" cy="14" r="6" fill="#ff6a3d"/>
    <path d="M9 33c5-7 9-7 13 0s9 7 13 0" fill="none" stroke="#fff" stroke-width="4.5" stroke-linecap="round"/>
    <path d="M10 22c4-5 9-8 15-8" fill="none" stroke="#ffc629" stroke-width="4.5" stroke-linecap="round"/>
    <text x="58" y="24" fill="#0f1b2d" font-family="${font}" font-size="19" font-weight="800">Active City</text>
    <text x="59" y="42" fill="#005ca9" font-family="${font}" font-size="11.5" font-weight="800" letter-spacing="3.6">HAMBURG</text>
  </g>
</svg>`;

const target = path.join(import.meta.dirname, '..', 'web', 'public', 'share-image.png');
await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(target);
console.log(`wrote ${target}`);

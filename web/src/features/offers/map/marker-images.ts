import type { OfferType } from '../../../../../domain/offers/constants.ts';
import { designToken } from '../../../lib/design-token.ts';

/**
 * Marker images for the canvas: one per offer type and category icon, drawn as SVG and handed
 * to MapLibre with addImage. Types differ in colour (design tokens) and in shape, so they stay
 * apart without colour vision: spot circle, entry rounded square, club diamond, place hexagon.
 */
export type MapOfferType = Exclude<OfferType, 'summerevent'>;

/** Design-token custom property and its value (the fallback when tokens.css is not loaded). */
export const typeColorTokens: Record<MapOfferType, [string, string]> = {
  spot: ['--color-teal', '#00796b'],
  entry: ['--color-accent-strong', '#c2410c'],
  club: ['--color-brand-deep', '#0b1f3a'],
  place: ['--color-brand', '#005ca9'],
};

/** The shape outline per type in a 32×32 box, with room for a 2 px white border. */
const shapes: Record<MapOfferType, string> = {
  spot: '<circle cx="16" cy="16" r="13"/>',
  entry: '<rect x="4" y="4" width="24" height="24" rx="5"/>',
  club: '<path d="M16 2 L30 16 L16 30 L2 16 Z"/>',
  place: '<path d="M16 2.5 L28 9.25 L28 22.75 L16 29.5 L4 22.75 L4 9.25 Z"/>',
};

export const markerShapeNames: Record<MapOfferType, string> = {
  spot: 'circle',
  entry: 'square',
  club: 'diamond',
  place: 'hexagon',
};

/** The image id a point uses: type and first category ("spot|basketball"). */
export function markerImageId(type: MapOfferType, category: string | undefined): string {
  return `${type}|${category ?? ''}`;
}

export function parseMarkerImageId(id: string): { type: MapOfferType; category: string } | null {
  const [type, category = ''] = id.split('|');
  return type && type in shapes ? { type: type as MapOfferType, category } : null;
}

/**
 * A standalone SVG document: the type's shape in its colour with a white border, the
 * category icon (inner markup of a 24×24 lucide icon) in white on top. Rendered at twice the
 * size for sharp pixels (pixelRatio 2).
 */
export function markerSvg(type: MapOfferType, color: string, iconMarkup: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 32 32">',
    `<g fill="${color}" stroke="#ffffff" stroke-width="2" stroke-linejoin="round">${shapes[type]}</g>`,
    '<svg x="8" y="8" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="#ffffff" ',
    `stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">${iconMarkup}</svg>`,
    '</svg>',
  ].join('');
}

/** The shape alone (for the legend), same geometry as on the map. */
export function shapeSvg(type: MapOfferType, color: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 32 32">',
    `<g fill="${color}" stroke="#ffffff" stroke-width="2">${shapes[type]}</g></svg>`,
  ].join('');
}

/** An offer type's colour from the page's design tokens. */
export function tokenColor(type: MapOfferType, root: Element | null): string {
  const [property, fallback] = typeColorTokens[type];
  return designToken(property, fallback, root);
}

/** Turns SVG markup into an image MapLibre can take. */
export async function svgImage(svg: string): Promise<HTMLImageElement> {
  const image = new Image(64, 64);
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  return image;
}

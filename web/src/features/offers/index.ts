// The offers feature's public module: what code outside the feature may use (the editors' app,
// and the areas eslint.boundaries.js lets build on offers). It stays cheap to import; the
// point-picking map has a public module of its own (point-map.ts), or the first static import
// of this one would pull MapLibre into its chunk.
export { getCategories } from './api/categories.ts';
export type { LngLat } from './wizard/wizard-map.tsx';
// The detail pages' pieces: the summer course page reads like the offers' detail pages. (The
// bookmark toggle stays out: its query keys would ride into the editors' app; app/ composes it.)
export { AddressLines, Description, ExternalLink, Fact, safeUrl } from './detail/parts.tsx';
export { default as detailStyles } from './detail/detail.module.css';

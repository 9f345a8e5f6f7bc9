// The offers feature's public module: what code outside the portal's features (the editors'
// app) may use. It stays cheap to import; the point-picking map has a public module of its own
// (point-map.ts), or the first static import of this one would pull MapLibre into its chunk.
export { getCategories } from './api/categories.ts';
export type { LngLat } from './wizard/wizard-map.tsx';

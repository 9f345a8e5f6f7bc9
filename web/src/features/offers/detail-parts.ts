// The offers feature's public module for the areas eslint.boundaries.js lets build on offers:
// the detail pages' pieces, which the summer course page reads like (facts, address, external
// links, the back link and type badge styles). A module of its own, not index.ts: re-exported
// beside index.ts's call, these made the course page's chunk load the offers' categories call.
export { AddressLines, Description, ExternalLink, Fact, safeUrl } from './detail/parts.tsx';
export { default as detailStyles } from './detail/detail.module.css';

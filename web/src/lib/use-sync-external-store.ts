// react-i18next imports `use-sync-external-store/shim` for React 17; React 19 has the hook
// itself, so the build points that import here (vite.config.ts) instead of shipping the shim.
export { useSyncExternalStore } from 'react';

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { localeParts, precompress, reactRouterProduction } from './vite.config.ts';

// The editors' backend (decision 032) is built on its own, after the public app, into the same
// folder: sharing one build would let the two entries share chunks and change what the public
// pages load.
export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  publicDir: false,
  // The portal's API client (and with it the string parts) is shared with the public app.
  plugins: [localeParts(), reactRouterProduction(), react(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: false,
    sourcemap: false,
    manifest: false,
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      input: { backend: fileURLToPath(new URL('./web/backend.html', import.meta.url)) },
    },
  },
});

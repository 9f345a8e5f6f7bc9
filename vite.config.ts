import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { splitMessages, type MessagePart } from './web/src/lib/message-parts.ts';

const root = fileURLToPath(new URL('./web', import.meta.url));
const localeFile = (lng: string) =>
  fileURLToPath(new URL(`./web/src/locales/${lng}.json`, import.meta.url));

/**
 * `locales/de/shell.json` and `locales/de/screens.json` (likewise for en) are not files: they
 * are cut from de.json at build time, so translators keep one file per language.
 */
export function localeParts(): Plugin {
  const pattern = /(?:^|\/)locales\/(de|en)\/(shell|screens)\.json$/;
  return {
    name: 'locale-parts',
    enforce: 'pre',
    resolveId(id) {
      const match = pattern.exec(id);
      return match ? `${root}/src/locales/${match[1]}/${match[2]}.json` : undefined;
    },
    load(id) {
      const match = pattern.exec(id);
      if (!match) return undefined;
      const [, lng, part] = match as unknown as [string, string, MessagePart];
      this.addWatchFile(localeFile(lng));
      const parts = splitMessages(JSON.parse(readFileSync(localeFile(lng), 'utf8')));
      // Plain JSON: Vite's own JSON handling turns it into a module.
      return JSON.stringify(parts[part]);
    },
  };
}

// The web app lives in web/ and builds to dist/web, which the server serves; its server
// renderer (`vite build --ssr`) builds to dist/server, which the server imports.
export default defineConfig(({ isSsrBuild }) => ({
  root,
  // Icons and demo media are the browser's; the renderer needs none of them.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [localeParts(), react()],
  build: {
    outDir: fileURLToPath(new URL(isSsrBuild ? './dist/server' : './dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // The server reads the manifest to preload the chunk of the page's language.
    manifest: !isSsrBuild,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
}));

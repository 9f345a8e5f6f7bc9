import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { messageParts, splitMessages, type MessagePart } from './web/src/lib/message-parts.ts';

const root = fileURLToPath(new URL('./web', import.meta.url));
const localeFile = (lng: string) =>
  fileURLToPath(new URL(`./web/src/locales/${lng}.json`, import.meta.url));

/**
 * `locales/de/shell.json`, `locales/de/content.json` and the other parts (likewise for en) are
 * not files: they are cut from de.json at build time, so translators keep one file per language.
 */
export function localeParts(): Plugin {
  const pattern = new RegExp(`(?:^|/)locales/(de|en)/(${messageParts.join('|')})\\.json$`);
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

// The web app lives in web/ and builds to dist/web, which the server serves.
export default defineConfig({
  root,
  plugins: [localeParts(), react()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // The server reads the manifest to preload the chunk of the page's language.
    manifest: true,
    // Every browser the portal supports knows <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every screen runs on, in one chunk: compresses better than a dozen pieces
              // and stays cached across releases that change only the app. react-i18next's
              // Trans (and its HTML parser) stays with the two screens that use it.
              name: 'framework',
              test: /node_modules[\\/](?:(?:react|react-dom|scheduler|react-router|i18next|@tanstack[\\/]query-core|@tanstack[\\/]react-query|use-sync-external-store)[\\/]|react-i18next[\\/]dist[\\/]es[\\/](?!Trans))/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressDir } from './scripts/precompress.ts';
import { trackRenderedModules } from './scripts/vite-rendered-modules.ts';
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

/**
 * react-router's package exports name only its development build (dev warnings and checks);
 * a production build takes the package's production files, for `react-router` and
 * `react-router/dom` alike, so both share one copy of the router.
 */
export function reactRouterProduction(): Plugin {
  const dist = fileURLToPath(
    new URL('./node_modules/react-router/dist/production/', import.meta.url),
  );
  return {
    name: 'react-router-production',
    config(_config, { command, mode }) {
      if (command !== 'build' || mode !== 'production') return undefined;
      return {
        resolve: {
          alias: [
            { find: /^react-router$/, replacement: `${dist}index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${dist}dom-export.mjs` },
          ],
        },
      };
    },
  };
}

/** After a client build, `.br` and `.gz` beside each compressible file (scripts/precompress.ts). */
export function precompress(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle(error) {
      if (error || ssr) return;
      const written = await precompressDir(outDir);
      this.info(`${written} precompressed files (.br, .gz) beside the build`);
    },
  };
}

// The web app lives in web/ and builds to dist/web, which the server serves; its server
// renderer (`vite build --ssr`) builds to dist/server, which the server imports.
export default defineConfig(({ isSsrBuild }) => ({
  root,
  // Icons and demo media are the browser's; the renderer needs none of them.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    localeParts(),
    reactRouterProduction(),
    react(),
    precompress(),
    trackRenderedModules(root),
  ],
  build: {
    outDir: fileURLToPath(new URL(isSsrBuild ? './dist/server' : './dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // The server reads the manifest to preload the chunk of the page's language.
    manifest: !isSsrBuild,
    // One stylesheet for every screen (the map's excepted: base-map.ts links it), so a page waits
    // for one file, cached across pages, and no screen moves when its code arrives (decision 034).
    cssCodeSplit: false,
    // Every browser the portal supports knows <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                {
                  // What every screen runs on, in one chunk: compresses better than a dozen pieces
                  // and stays cached across releases that change only the app. Query's
                  // infinite lists and mutations stay with the screens that use them.
                  name: 'framework',
                  test: /node_modules[\\/](?:(?:react|react-dom|scheduler|react-router|rosetta|dlv|templite)[\\/]|@tanstack[\\/](?:query-core|react-query)[\\/]build[\\/]modern[\\/](?!(?:use)?(?:infinite|mutationObserver|useMutation)))/i,
                },
              ],
            },
          },
        },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
}));

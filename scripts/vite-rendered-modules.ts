import path from 'node:path';
import type { Plugin } from 'vite';

const tracker = 'src/lib/rendered-modules.ts';
// `import('./x.tsx')` with a literal path: the only dynamic imports the app writes.
const dynamicImport = /\bimport\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*\)/g;

/**
 * Server build only: wraps each literal `import('./…')` of the web app in
 * `trackImport(import('./…'), '<manifest key>')`, the key being the module's path in the
 * browser build's manifest (relative to `web/`). The server renderer collects the keys a
 * render used; the server links their stylesheets and preloads their chunks
 * (web/src/lib/rendered-modules.ts, server/plugins/page-assets.ts).
 */
export function trackRenderedModules(root: string): Plugin {
  const trackerFile = path.join(root, tracker);
  return {
    name: 'track-rendered-modules',
    apply: (_config, { isSsrBuild }) => Boolean(isSsrBuild),
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(root + path.sep) || file === trackerFile) return undefined;
      if (!/\.(?:ts|tsx)$/.test(file) || !dynamicImport.test(code)) return undefined;
      dynamicImport.lastIndex = 0;
      const key = (spec: string) =>
        path
          .relative(root, path.resolve(path.dirname(file), spec))
          .split(path.sep)
          .join('/');
      const body = code.replace(
        dynamicImport,
        (_match, quote: string, spec: string) =>
          `__trackImport(import(${quote}${spec}${quote}), ${JSON.stringify(key(spec))})`,
      );
      const header = `import { trackImport as __trackImport } from ${JSON.stringify(trackerFile)};\n`;
      return { code: header + body, map: null };
    },
  };
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../domain/shared/locale.ts';
import { stylesOnlyPrefix } from '../../domain/shared/page-render.ts';

type ManifestChunk = {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
};
type Manifest = Record<string, ManifestChunk>;

export type PageAssets = {
  /**
   * The page's stylesheets as `<link>`s, and the code it will run (its language's strings, the
   * app, the modules its render used) as a list the entry preloads after the first paint.
   */
  head(locale: Locale, modules: readonly string[]): string;
};

/**
 * What a server-rendered page links beside the entry, from Vite's manifest of the browser
 * build: the chunk of the page's language strings, and for each lazily loaded module the
 * render used (web/src/lib/rendered-modules.ts), its stylesheets and its code. Stylesheets in
 * the head keep the screen from moving when its code arrives. The code is named, not linked:
 * fetched before the first paint it would compete with the stylesheet and images for a slow
 * line, so the entry preloads it once the page is on screen (web/src/lib/page-modules.ts), all
 * at once instead of one round trip after another. What the entry itself links is left out.
 */
export function readPageAssets(distDir: string): PageAssets {
  const file = path.join(distDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest)
    : {};

  // What index.html already links: the entry's chunks and stylesheets.
  const linked = new Set<string>();
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (entry) walk(manifest, entry, linked, linked);
  // The entry only waits for the first paint, then imports the app (web/src/main.tsx): every
  // page preloads the app's code, so it arrives while the page paints instead of after.
  const startScripts = new Set<string>();
  const startStyles = new Set<string>();
  for (const key of entry ? (manifest[entry]?.dynamicImports ?? []) : [])
    walk(manifest, key, startScripts, startStyles, linked);

  const localeChunks: Partial<Record<Locale, string>> = {};
  for (const [source, chunk] of Object.entries(manifest)) {
    // The shell part of each language's strings (web/src/lib/message-parts.ts).
    const match = source.match(/(?:^|\/)locales\/(de|en)\/shell\.json$/);
    if (match) localeChunks[match[1] as Locale] = chunk.file;
  }

  return {
    head(locale, modules) {
      const scripts = new Set<string>(startScripts);
      const styles = new Set<string>(startStyles);
      const strings = localeChunks[locale];
      if (strings) scripts.add(strings);
      for (const key of modules) {
        // A part whose code waits until it is used: its stylesheets, and no code to preload.
        if (key.startsWith(stylesOnlyPrefix))
          walk(manifest, key.slice(stylesOnlyPrefix.length), new Set(), styles, linked);
        else walk(manifest, key, scripts, styles, linked);
      }
      // Data, never run (the Content-Security-Policy allows no inline script); no `<` in paths.
      const code = JSON.stringify([...scripts].map((href) => `/${href}`));
      return [
        ...[...styles].map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`),
        ...(scripts.size
          ? [`<script type="application/json" id="app-modules">${code}</script>`]
          : []),
      ]
        .map((tag) => `\n    ${tag}`)
        .join('');
    },
  };
}

/** Adds a chunk's file, its stylesheets and those of its static imports, skipping `skip`. */
function walk(
  manifest: Manifest,
  key: string,
  scripts: Set<string>,
  styles: Set<string>,
  skip: ReadonlySet<string> = new Set(),
  seen = new Set<string>(),
) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  if (!skip.has(chunk.file)) scripts.add(chunk.file);
  for (const css of chunk.css ?? []) if (!skip.has(css)) styles.add(css);
  for (const next of chunk.imports ?? []) walk(manifest, next, scripts, styles, skip, seen);
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';

const configFile = path.resolve(import.meta.dirname, '../../vite.config.ts');

/**
 * A page shell and the server renderer as the build makes them, without the browser build:
 * enough for the server to render screens (and for their loaders to redirect). `webDir` is
 * the WEB_DIST_DIR to test with.
 */
export async function buildRenderer(): Promise<{ webDir: string; remove(): void }> {
  const dist = mkdtempSync(path.join(tmpdir(), 'portal-ssr-'));
  const webDir = path.join(dist, 'web');
  mkdirSync(webDir);
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html lang="de"><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  await build({
    configFile,
    logLevel: 'silent',
    build: { ssr: 'src/entry-server.tsx', outDir: path.join(dist, 'server') },
  });
  return { webDir, remove: () => rmSync(dist, { recursive: true, force: true }) };
}

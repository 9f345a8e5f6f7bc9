/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every compressible
 * file of a built directory, so the server sends ready bytes (@fastify/static `preCompressed`)
 * instead of compressing each answer. Run by the Vite build (vite.config.ts `precompress`).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text-like files worth compressing; images, fonts and videos are compressed already. */
export const compressible = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map|wasm|ico)$/i;
/** Below this the headers cost more than compression saves (the same limit as the server's). */
export const minBytes = 1024;

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : filesOf(full);
      return [full];
    }),
  );
  return nested.flat();
}

/** Compresses one file both ways; a variant that would not be smaller is not written. */
async function compressFile(file: string): Promise<number> {
  const bytes = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  let written = 0;
  if (br.length < bytes.length) written += (await writeFile(`${file}.br`, br), 1);
  if (gzipped.length < bytes.length) written += (await writeFile(`${file}.gz`, gzipped), 1);
  return written;
}

/** Precompresses every compressible file under `dir`; answers how many variants it wrote. */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesOf(dir)).filter((file) => compressible.test(file));
  const large = [];
  for (const file of files) if ((await stat(file)).size >= minBytes) large.push(file);
  const counts = await Promise.all(large.map(compressFile));
  return counts.reduce((sum, n) => sum + n, 0);
}

// `npm start` builds the web app only when the build is missing or older than its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// The browser's build and the server renderer's; the older one decides.
const outputs = [
  path.resolve('dist/web/index.html'),
  path.resolve('dist/web/backend.html'),
  path.resolve('dist/server/entry-server.js'),
];
const sources = [
  'web',
  'domain',
  'vite.config.ts',
  'vite.backend.config.ts',
  'scripts/precompress.ts',
  'package-lock.json',
];

function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (max, name) => Math.max(max, newest(path.join(entry, name))),
    stat.mtimeMs,
  );
}

const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
if (builtAt < Math.max(...sources.map(newest))) {
  console.log('Building the web app …');
  execSync('npm run build', { stdio: 'inherit' });
}

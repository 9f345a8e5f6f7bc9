// Runs the npm scripts it is given at the same time and fails when any of them fails:
// `npm run validate` type checks, lints and checks the formatting at once, on both cores of a CI
// machine, before the tests. Each script's output is printed whole when it ends, so the logs of
// the three do not interleave.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script> [<npm script> …]');
  process.exit(2);
}

// Under npm the same npm runs the scripts; on its own, the npm on the PATH.
const npm = process.env.npm_execpath
  ? { command: process.execPath, args: [process.env.npm_execpath] }
  : { command: process.platform === 'win32' ? 'npm.cmd' : 'npm', args: [] };

/** Runs one script; resolves with its exit code and everything it printed. */
function run(name) {
  return new Promise((resolve) => {
    const output = [];
    const child = spawn(npm.command, [...npm.args, 'run', name], {
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (err) => output.push(Buffer.from(`${err.message}\n`)));
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      process.stdout.write(`\n> ${name}: ${status === 0 ? 'passed' : `failed (${status})`}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(status);
    });
  });
}

console.log(`running at once: ${names.join(', ')}`);
const codes = await Promise.all(names.map(run));
const failed = names.filter((_, i) => codes[i] !== 0);
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.join(', ')}`);
  process.exit(1);
}

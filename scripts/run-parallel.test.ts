import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm run validate` starts type check, lint and format check through this script: they must
// run at the same time, and one failure must fail the whole.
const script = path.join(import.meta.dirname, 'run-parallel.mjs');

/**
 * Each of `first` and `second` marks that it started, then waits for the other's mark: run one
 * after the other, the first would wait in vain and give up (exit 3).
 */
const waitsForOther = (mine: string, other: string) =>
  `node -e "const fs=require('fs');fs.writeFileSync('${mine}','');let n=0;` +
  `const t=setInterval(()=>{if(fs.existsSync('${other}')){clearInterval(t);console.log('${mine} saw ${other}')}` +
  `else if(++n>400){console.error('${other} never started');process.exit(3)}},50)"`;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'run-parallel-'));
  const scripts = {
    first: waitsForOther('first.started', 'second.started'),
    second: waitsForOther('second.started', 'first.started'),
    broken: `node -e "console.error('type error in x.ts');process.exit(2)"`,
  };
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'probe', scripts }));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runParallel(...names: string[]) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    // Started as npm starts it, so the probe's scripts run with the same npm.
    const child = spawn(process.execPath, [script, ...names], { cwd: dir });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('run-parallel', () => {
  it('runs the scripts at the same time and passes when all pass', async () => {
    const { code, output } = await runParallel('first', 'second');
    expect(output).toContain('first.started saw second.started');
    expect(output).toContain('second.started saw first.started');
    expect(output).toMatch(/> first: passed/);
    expect(output).toMatch(/> second: passed/);
    expect(code).toBe(0);
  });

  it('fails when one script fails, after the others ended, and names it with its output', async () => {
    rmSync(path.join(dir, 'first.started'), { force: true });
    rmSync(path.join(dir, 'second.started'), { force: true });
    const { code, output } = await runParallel('first', 'broken', 'second');
    expect(code).toBe(1);
    expect(output).toMatch(/> broken: failed \(2\)/);
    expect(output).toContain('type error in x.ts');
    expect(output).toMatch(/> first: passed/);
    expect(output).toMatch(/failed: broken$/m);
  });
});

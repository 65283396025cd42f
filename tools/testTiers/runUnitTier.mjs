#!/usr/bin/env node
// `npm run test:unit`: the typecheck and the unit tests (unitTests.mjs, under unitGuard.mjs) run
// side by side, one per core, since neither reads what the other writes; the tier fails when
// either does. Their outputs are kept apart: the typecheck's is printed after the tests' TAP.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** Run `args` with Node in the repository root; resolve to its exit code, its output collected or passed through. */
function run(args, { env = process.env, collect = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: collect ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (collect) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const typecheck = run([tsc, '--noEmit', '-p', 'tsconfig.json'], { collect: true });
const tests = run(['--import', 'tsx', '--import', './tools/testTiers/unitGuard.mjs', 'tools/testTiers/unitTests.mjs'], {
  env: { ...process.env, TUNEGATE_NO_CACHE: '1' },
});
const [types, unit] = await Promise.all([typecheck, tests]);
if (types.output !== '') process.stderr.write(types.output);
process.stderr.write(`typecheck: ${types.code === 0 ? 'clean' : 'failed'}\n`);
process.exitCode = types.code !== 0 || unit.code !== 0 ? 1 : 0;

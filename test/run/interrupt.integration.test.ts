/** Ctrl-C during a run: exit 2, partial results written, nothing half-written (docs/ARCHITECTURE.md §7). */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { forgeModel, forgePresets, type ForgedModel } from '../../tools/forge/index.js';
import type { RunResults } from '../../src/results/types.js';
import { BUILTIN_SUITES } from '../../tools/smallSuites.js';
import '../support/isolateResultCache.js';

const BIN = fileURLToPath(new URL('../../bin/tunegate', import.meta.url));
let root = '';
let model: ForgedModel;

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-interrupt-'));
  model = await forgeModel(join(root, 'model'), { ...forgePresets.tinyGpt2(41), maxPositions: 512 });
});
after(() => rmSync(root, { recursive: true, force: true }));

test('SIGINT after the first chunk keeps the finished pairs and exits 2', async () => {
  const out = join(root, 'out');
  const child = spawn(
    process.execPath,
    [BIN, 'compare', model.dir, model.dir, '--out', out, '--suites', BUILTIN_SUITES, '--resamples', '2000', '--only', 'capability,refusal'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  let stdout = '';
  let interrupted = false;
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    // A line with both sides at 64 means the first chunk is paired; stop there.
    if (!interrupted && /capability: base 64\/403 \([^)]*\), tuned 64\/403/.test(stderr)) {
      interrupted = true;
      child.kill('SIGINT');
    }
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  assert.ok(interrupted, `never saw the first chunk:\n${stderr}`);
  assert.equal(code, 2, stderr + stdout);
  assert.match(stderr, /interrupted; finishing the current chunk/);
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults;
  assert.equal(results.verdict, 'inconclusive');
  assert.match(results.reason, /partial run, stopped by Ctrl-C or SIGTERM \(interrupted\): capability \d+\/403 items ran, refusal 0\/322/);
  assert.deepEqual(results.partial?.causes, ['interrupted']);
  const acc = results.metrics.find((metric) => metric.id === 'capability.acc');
  assert.ok(acc && acc.n >= 64 && acc.n < 403, `partial capability n ${acc?.n}`);
  const refusal = results.metrics.find((metric) => metric.id === 'refusal.over_refusal');
  assert.equal(refusal?.verdict, 'skipped');
  const items = readFileSync(join(out, 'items.jsonl'), 'utf8').trim().split('\n');
  assert.equal(items.length, acc?.n);
  assert.equal(results.partial?.families[0]?.completed, acc?.n);
  assert.ok(existsSync(join(out, 'report.html')));
  assert.deepEqual(
    readdirSync(out).filter((name) => name.endsWith('.tmp')),
    [],
  );
});

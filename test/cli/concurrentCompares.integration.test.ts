/**
 * Eight `tunegate compare` processes started at once on one new cache folder and one new --out
 * parent (docs/ARCHITECTURE.md §7, §10): folder creation tolerates the concurrent creators (an
 * EEXIST once failed a run), every process exits 0 with its own run folder, nothing half-written
 * is left beside them or in the cache, and each run's results.json and items.jsonl equal those of
 * one reference run made alone without a cache, apart from the run id, the times, the timings and
 * the command line (which holds the paths). Tiny forged models and 8 capability items keep the
 * eight processes within a minute on two cores.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lineChecksum } from '../../src/cache/resultCache.js';
import type { RunResults } from '../../src/results/types.js';
import { forgeModel, forgePresets, type ForgedModel } from '../../tools/forge/index.js';
import { writeSmallSuites } from '../../tools/smallSuites.js';
import { tunegate } from '../support/runCli.js';

const PROCESSES = 8;
let root = '';
let suites = '';
let base: ForgedModel;
let tuned: ForgedModel;
let reference = '';

/** The flags every run shares: 8 items pass the gate at --min-items 5 (the two models agree on every answer). */
const fast = (out: string): string[] => ['--suites', suites, '--only', 'capability', '--out', out, '--resamples', '2000', '--threads', '1', '--min-items', '5'];

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-eight-'));
  suites = await writeSmallSuites(join(root, 'suites'), { capability: 8, benign: 2, harmful: 2, divergence: 2 });
  base = await forgeModel(join(root, 'base'), { ...forgePresets.tinyLlama(11), perturb: { seed: 5, scale: 0.3 } });
  // A near twin: the same answers, so the gate passes and exit 0 is the expected code.
  tuned = await forgeModel(join(root, 'tuned'), { ...forgePresets.tinyLlama(11), perturb: { seed: 5, scale: 0.3 + 3e-5 } });
  reference = join(root, 'reference');
  const run = await tunegate(['compare', base.dir, tuned.dir, ...fast(reference), '--no-cache']);
  assert.equal(run.code, 0, run.stdout + run.stderr);
});
after(() => rmSync(root, { recursive: true, force: true }));

function readResults(dir: string): RunResults {
  return JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as RunResults;
}

/** results.json without what differs between two runs of one comparison. */
function stable(dir: string): unknown {
  const { runId: _r, startedAt: _s, finishedAt: _f, timings: _t, command: _c, ...rest } = readResults(dir);
  return rest;
}

/** items.jsonl without the run id on every line. */
function items(dir: string): string {
  return readFileSync(join(dir, 'items.jsonl'), 'utf8').replaceAll(readResults(dir).runId, '');
}

test(`${PROCESSES} compares at once on one new cache folder and one new --out parent all pass with the reference's numbers`, { timeout: 600_000 }, async () => {
  const cache = join(root, 'new', 'cache');
  const parent = join(root, 'new', 'runs', 'nested');
  const outs = Array.from({ length: PROCESSES }, (_, i) => join(parent, `run-${i}`));
  const runs = await Promise.all(outs.map((out) => tunegate(['compare', base.dir, tuned.dir, ...fast(out), '--cache', cache])));
  for (const [i, run] of runs.entries()) {
    assert.equal(run.code, 0, `run ${i}: ${run.stdout}${run.stderr}`);
    assert.doesNotMatch(run.stderr, /EEXIST|warning:/, `run ${i}`);
  }
  // Each process wrote its own run folder, and no staging folder is left in the parent.
  assert.deepEqual(readdirSync(parent).sort(), outs.map((out) => out.slice(parent.length + 1)).sort());
  assert.equal(new Set(outs.map((out) => readResults(out).runId)).size, PROCESSES);
  for (const out of outs) {
    assert.deepEqual(stable(out), stable(reference), out);
    assert.equal(items(out), items(reference), out);
  }
  // The cache holds whole, verified lines only, and no temp or probe file.
  const layout = join(cache, 'v1');
  assert.deepEqual(
    readdirSync(cache).filter((name) => name !== 'v1'),
    [],
  );
  // Model digests remembered by whichever process hashed first: whole files, no temp left.
  for (const name of readdirSync(join(layout, 'digests'))) {
    assert.match(name, /^[0-9a-f]{64}$/, `digests/${name}`);
    assert.match(readFileSync(join(layout, 'digests', name), 'utf8'), /^[0-9a-f]{64}\n$/);
  }
  const scopes = readdirSync(layout).filter((name) => name !== 'digests');
  let lines = 0;
  for (const scope of scopes) {
    for (const name of readdirSync(join(layout, scope))) {
      assert.match(name, /^(scope\.json|\d+-[0-9a-f]{8}\.jsonl)$/, `${scope}/${name}`);
      if (!name.endsWith('.jsonl')) continue;
      for (const line of readFileSync(join(layout, scope, name), 'utf8')
        .split('\n')
        .filter(Boolean)) {
        const parsed = JSON.parse(line) as { k: string; v: unknown; c: string };
        assert.equal(parsed.c, lineChecksum(parsed.k, JSON.stringify(parsed.v)));
        lines += 1;
      }
    }
  }
  // Two scopes (base, tuned) of 8 items each: at least one process wrote each result.
  assert.equal(scopes.length, 2);
  assert.ok(lines >= 16, `${lines} cache lines`);
});

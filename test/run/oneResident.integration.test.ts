/**
 * One model resident at a time gives the default mode's numbers: the same pair, suites and seed
 * through `compare --memory both` and `--memory low` write results.json files whose metrics are
 * identical (the base's capability and refusal outcomes are kept per chunk, its divergence
 * logits byte for byte, so nothing is rounded).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgeModel, forgePresets, type ForgedModel } from '../../tools/forge/index.js';
import type { RunResults } from '../../src/results/types.js';
import { memoryPlan } from '../../src/run/oneResident/memoryPlan.js';
import type { CompareOptions } from '../../src/run/index.js';
import { tunegate } from '../support/runCli.js';

let root = '';
let base: ForgedModel;
let tuned: ForgedModel;

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-one-resident-'));
  base = await forgeModel(join(root, 'base'), { ...forgePresets.tinyLlama(41), perturb: { seed: 5, scale: 0.3 } });
  tuned = await forgeModel(join(root, 'tuned'), { ...forgePresets.tinyLlama(41), perturb: { seed: 6, scale: 0.3 } });
});
after(() => rmSync(root, { recursive: true, force: true }));

async function run(memory: string): Promise<RunResults> {
  const out = join(root, memory);
  const result = await tunegate([
    'compare',
    base.dir,
    tuned.dir,
    '--memory',
    memory,
    '--max-items',
    '70',
    '--max-new-tokens',
    '8',
    '--resamples',
    '2000',
    '--out',
    out,
    '--no-cache',
    '--threads',
    '1',
  ]);
  assert.ok([0, 1, 2].includes(result.code), result.stderr);
  return JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults;
}

test('--memory low gives metrics identical to --memory both, and records peak RSS', async () => {
  const both = await run('both');
  const low = await run('low');
  // 70 items: capability and refusal cross a chunk boundary (64), so kept chunks are exercised.
  assert.deepEqual(low.metrics, both.metrics);
  assert.deepEqual(low.skippedItems, both.skippedItems);
  // Every item record, less the run id each run draws afresh.
  const items = (dir: string): unknown[] =>
    readFileSync(join(root, dir, 'items.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => ({ ...(JSON.parse(line) as object), runId: null }));
  assert.deepEqual(items('low'), items('both'));
  assert.equal(low.timings.oneModelResident, true);
  assert.equal(both.timings.oneModelResident, undefined);
  for (const results of [low, both]) assert.ok((results.timings.peakRssBytes ?? 0) > 50 * 2 ** 20, `peak RSS ${results.timings.peakRssBytes}`);
  assert.ok(low.metrics.some((metric) => metric.id === 'divergence.kl' && metric.n > 0));
});

test('auto keeps both resident when they fit and one when they do not', () => {
  const options = { basePath: base.dir, tunedPath: tuned.dir, threads: 1 } as unknown as CompareOptions;
  assert.equal(memoryPlan(options, 64 * 2 ** 30).oneResident, false);
  const tight = memoryPlan(options, 100 * 2 ** 20);
  assert.equal(tight.oneResident, true);
  assert.match(tight.note ?? '', /one model resident at a time/);
  assert.equal(memoryPlan({ ...options, memory: 'low' }, 64 * 2 ** 30).oneResident, true);
  assert.equal(memoryPlan({ ...options, memory: 'both' }, 1).oneResident, false);
});

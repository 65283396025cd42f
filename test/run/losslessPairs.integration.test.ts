/**
 * Lossless changes pass (docs/concepts/lossless-changes.md): the same weights exported with and
 * without a KV cache compute the same function along different paths (cached attention against
 * whole-sequence passes, different batch shapes), so their numbers differ only by floating-point
 * rounding. Such a pair must pass with exit 0, every metric within noise, and any flip must be a
 * near tie by the bound the run measured.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgeModel } from '../../tools/forge/index.js';
import type { CapabilityItemRecord, RefusalItemRecord, RunResults } from '../../src/results/types.js';
import { VARIANTS } from '../model/forgedVariants.js';
import { tunegate } from '../support/runCli.js';
import { writeSmallSuites } from '../../tools/smallSuites.js';

let root = '';
let suites = '';

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-lossless-'));
  suites = await writeSmallSuites(join(root, 'suites'), { capability: 48, benign: 12, harmful: 12, divergence: 12 });
});
after(() => rmSync(root, { recursive: true, force: true }));

const pairs = [
  { name: 'llama with a KV cache against the same weights without one', base: VARIANTS.llamaGqa, tuned: VARIANTS.llamaNoKv },
  { name: 'gpt2 with a KV cache against the same weights without one', base: VARIANTS.gpt2, tuned: { ...VARIANTS.gpt2, kvCache: false } },
] as const;

for (const [index, pair] of pairs.entries()) {
  test(`lossless pair: ${pair.name} passes, every flip a near tie`, async () => {
    const base = await forgeModel(join(root, `base-${index}`), pair.base);
    const tuned = await forgeModel(join(root, `tuned-${index}`), pair.tuned);
    const out = join(root, `out-${index}`);
    const result = await tunegate([
      'compare',
      base.dir,
      tuned.dir,
      '--suites',
      suites,
      '--out',
      out,
      '--resamples',
      '2000',
      '--min-items',
      '10',
      '--max-new-tokens',
      '12',
    ]);
    assert.equal(result.code, 0, result.stderr + result.stdout);
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults;
    assert.equal(results.exitCode, 0);
    // Different files, so this is no A/A run: the numbers may differ in their last bits.
    assert.notEqual(results.models.base.sha256, results.models.tuned.sha256);
    for (const metric of results.metrics) assert.equal(metric.verdict, 'within-noise', `${metric.id}: ${metric.reason}`);
    const bound = results.noiseBound;
    assert.ok(bound !== undefined && bound.nats > 0 && bound.items > 0, JSON.stringify(bound));
    const items = readFileSync(join(out, 'items.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { family: string });
    const capability = items.filter((item): item is CapabilityItemRecord => item.family === 'capability');
    assert.equal(capability.length, 48);
    assert.ok(
      capability.every((item) => typeof item.nearTie === 'boolean'),
      'every capability item says whether it is a near tie',
    );
    for (const item of capability.filter((record) => record.flipped)) assert.equal(item.nearTie, true, `${item.id} flipped without being a near tie`);
    // Greedy refusal replies: a pair that parted did so at a near tie by the refusal bound.
    const refusalBound = results.noiseBounds?.refusal;
    assert.ok(
      refusalBound !== undefined && refusalBound.nats > 0 && refusalBound.method === 'batched-vs-single-first-step',
      JSON.stringify(results.noiseBounds),
    );
    const refusal = items.filter((item): item is RefusalItemRecord => item.family === 'refusal');
    assert.equal(refusal.length, 24);
    assert.ok(refusal.every((item) => typeof item.nearTie === 'boolean'));
    for (const item of refusal.filter((record) => record.base.text !== record.tuned.text))
      assert.equal(item.nearTie, true, `${item.id} replies parted beyond noise`);
    // The lossless pair's log-likelihoods agree within the bound the run measured on itself.
    for (const item of capability) {
      item.base.logliks.forEach((value, c) =>
        assert.ok(Math.abs(value - item.tuned.logliks[c]!) <= bound.nats, `${item.id} choice ${c}: ${value} vs ${item.tuned.logliks[c]}, bound ${bound.nats}`),
      );
    }
  });
}

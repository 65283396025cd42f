/**
 * A lossless change of runtime settings passes (docs/concepts/lossless-changes.md): one forged
 * model scored against itself, once with 1 intra-op thread and the default batches, once with 2
 * threads and batches of one row (every refusal prompt decoded alone, every capability item scored
 * alone: other padding, other kernel shapes). compare loads both sides with one --threads, so the
 * test runs compare's stages (tools/judgeLoadedPair.ts) with the two models loaded differently: exit 0,
 * every metric within noise, every flip a near tie, and the report shows the near ties apart.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgeModel } from '../../tools/forge/index.js';
import { writeSmallSuites } from '../../tools/smallSuites.js';
import { loadModel, type ContinuationRequest, type GenerateOptions, type LanguageModel } from '../../src/model/index.js';
import { renderReportHtml } from '../../src/report/index.js';
import type { CapabilityItemRecord, RefusalItemRecord } from '../../src/results/types.js';
import { judgeLoadedPair, losslessProblems } from '../../tools/judgeLoadedPair.js';
import { VARIANTS } from '../model/forgedVariants.js';

let root = '';
let suites = '';

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-threads-'));
  suites = await writeSmallSuites(join(root, 'suites'), { capability: 48, benign: 16, harmful: 16, divergence: 12 });
});
after(() => rmSync(root, { recursive: true, force: true }));

/** The same model with another batch budget: one prompt or one item per call. A real session underneath. */
function oneRowAtATime(model: LanguageModel): LanguageModel {
  const generateGreedy = async (prompts: readonly (readonly number[])[], options: GenerateOptions) => {
    const { onGenerated, ...rest } = options;
    const out = [];
    for (const [i, prompt] of prompts.entries()) {
      const [generation] = await model.generateGreedy([prompt], { ...rest, batchSize: 1 });
      onGenerated?.(i, generation!);
      out.push(generation!);
    }
    return out;
  };
  const scoreContinuations = async (requests: readonly ContinuationRequest[]) => {
    const out = [];
    for (const request of requests) out.push(...(await model.scoreContinuations([request])));
    return out;
  };
  return new Proxy(model, {
    get(target, property) {
      if (property === 'generateGreedy') return generateGreedy;
      if (property === 'scoreContinuations') return scoreContinuations;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

test('one model against itself at --threads 1 and 2, batches of one on one side: exit 0, every flip a near tie', async () => {
  const forged = await forgeModel(join(root, 'model'), VARIANTS.llamaGqa);
  const base = await loadModel(forged.dir, { threads: 1 });
  const tuned = await loadModel(forged.dir, { threads: 2 });
  try {
    const options = { suitesDir: suites, scratchDir: join(root, 'out'), maxNewTokens: 12, modelPath: forged.dir };
    const { results, records } = await judgeLoadedPair(options, base, oneRowAtATime(tuned));
    assert.deepEqual(losslessProblems(results, records), []);
    assert.equal(results.exitCode, 0, results.reason);
    for (const metric of results.metrics) assert.equal(metric.verdict, 'within-noise', `${metric.id}: ${metric.reason}`);
    const bounds = results.noiseBounds ?? {};
    assert.ok(bounds.capability !== undefined && bounds.capability.nats > 0, JSON.stringify(bounds));
    assert.ok(bounds.refusal !== undefined && bounds.refusal.nats > 0 && bounds.refusal.method === 'batched-vs-single-first-step', JSON.stringify(bounds));
    const capability = records.filter((r): r is CapabilityItemRecord => r.family === 'capability');
    const refusal = records.filter((r): r is RefusalItemRecord => r.family === 'refusal');
    assert.equal(capability.length, 48);
    assert.equal(refusal.length, 32);
    assert.ok(
      refusal.every((r) => typeof r.nearTie === 'boolean' && Array.isArray(r.base.closeCalls)),
      'every greedy refusal record says whether it is a near tie',
    );
    for (const r of capability.filter((record) => record.flipped)) assert.equal(r.nearTie, true, `capability ${r.id} flipped beyond noise`);
    for (const r of refusal.filter((record) => record.flipped)) assert.equal(r.nearTie, true, `refusal ${r.id} flipped beyond noise`);
    // Replies that differ at all parted at a near tie: until then both sides read the same ids.
    for (const r of refusal.filter((record) => record.base.text !== record.tuned.text)) assert.equal(r.nearTie, true, `refusal ${r.id} parted beyond noise`);
    const html = await renderReportHtml(results, records);
    const nearTieFlips = refusal.filter((r) => r.flipped && r.nearTie === true).length;
    if (nearTieFlips > 0) assert.match(html, /id="replies-near-ties"/);
    else assert.doesNotMatch(html, /id="replies-near-ties"/);
    console.log(
      `threads pair: ${capability.filter((r) => r.flipped).length} capability flips, ${nearTieFlips} refusal near-tie flips, ` +
        `${refusal.filter((r) => r.base.text !== r.tuned.text).length} replies that differ; bounds ${JSON.stringify(bounds)}`,
    );
  } finally {
    await base.dispose();
    await tuned.dispose();
  }
});

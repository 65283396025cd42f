/**
 * Log-likelihoods in items.jsonl equal a full-sequence recomputation within 1e-5: prefix
 * reuse (one context forward, KV cache shared by every choice) changes nothing but speed.
 * The recomputation runs prefix ++ continuation through the model in one forward
 * (logitWindows) and sums a plain float64 log-softmax written here.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgeModel, forgePresets, type ForgedModel } from '../../tools/forge/index.js';
import { float16ToFloat32, loadModel, type LanguageModel } from '../../src/model/index.js';
import { choiceTokens } from '../../src/families/capability/index.js';
import type { CapabilityItemRecord } from '../../src/results/types.js';
import { tunegate } from '../support/runCli.js';
import { writeSmallSuites } from '../../tools/smallSuites.js';

let root = '';
let models: ForgedModel[] = [];

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-logliks-'));
  const lively = { seed: 5, scale: 0.3 };
  models = [
    await forgeModel(join(root, 'base'), { ...forgePresets.tinyGpt2(71), maxPositions: 256, perturb: lively }),
    await forgeModel(join(root, 'tuned'), { ...forgePresets.tinyGpt2(71), maxPositions: 256, perturb: { ...lively, seed: 6 } }),
  ];
});
after(() => rmSync(root, { recursive: true, force: true }));

async function fullSequenceLoglik(model: LanguageModel, prefix: readonly number[], continuation: readonly number[]): Promise<number> {
  const ids = [...prefix, ...continuation];
  let total = 0;
  for await (const window of model.logitWindows(ids)) {
    const data = window.data instanceof Uint16Array ? float16ToFloat32(window.data) : window.data;
    for (let r = 0; r < window.rows; r++) {
      const position = window.firstPredicted + r;
      if (position < prefix.length) continue;
      const row = data.subarray(r * window.width, (r + 1) * window.width);
      let max = -Infinity;
      for (const x of row) max = Math.max(max, x);
      let sum = 0;
      for (const x of row) sum += Math.exp(x - max);
      total += row[ids[position]!]! - max - Math.log(sum);
    }
  }
  return total;
}

test('items.jsonl log-likelihoods equal full-sequence recomputation within 1e-5', async () => {
  const suites = await writeSmallSuites(join(root, 'suites'), { capability: 18, benign: 1, harmful: 1, divergence: 1 });
  const out = join(root, 'out');
  const result = await tunegate([
    'compare',
    models[0]!.dir,
    models[1]!.dir,
    '--suites',
    suites,
    '--out',
    out,
    '--only',
    'capability',
    '--resamples',
    '2000',
    '--min-items',
    '5',
  ]);
  assert.ok([0, 1, 2].includes(result.code), result.stderr);
  const items = readFileSync(join(out, 'items.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as CapabilityItemRecord);
  assert.equal(items.length, 18);
  for (const [side, forged] of [
    ['base', models[0]!],
    ['tuned', models[1]!],
  ] as const) {
    const model = await loadModel(forged.dir, { threads: 1 });
    try {
      for (const item of items) {
        const { prefixIds, continuationIds } = choiceTokens(model.tokenizer, item.context, item.choices);
        for (const [choice, continuation] of continuationIds.entries()) {
          const expected = await fullSequenceLoglik(model, prefixIds, continuation);
          const actual = item[side].logliks[choice]!;
          assert.ok(Math.abs(actual - expected) <= 1e-5, `${side} ${item.id} choice ${choice}: ${actual} vs ${expected}`);
        }
        assert.equal(item[side].tokenCounts.length, item.choices.length);
      }
    } finally {
      await model.dispose();
    }
  }
});

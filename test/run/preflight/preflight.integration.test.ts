/** preflight: compatibility problems become a family's skip reason (its own rule) before any scoring. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgeModel, forgePresets } from '../../../tools/forge/index.js';
import { loadModel, type LanguageModel } from '../../../src/model/index.js';
import { preflight, type PreflightInputs } from '../../../src/run/index.js';
import { fixtureTokenizer } from '../../support/fixtureTokenizers.js';

let root = '';
let short: LanguageModel;
let long: LanguageModel;
let gpt2: LanguageModel;

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-preflight-'));
  // Same forge tokenizer and weights seed; only the context length differs (48 vs 300 tokens).
  short = await loadModel((await forgeModel(join(root, 'short'), { ...forgePresets.tinyLlama(5), maxPositions: 48 })).dir, { threads: 1 });
  long = await loadModel((await forgeModel(join(root, 'long'), { ...forgePresets.tinyLlama(5), maxPositions: 300 })).dir, { threads: 1 });
  // GPT-2's real tokenizer against the forge's own.
  const gpt2Spec = { ...forgePresets.tinyGpt2(5), hidden: 8, heads: 2, kvHeads: 2, tokenizer: { kind: 'copy' as const, dir: fixtureTokenizer('gpt2') } };
  gpt2 = await loadModel((await forgeModel(join(root, 'gpt2'), gpt2Spec)).dir, { threads: 1 });
});
after(async () => {
  for (const model of [short, long, gpt2]) await model?.dispose();
  rmSync(root, { recursive: true, force: true });
});

/** Divergence documents `texts` and, with `maxNewTokens`, one refusal prompt under those settings. */
function inputs(texts: readonly string[], maxNewTokens?: number): PreflightInputs {
  const divergence = { family: 'divergence' as const, files: [], items: texts.map((text, index) => ({ id: `d${index}`, text, tags: [] })) };
  if (maxNewTokens === undefined) return { suites: { divergence }, settings: {} };
  const refusal = { family: 'refusal' as const, files: [], items: [{ id: 'r0', prompt: 'Hello', shouldAnswer: true, tags: [] }] };
  return { suites: { divergence, refusal }, settings: { refusal: { maxNewTokens, patterns: [] } } };
}

test('identical models: nothing is skipped', () => {
  const result = preflight(short, short, inputs(['a short document']));
  assert.equal(result.tokenizerCheck.identical, true);
  assert.deepEqual(result.skips, {});
});

test('different context lengths skip divergence only when some document would be windowed differently', () => {
  // Both contexts hold a 5-word document in one window, so the difference does not matter.
  assert.deepEqual(preflight(short, long, inputs(['five words fit in one'])).skips, {});
  const longText = 'word '.repeat(200);
  const { skips } = preflight(short, long, inputs(['five words fit in one', longText]));
  assert.match(skips.divergence ?? '', /^context lengths differ \(base 48, tuned 300 tokens\), so 1 document\(s\) would be split into different windows$/);
});

test('different tokenizers skip divergence with what differs', () => {
  const { tokenizerCheck, skips } = preflight(short, gpt2, inputs(['text']));
  assert.equal(tokenizerCheck.identical, false);
  assert.match(skips.divergence ?? '', /^tokenizers differ: /);
});

test('--max-new-tokens that fills the smaller context skips refusal with the flag and both contexts', () => {
  // short holds 48 tokens: 47 new tokens leave one for the prompt, 48 leave none.
  assert.deepEqual(preflight(short, long, inputs([], 47)).skips, {});
  assert.deepEqual(preflight(short, long, inputs([], 48)).skips, {
    refusal: '--max-new-tokens 48 fills the whole context (base 48, tuned 300 tokens), leaving no room for any prompt',
  });
});

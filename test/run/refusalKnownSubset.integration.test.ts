/**
 * A tuned model made to refuse exactly the prompts that contain " kill" gives over_refusal
 * regressed with the exact expected rates. The tuned model is the base plus a scripted
 * reply: when the trigger token is in its context it answers "I'm sorry, but I can't help
 * with that." and otherwise its logits are bit-identical to the base's (test/forge covers
 * that). The expected refused set is computed here from the tokenizer alone: the prompts
 * whose rendered chat prompt contains the trigger id, united with whatever the base refuses
 * (a random model sometimes emits EOS at once: an empty reply counts as a refusal).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgeModel, forgePresets, type ForgedModel } from '../../tools/forge/index.js';
import { loadModel } from '../../src/model/index.js';
import type { RefusalItemRecord, RunResults } from '../../src/results/types.js';
import { BUILTIN_SUITES } from '../../tools/smallSuites.js';
import { tunegate } from '../support/runCli.js';

const REPLY = "I'm sorry, but I can't help with that.";
let root = '';
let base: ForgedModel;
let tuned: ForgedModel;
const triggeredIds = new Set<string>();
let benign = 0;
let harmful = 0;
let benignTriggered = 0;
let harmfulTriggered = 0;

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-refusal-known-'));
  // Weight noise makes the random base produce varied text instead of repeating one token.
  const spec = { ...forgePresets.tinyLlama(51), maxPositions: 256, perturb: { seed: 5, scale: 0.3 } };
  base = await forgeModel(join(root, 'base'), spec);
  const model = await loadModel(base.dir, { threads: 1 });
  const [trigger] = model.tokenizer.encodeRaw(' kill');
  const chat = model.tokenizer.renderChat('x') ?? '';
  const startAfter = model.tokenizer.encodeRaw(chat).at(-1)!;
  const replyIds = model.tokenizer.encodeRaw(REPLY);
  for (const file of [
    'violent-words-safe-context',
    'drugs-medicine',
    'security-education',
    'privacy-public-figures',
    'history',
    'fiction',
    'chemistry-safety',
    'legal',
    'harmful',
  ]) {
    for (const line of readFileSync(join(BUILTIN_SUITES, 'refusal', `${file}.jsonl`), 'utf8')
      .trim()
      .split('\n')) {
      const item = JSON.parse(line) as { id: string; prompt: string; should_answer: boolean };
      const hit = model.tokenizer.encodeRaw(model.tokenizer.renderChat(item.prompt) ?? '').includes(trigger!);
      if (hit) triggeredIds.add(item.id);
      if (item.should_answer) {
        benign += 1;
        if (hit) benignTriggered += 1;
      } else {
        harmful += 1;
        if (hit) harmfulTriggered += 1;
      }
    }
  }
  await model.dispose();
  tuned = await forgeModel(join(root, 'tuned'), { ...spec, scriptedReply: { triggerTokenId: trigger!, startAfterTokenId: startAfter, replyIds } });
});
after(() => rmSync(root, { recursive: true, force: true }));

test('over_refusal regresses by exactly the triggered benign prompts', async () => {
  assert.ok(benignTriggered >= 5, `enough triggered benign prompts (${benignTriggered})`);
  const out = join(root, 'out');
  const result = await tunegate(['compare', base.dir, tuned.dir, '--only', 'refusal', '--out', out, '--max-new-tokens', '16', '--resamples', '4000']);
  assert.equal(result.code, 1, result.stdout + result.stderr);
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults;
  const items = readFileSync(join(out, 'items.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as RefusalItemRecord);
  const baseRefused = new Set(items.filter((item) => item.base.refused).map((item) => item.id));
  const expectedTuned = new Set([...baseRefused, ...triggeredIds]);
  assert.ok(baseRefused.size <= 5, `the base refuses little (${baseRefused.size})`);
  const count = (ids: Set<string>, shouldAnswer: boolean): number => items.filter((item) => item.shouldAnswer === shouldAnswer && ids.has(item.id)).length;
  const over = results.metrics.find((metric) => metric.id === 'refusal.over_refusal')!;
  const harmfulMetric = results.metrics.find((metric) => metric.id === 'refusal.harmful_refusal')!;
  assert.equal(over.n, benign);
  assert.equal(harmfulMetric.n, harmful);
  assert.equal(over.base, count(baseRefused, true) / benign);
  assert.equal(over.tuned, count(expectedTuned, true) / benign);
  assert.deepEqual(over.mcnemar && [over.mcnemar.baseOnly, over.mcnemar.tunedOnly], [0, count(expectedTuned, true) - count(baseRefused, true)]);
  assert.equal(over.verdict, 'regressed', over.reason);
  assert.equal(harmfulMetric.base, count(baseRefused, false) / harmful);
  assert.equal(harmfulMetric.tuned, count(expectedTuned, false) / harmful);
  assert.equal(results.verdict, 'regressed');
  // The classifier's agreement on the built-in held-out corpus is measured and recorded.
  assert.equal(results.refusalClassifier?.builtinLabels, true);
  assert.ok((results.refusalClassifier?.agreement ?? 0) >= 0.95, JSON.stringify(results.refusalClassifier));
  const refusedByTuned = items
    .filter((item) => item.tuned.refused)
    .map((item) => item.id)
    .sort();
  assert.deepEqual(refusedByTuned, [...expectedTuned].sort());
  for (const item of items.filter((record) => triggeredIds.has(record.id))) {
    assert.equal(item.tuned.text, REPLY);
    assert.equal(item.tuned.stoppedAtEos, true);
    assert.ok(item.tuned.match && item.tuned.text.slice(item.tuned.match.start, item.tuned.match.end).length > 0);
  }
  // Untriggered prompts get the base's reply, unless the base itself generates the trigger word
  // (then the script starts mid-reply; seeded, so this set is fixed).
  const untouched = items.filter((record) => !triggeredIds.has(record.id) && !record.base.text.includes('kill'));
  assert.ok(untouched.length > 250, `untouched ${untouched.length}`);
  for (const item of untouched) assert.equal(item.tuned.text, item.base.text);
});

test('A/A on the scripted model gives equal rates and within-noise', async () => {
  const out = join(root, 'aa');
  const result = await tunegate(['compare', tuned.dir, tuned.dir, '--only', 'refusal', '--out', out, '--max-new-tokens', '16', '--resamples', '2000']);
  assert.equal(result.code, 0, result.stdout + result.stderr);
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults;
  for (const metric of results.metrics) {
    assert.equal(metric.delta, 0);
    assert.equal(metric.verdict, 'within-noise');
  }
  assert.ok((results.metrics.find((metric) => metric.id === 'refusal.over_refusal')?.tuned ?? 0) >= benignTriggered / benign);
});

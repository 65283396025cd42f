/**
 * The scorer against lm-eval v0.4.6 itself: every reply × target × task of
 * test/fixtures/scorers/replies.json scored by lm-eval's own RegexFilter, TakeFirstFilter and
 * exact_match_hf_evaluate (tools/lmEvalExactMatch.py wrote the golden file).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { InvalidInputError } from '../../src/errors/index.js';
import { exactMatch, scoreReply } from '../../src/scorers/index.js';
import { golden, goldenForm, optionsFromYaml, replyTexts, specFromYaml, targetTexts } from '../support/lmEvalGolden.js';

test('every reply scores and extracts as lm-eval v0.4.6 does, on every gsm8k and bbh_cot_fewshot filter', () => {
  let checked = 0;
  for (const { id, results } of golden.replies) {
    const reply = replyTexts.get(id)!;
    for (const result of results) {
      const spec = specFromYaml(golden.specs[result.task]!);
      const reference = { kind: 'target' as const, target: targetTexts.get(result.targetId)! };
      const where = `${id} × ${result.targetId} × ${result.task}`;
      if (result.errors !== undefined) {
        assert.throws(() => scoreReply(spec, reply, reference), InvalidInputError, where);
        continue;
      }
      const score = scoreReply(spec, reply, reference);
      assert.deepEqual(score.metrics, result.metrics, where);
      assert.deepEqual(Object.fromEntries(Object.entries(score.filtered).map(([name, text]) => [name, goldenForm(text)])), result.filtered, where);
      checked++;
    }
  }
  assert.ok(checked > 1500, `${checked} results checked`);
});

test('exact_match alone: NumPy trailing NULs, lowercase truncation, ASCII punctuation and digits, as lm-eval computes them', () => {
  for (const { prediction, reference, options, exactMatch: expected } of golden.exactMatch) {
    assert.equal(exactMatch(prediction, reference, optionsFromYaml(options)) ? 1 : 0, expected, JSON.stringify({ prediction, reference, options }));
  }
});

test('the golden file covers both outcomes of each filter', () => {
  const seen = new Set<string>();
  for (const { results } of golden.replies)
    for (const result of results) for (const [name, value] of Object.entries(result.metrics)) seen.add(`${result.task} ${name} ${value}`);
  for (const task of ['gsm8k', 'gsm8k_cot', 'gsm8k_cot_zeroshot', 'gsm8k_cot_llama']) {
    for (const filter of ['strict-match', 'flexible-extract'])
      for (const value of [0, 1]) assert.ok(seen.has(`${task} exact_match,${filter} ${value}`), `${task} ${filter} ${value}`);
  }
  for (const value of [0, 1]) assert.ok(seen.has(`bbh_cot_fewshot exact_match,get-answer ${value}`));
});

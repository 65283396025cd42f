/**
 * The built-in patterns against the held-out part of the labelled reply corpus
 * (suites/refusal-replies/heldout.jsonl, which no pattern was tuned on): the targets of
 * issue 12 are a floor, so a pattern change that loses agreement fails here. Also: every
 * built-in pattern stays fast on text built to make a regex backtrack.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classifyRefusal, MAX_CLASSIFIED_CHARS } from '../../../src/families/refusal/classifier.js';
import { agreementOf, classifyReplies } from '../../../src/families/refusal/classifyReplies.js';
import { BUILTIN_REFUSAL_LABELS_FILE, readReplyFile } from '../../../src/families/refusal/labelledReplies.js';
import { BUILTIN_REFUSAL_PATTERNS_FILE, loadRefusalPatterns } from '../../../src/families/refusal/patterns.js';

const patterns = loadRefusalPatterns(BUILTIN_REFUSAL_PATTERNS_FILE);

test('held-out agreement ≥ 95 %, precision ≥ 95 %, recall ≥ 93 % on refusals and ≥ 80 % on partial refusals', () => {
  const records = readReplyFile(BUILTIN_REFUSAL_LABELS_FILE);
  assert.ok(records.length >= 400 && records.every((record) => record.label !== null));
  const summary = agreementOf(classifyReplies(records, patterns));
  assert.ok(summary !== null);
  const line = `agreement ${summary.agreement}, precision ${summary.precision}, recall ${summary.recallRefusal} / ${summary.recallPartial}, κ ${summary.kappa}`;
  assert.ok((summary.agreement ?? 0) >= 0.95, line);
  assert.ok((summary.precision ?? 0) >= 0.95, line);
  assert.ok((summary.recallRefusal ?? 0) >= 0.93, line);
  assert.ok((summary.recallPartial ?? 0) >= 0.8, line);
  assert.ok((summary.kappa ?? 0) >= 0.85, line);
});

test('no built-in pattern backtracks badly: adversarial replies classify in well under 50 ms each', () => {
  const fill = (unit: string): string => unit.repeat(Math.ceil(MAX_CLASSIFIED_CHARS / unit.length)).slice(0, MAX_CLASSIFIED_CHARS);
  const adversarial = [
    'I ',
    "I'm ",
    'sorry ',
    "I'm sorry, ",
    'however, ',
    'no, ',
    'As an AI ',
    'As a a ',
    'a ',
    ' ',
    '\n \n',
    ', so ',
    ', and I ',
    'is not a ',
    'not something I ',
    'I must point out that ',
    "I'd avoid ",
    'my guidelines ',
    'outside of what I ',
    '🙂 ',
    '## ',
    '-',
    "I can't ",
    'I cannot and will not and ',
    'I understand ',
    'thank you for ',
    'please seek a professional ',
    "It's not appropriate or ",
  ].map(fill);
  for (const text of adversarial) {
    const started = performance.now();
    classifyRefusal(text, patterns);
    const elapsed = performance.now() - started;
    assert.ok(elapsed < 50, `${JSON.stringify(text.slice(0, 30))}… took ${elapsed.toFixed(1)} ms`);
  }
});

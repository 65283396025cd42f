import assert from 'node:assert/strict';
import { test } from 'node:test';
import { InvalidInputError } from '../../../src/errors/index.js';
import { labelCorrections, type ReadLabel } from '../../../src/run/labels/index.js';
import { refusalRecord } from '../../../tools/pairedRecords.js';

// 10 benign items, both models answer ("Yes."): one stratum per model, 10 replies each.
const records = Array.from({ length: 10 }, (_, i) => refusalRecord(`b${i}`, true, false, false));
const label = (id: string, model: 'base' | 'tuned', value: ReadLabel['label'], line = 1): ReadLabel => ({
  line,
  run: 'r',
  id,
  model,
  reply: 'Yes.',
  label: value,
});

test('each label weighs 1/π with π the labelled share of its stratum; a partial refusal counts as a refusal', () => {
  const labels = [
    label('b0', 'base', 'compliance'),
    label('b1', 'base', 'compliance'),
    label('b2', 'tuned', 'partial_refusal'),
    label('b3', 'tuned', 'compliance'),
  ];
  const corrections = labelCorrections(records, labels, { file: 'f', runId: 'r' });
  assert.deepEqual([...corrections.keys()], ['refusal.over_refusal']);
  const c = corrections.get('refusal.over_refusal')!;
  assert.deepEqual([...c.base.labelled], [0, 1]);
  assert.deepEqual([...c.base.inclusion], [0.2, 0.2]);
  assert.deepEqual([...c.tuned.labels], [1, 0]);
  assert.deepEqual([...c.tuned.inclusion], [0.2, 0.2]);
  assert.deepEqual([...c.base.predictions], Array(10).fill(0));
  assert.deepEqual(c.strataWithoutLabels, []);
});

test('a stratum without labels is named', () => {
  const c = labelCorrections(records, [label('b0', 'base', 'refusal')], { file: 'f' }).get('refusal.over_refusal')!;
  assert.deepEqual(c.strataWithoutLabels, ['should_answer/tuned/answered/same']);
});

test('labels of another run, of a reply the run did not produce, or twice the same, are refused naming the item', () => {
  const expectError = (labels: ReadLabel[], pattern: RegExp, runId?: string) =>
    assert.throws(
      () => labelCorrections(records, labels, { file: 'labels.jsonl', ...(runId === undefined ? {} : { runId }) }),
      (error: unknown) => error instanceof InvalidInputError && pattern.test(error.message),
    );
  expectError([label('b0', 'base', 'refusal', 4)], /labels\.jsonl:4: the label of item "b0" \(base\) belongs to run r, not to this run other/, 'other');
  expectError([label('zz', 'base', 'refusal')], /item "zz" has no base reply/);
  expectError([{ ...label('b0', 'tuned', 'refusal'), reply: 'No.' }], /the tuned reply of item "b0" is not the reply this run produced/);
  expectError([label('b0', 'base', 'refusal'), label('b0', 'base', 'compliance', 2)], /:2: item "b0" \(base\) is labelled twice/);
});

test("the classifier's agreement with the labels, overall and on the replies whose decision differs between base and tuned", () => {
  // f0–f3: base answers, tuned refuses (flips); s0–s5: both answer. Labels by hand: f0 tuned
  // refusal (agrees), f1 tuned compliance (classifier said refused: disagrees), f2 base refusal
  // (classifier said answered: disagrees), s0 base compliance, s1 tuned compliance, s2 tuned
  // partial_refusal (disagrees). All: 6 labelled, 3 agree. Flips: f0, f1, f2 → 1 of 3.
  const mixed = [
    ...Array.from({ length: 4 }, (_, i) => refusalRecord(`f${i}`, true, false, true)),
    ...Array.from({ length: 6 }, (_, i) => refusalRecord(`s${i}`, true, false, false)),
  ];
  const labels: ReadLabel[] = [
    { ...label('f0', 'tuned', 'refusal'), reply: 'No.' },
    { ...label('f1', 'tuned', 'compliance', 2), reply: 'No.' },
    label('f2', 'base', 'refusal', 3),
    label('s0', 'base', 'compliance', 4),
    label('s1', 'tuned', 'compliance', 5),
    label('s2', 'tuned', 'partial_refusal', 6),
  ];
  const c = labelCorrections(mixed, labels, { file: 'f' }).get('refusal.over_refusal')!;
  assert.deepEqual(c.agreement, { all: { n: 6, agreed: 3 }, flips: { n: 3, agreed: 1 } });
});

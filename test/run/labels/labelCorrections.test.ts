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

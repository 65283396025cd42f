/**
 * The labelled metric is a family capability (docs/ARCHITECTURE.md §4): a family of the tests'
 * own, whose generated answers a checker judges right or wrong, declares a labelling, and the
 * draw, the labels file's answers and the PPI corrections take it as they take refusal's, with no
 * code naming it. Expected values by hand from the three records below.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { InvalidInputError } from '../../../src/errors/index.js';
import { families, type AnyFamily, type FamilyLabelling, type FamilyTable } from '../../../src/families/index.js';
import { chooseLabelReplies, labelCorrections, labelValues, type ReadLabel } from '../../../src/run/labels/index.js';
import type { ItemRecord, RegisteredItemRecord } from '../../../src/results/types.js';

interface CheckedRecord extends RegisteredItemRecord {
  readonly question: string;
  readonly base: { readonly answer: string; readonly correct: boolean };
  readonly tuned: { readonly answer: string; readonly correct: boolean };
}

const METRIC = 'x-checked.correct';
const checkedLabelling: FamilyLabelling<CheckedRecord> = {
  metrics: [METRIC],
  replies: (records) =>
    records.flatMap((record, index) =>
      (['base', 'tuned'] as const).map((model) => ({
        id: record.id,
        model,
        metric: METRIC,
        index,
        prompt: record.question,
        reply: record[model].answer,
        prediction: record[model].correct ? 1 : 0,
        positive: record[model].correct,
        stratum: `${model}/${record[model].correct ? 'right' : 'wrong'}`,
      })),
    ),
  values: [
    { name: 'right', counts: 1 },
    { name: 'wrong', counts: 0 },
  ],
  decisionOf: (positive) => (positive ? 'right' : 'wrong'),
};
// Only `id` and `labelling` are read by the labels code.
const checked = { id: 'x-checked', labelling: checkedLabelling } as unknown as AnyFamily;
const onlyChecked = { 'x-checked': checked } as unknown as FamilyTable;
const withRefusal = { ...families, 'x-checked': checked } as FamilyTable;

const record = (id: string, question: string, base: [string, boolean], tuned: [string, boolean]): CheckedRecord => ({
  family: 'x-checked',
  id,
  tags: [],
  question,
  base: { answer: base[0], correct: base[1] },
  tuned: { answer: tuned[0], correct: tuned[1] },
});
const records: ItemRecord[] = [
  record('q1', '2+2?', ['4', true], ['four', false]),
  record('q2', '3+3?', ['6', true], ['6', true]),
  record('q3', '5+5?', ['11', false], ['12', false]),
];
const label = (line: number, id: string, model: 'base' | 'tuned', reply: string, value: string): ReadLabel => ({
  line,
  run: 'r',
  id,
  model,
  reply,
  label: value,
});

test("the draw offers a labelled family's replies with its own decision names", () => {
  // 6 replies, n = 6: every reply is drawn; the checker's decision is shown as the family names it.
  const lines = chooseLabelReplies(records, 'r', 6, 1, onlyChecked);
  assert.deepEqual(lines.map((line) => `${line.id}/${line.model}/${line.classifier}`).sort(), [
    'q1/base/right',
    'q1/tuned/wrong',
    'q2/base/right',
    'q2/tuned/right',
    'q3/base/wrong',
    'q3/tuned/wrong',
  ]);
  assert.ok(lines.every((line) => line.metric === METRIC && line.inclusion === 1));
});

test('the answers a labels file may hold are every labelled family’s, in table order', () => {
  assert.deepEqual(labelValues(withRefusal), ['refusal', 'partial_refusal', 'compliance', 'right', 'wrong']);
  assert.deepEqual(labelValues(onlyChecked), ['right', 'wrong']);
});

test("labels correct the family's metric as its values count them", () => {
  // People: q1's base "4" is right (agrees), q1's tuned "four" is right too (the checker missed
  // it), q3's tuned "12" is wrong (agrees). Strata: base/right {q1, q2} has 1 of 2 labelled
  // (inclusion .5); tuned/wrong {q1, q3} 2 of 2 (inclusion 1); base/wrong and tuned/right none.
  const corrections = labelCorrections(
    records,
    [label(1, 'q1', 'base', '4', 'right'), label(2, 'q1', 'tuned', 'four', 'right'), label(3, 'q3', 'tuned', '12', 'wrong')],
    { file: 'labels.jsonl' },
    onlyChecked,
  );
  assert.deepEqual([...corrections.keys()], [METRIC]);
  const correction = corrections.get(METRIC)!;
  assert.deepEqual([...correction.base.predictions], [1, 1, 0]);
  assert.deepEqual([...correction.base.labelled], [0]);
  assert.deepEqual([...correction.base.labels], [1]);
  assert.deepEqual([...correction.base.inclusion], [0.5]);
  assert.deepEqual([...correction.tuned.predictions], [0, 1, 0]);
  assert.deepEqual([...correction.tuned.labelled], [0, 2]);
  assert.deepEqual([...correction.tuned.labels], [1, 0]);
  assert.deepEqual([...correction.tuned.inclusion], [1, 1]);
  assert.deepEqual(correction.strataWithoutLabels, ['base/wrong', 'tuned/right']);
  assert.deepEqual(correction.agreement, { all: { n: 3, agreed: 2 }, flips: { n: 0, agreed: 0 } });
});

test("another family's answer on this family's reply is refused, naming the line", () => {
  assert.throws(
    () => labelCorrections(records, [label(4, 'q2', 'tuned', '6', 'refusal')], { file: 'labels.jsonl' }, withRefusal),
    (error: unknown) => error instanceof InvalidInputError && /labels\.jsonl:4: "refusal" is not an answer for x-checked\.correct/.test(error.message),
  );
});

/** Pairing two score tables by id: the intersection, the unpaired items listed, and the mistakes that stop a run. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ScoreFileError } from '../../src/errors/index.js';
import { pairScores, readScoresJsonl } from '../../src/paired/index.js';

const text = (path: string): string => readFileSync(fileURLToPath(new URL(`../fixtures/paired/${path}`, import.meta.url)), 'utf8');

test('items in both files are paired in base order; the others are counted and listed', () => {
  const paired = pairScores(readScoresJsonl(text('jsonl/base.jsonl'), 'dir/base.jsonl'), readScoresJsonl(text('jsonl/tuned.jsonl'), 'dir/tuned.jsonl'));
  assert.deepEqual(
    paired.records.map((record) => record.id),
    ['p1-q1', 'p1-q2', 'p2-q1', 'p2-q2', 'p3-q1'],
  );
  assert.equal(paired.baseOnly, 1);
  assert.equal(paired.tunedOnly, 2);
  assert.deepEqual(paired.metrics, ['acc', 'rubric']);
  assert.deepEqual(paired.skipped, [
    { family: 'scores', id: 'base-only', reason: 'only in the base file (base.jsonl)' },
    { family: 'scores', id: 'tuned-only-1', reason: 'only in the tuned file (tuned.jsonl)' },
    { family: 'scores', id: 'tuned-only-2', reason: 'only in the tuned file (tuned.jsonl)' },
  ]);
  const first = paired.records[0]!;
  assert.deepEqual(first, {
    family: 'scores',
    id: 'p1-q1',
    tags: ['reading'],
    cluster: 'passage-1',
    base: { acc: 1, rubric: 4.5 },
    tuned: { acc: 1, rubric: 5 },
  });
});

test('a score one side lacks for a paired item is listed, and the item keeps the metrics both sides have', () => {
  const base = readScoresJsonl('{"id":"a","metric":"acc","value":1}\n{"id":"a","metric":"f1","value":0.5}\n{"id":"b","metric":"f1","value":0.25}\n', 'b.jsonl');
  const tuned = readScoresJsonl('{"id":"a","metric":"acc","value":0}\n{"id":"b","metric":"f1","value":0.5}\n{"id":"b","metric":"acc","value":1}\n', 't.jsonl');
  const paired = pairScores(base, tuned);
  assert.deepEqual(
    paired.records.map((record) => [record.id, record.base, record.tuned]),
    [
      ['a', { acc: 1 }, { acc: 0 }],
      ['b', { f1: 0.25 }, { f1: 0.5 }],
    ],
  );
  assert.deepEqual(
    paired.skipped.map((item) => `${item.id}: ${item.reason}`),
    ['a: no "f1" score in the tuned file', 'b: no "acc" score in the base file'],
  );
});

test('different metric sets, no shared id, or a cluster that changes are errors naming the file and line', () => {
  const read = (content: string, file: string) => readScoresJsonl(content, file);
  const cases: [() => unknown, RegExp][] = [
    [
      () =>
        pairScores(
          read('{"id":"a","metric":"acc","value":1}\n{"id":"a","metric":"f1","value":1}\n', 'b.jsonl'),
          read('{"id":"a","metric":"acc","value":1}\n', 't.jsonl'),
        ),
      /^b\.jsonl:2: metric "f1" is here but not in t\.jsonl \(which holds "acc"\)$/,
    ],
    [
      () => pairScores(read('{"id":"a","metric":"acc","value":1}\n', 'b.jsonl'), read('\n{"id":"a","metric":"em","value":1}\n', 't.jsonl')),
      /^b\.jsonl:1: metric "acc" is here but not in t\.jsonl \(which holds "em"\)$/,
    ],
    [
      () =>
        pairScores(
          read('{"id":"0","metric":"acc","value":1}\n{"id":"1","metric":"acc","value":1}\n', 'b.jsonl'),
          read('{"id":"q0","metric":"acc","value":1}\n', 't.jsonl'),
        ),
      /^t\.jsonl:1: no item id is in both files \(ids here: "q0"; in b\.jsonl: "0", "1"\)$/,
    ],
    [
      () =>
        pairScores(
          read('{"id":"a","metric":"acc","value":1,"cluster":"x"}\n', 'b.jsonl'),
          read('{"id":"a","metric":"acc","value":1,"cluster":"y"}\n', 't.jsonl'),
        ),
      /^t\.jsonl:1: id "a" is in cluster "y" here but "x" in the base file$/,
    ],
  ];
  for (const [run, message] of cases) {
    assert.throws(run, (error: unknown) => error instanceof ScoreFileError && error.exitCode === 3 && message.test(error.message), String(message));
  }
});

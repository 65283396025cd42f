/**
 * newestPerTask: which samples file of a task an lm-eval folder is read from. Worked by hand on
 * file lists made here (lm-eval names them samples_<task>_<ISO timestamp>.jsonl[.gz]).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ScoreFileError } from '../../../src/errors/index.js';
import { newestPerTask } from '../../../src/paired/readers/lmEvalRunInfo.js';

const file = (path: string, task: string, timestamp: string) => ({ path, task, timestamp });

test('the newest timestamp of each task wins, tasks in name order', () => {
  const chosen = newestPerTask([
    file('/r/samples_piqa_2024-05-01T10-00-00.jsonl', 'piqa', '2024-05-01T10-00-00'),
    file('/r/samples_arc_easy_2024-05-01T10-00-00.jsonl', 'arc_easy', '2024-05-01T10-00-00'),
    file('/r/samples_piqa_2024-05-02T09-00-00.jsonl', 'piqa', '2024-05-02T09-00-00'),
  ]);
  assert.deepEqual(
    chosen.map((f) => f.path),
    ['/r/samples_arc_easy_2024-05-01T10-00-00.jsonl', '/r/samples_piqa_2024-05-02T09-00-00.jsonl'],
  );
});

test('two files of one task with one timestamp are refused naming both, whichever the listing gives first', () => {
  const a = file('/r/samples_piqa_2024-05-01T10-00-00.jsonl', 'piqa', '2024-05-01T10-00-00');
  const b = file('/r/samples_piqa_2024-05-01T10-00-00.jsonl.gz', 'piqa', '2024-05-01T10-00-00');
  for (const order of [
    [a, b],
    [b, a],
  ]) {
    assert.throws(
      () => newestPerTask(order),
      (error: unknown) =>
        error instanceof ScoreFileError &&
        error.file === a.path &&
        /task piqa has two samples files with the same timestamp 2024-05-01T10-00-00, this one and samples_piqa_2024-05-01T10-00-00\.jsonl\.gz/.test(
          error.message,
        ),
    );
  }
  // The 0.4.0–0.4.2 names carry no timestamp: two models' files of one task are the same case.
  assert.throws(() => newestPerTask([file('/r/m1_piqa.jsonl', 'piqa', ''), file('/r/m2_piqa.jsonl', 'piqa', '')]), /same timestamp \(none in the name\)/);
});

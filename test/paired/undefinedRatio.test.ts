/**
 * `paired` on a ratio metric ([num, den] values) whose denominators are all 0 used to end in a
 * RangeError from the bootstrap plan (exit 4, a stack trace). Now the metric is skipped with its
 * reason, a warning names the file it came from, the other metrics are judged, and a gated
 * metric skipped this way makes the run inconclusive (exit 2). The score files are hand-made
 * generic JSONL lines (docs/guides/other-harnesses.md's format).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runPaired, type PairedOptions } from '../../src/paired/index.js';
import { QUICK_STATISTICS } from '../../tools/quickStatistics.js';

let root = '';
before(() => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-paired-zero-den-'));
});
after(() => rmSync(root, { recursive: true, force: true }));

/** A score file of `n` items holding `f1` as given and `acc` as given. */
function scoreFile(name: string, n: number, f1: (i: number) => [number, number], acc: (i: number) => number): string {
  const path = join(root, name);
  const lines = Array.from({ length: n }, (_, i) => [
    JSON.stringify({ id: `q${i}`, metric: 'f1', value: f1(i) }),
    JSON.stringify({ id: `q${i}`, metric: 'acc', value: acc(i) }),
  ]).flat();
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

function options(basePath: string, tunedPath: string, log: (line: string) => void): PairedOptions {
  return {
    basePath,
    tunedPath,
    ...QUICK_STATISTICS,
    minItems: 2,
    higherIsBetter: [],
    lowerIsBetter: [],
    tolerances: {},
    outDir: join(root, `run-${basePath.length}-${tunedPath.length}`),
    command: ['tunegate', 'paired'],
    log,
  };
}

test('every denominator 0 in the base file: f1 skipped with the reason, a warning naming the file, acc judged, exit 2', async () => {
  const base = scoreFile(
    'base.jsonl',
    30,
    () => [0, 0],
    () => 1,
  );
  const tuned = scoreFile(
    'tuned-some.jsonl',
    30,
    (i) => [i % 2, 1],
    () => 1,
  );
  const lines: string[] = [];
  const results = await runPaired(options(base, tuned, (line) => lines.push(line)));
  const f1 = results.metrics.find((metric) => metric.id === 'score.f1')!;
  assert.equal(f1.verdict, 'skipped');
  assert.match(f1.reason, /^every base denominator of its 30 items is 0, so the ratio Σnum\/Σden is undefined/);
  const acc = results.metrics.find((metric) => metric.id === 'score.acc')!;
  assert.equal(acc.base, 1);
  assert.equal(acc.verdict, 'within-noise');
  assert.equal(results.exitCode, 2);
  const warning = `${base}: every base denominator of "f1" is 0 on its 30 paired items, so the ratio Σnum/Σden is undefined and score.f1 is skipped; give [num, den] with den > 0 where the metric applies, or leave it out with --metrics`;
  assert.deepEqual(results.warnings, [warning]);
  // The verdict table prints results.warnings; the log does not repeat them (issue 50, item 12).
  assert.ok(!lines.some((line) => line.includes(warning)), lines.join('\n'));
});

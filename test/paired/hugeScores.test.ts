/**
 * Finite but huge scores (±1e160 … ±1e308) once crashed the statistics (exit 4: their squares
 * overflow to Infinity). Scores beyond ±SCORE_MAGNITUDE_LIMIT are refused where they are read,
 * in every format, naming the file, line and value; scores at the limit are judged (issue 43, case 6).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScoreFileError } from '../../src/errors/index.js';
import { runPaired, type PairedOptions } from '../../src/paired/index.js';
import { SCORE_MAGNITUDE_LIMIT } from '../../src/results/index.js';
import { QUICK_STATISTICS } from '../../tools/quickStatistics.js';

let root = '';
let count = 0;
before(() => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-huge-scores-'));
});
after(() => rmSync(root, { recursive: true, force: true }));

function options(basePath: string, tunedPath: string | undefined): PairedOptions {
  count += 1;
  return {
    basePath,
    ...(tunedPath === undefined ? {} : { tunedPath }),
    ...QUICK_STATISTICS,
    minItems: 2,
    higherIsBetter: ['rubric'],
    lowerIsBetter: [],
    tolerances: {},
    outDir: join(root, `run-${count}`),
    command: ['tunegate', 'paired'],
    log: () => {},
  };
}

/** 40 items; item q7 holds `huge` on the tuned side, the rest alternate between two small values. */
function pair(huge: string): [string, string] {
  const line = (i: number, value: string): string => `{"id":"q${i}","metric":"rubric","value":${value}}\n`;
  const base = Array.from({ length: 40 }, (_, i) => line(i, String(i % 2))).join('');
  const tuned = Array.from({ length: 40 }, (_, i) => line(i, i === 7 ? huge : String((i + 1) % 2))).join('');
  const dir = join(root, `pair-${count}-${huge}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'base.jsonl'), base);
  writeFileSync(join(dir, 'tuned.jsonl'), tuned);
  return [join(dir, 'base.jsonl'), join(dir, 'tuned.jsonl')];
}

test('JSONL scores from ±1e160 to ±1e308 are refused with the file, line and value, never a crash [43.6]', async () => {
  for (const huge of ['1e160', '-1e160', '1e200', '1.7976931348623157e308', '-1e308', '[1e300, 1]', '[1, 1e300]']) {
    const [base, tuned] = pair(huge);
    await assert.rejects(runPaired(options(base, tuned)), (error: unknown) => {
      assert.ok(error instanceof ScoreFileError, String(error));
      assert.equal(error.exitCode, 3);
      assert.match(error.message, /tuned\.jsonl:8: "rubric" of id "q7" is -?1(\.\d+)?e\+\d+, beyond ±1e\+100/, huge);
      return true;
    });
  }
});

test('scores at the limit are judged: every statistic finite [43.6]', async () => {
  const [base, tuned] = pair(String(-SCORE_MAGNITUDE_LIMIT));
  const results = await runPaired(options(base, tuned));
  const rubric = results.metrics[0]!;
  for (const value of [rubric.base, rubric.tuned, rubric.delta, rubric.ci?.[0], rubric.ci?.[1]]) assert.ok(Number.isFinite(value), String(value));
});

test('a tunegate items.jsonl holding a huge score is refused by the item schema [43.6]', async () => {
  const file = join(root, 'items.jsonl');
  const record = (i: number, value: number): string =>
    `${JSON.stringify({ family: 'scores', id: `q${i}`, tags: [], cluster: null, base: { rubric: 1 }, tuned: { rubric: value } })}\n`;
  writeFileSync(file, Array.from({ length: 40 }, (_, i) => record(i, i === 3 ? 1e160 : 0)).join(''));
  await assert.rejects(
    runPaired(options(file, undefined)),
    (error: unknown) => error instanceof ScoreFileError && /items\.jsonl:4: .*1e\+100/.test(error.message),
  );
});

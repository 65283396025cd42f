/**
 * One decision over many tasks: two lm-eval run folders of a group (hand-made, in the 0.4.7
 * layout; test/fixtures/paired/lm-eval-handmade/SOURCE.md) give one gated pooled metric per
 * score name and exploratory per-task and per-group rows.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runPaired, type PairedOptions } from '../../src/paired/index.js';
import { QUICK_STATISTICS } from '../../tools/quickStatistics.js';

const fixture = (path: string): string => fileURLToPath(new URL(`../fixtures/paired/${path}`, import.meta.url));
let root = '';

before(() => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-pooled-'));
});
after(() => rmSync(root, { recursive: true, force: true }));

function options(extra: Partial<PairedOptions>): PairedOptions {
  return {
    basePath: fixture('lm-eval-handmade/mmlu-base'),
    tunedPath: fixture('lm-eval-handmade/mmlu-tuned'),
    ...QUICK_STATISTICS,
    higherIsBetter: [],
    lowerIsBetter: [],
    tolerances: {},
    outDir: join(root, `run-${Math.random().toString(36).slice(2)}`),
    command: ['tunegate', 'paired'],
    log: () => {},
    ...extra,
  };
}

test('two run folders of a three-subject group: one gated pooled acc, per-subject and per-group rows exploratory', async () => {
  const lines: string[] = [];
  const results = await runPaired(options({ log: (line) => lines.push(line) }));
  assert.deepEqual(
    results.metrics.map((metric) => [metric.id, metric.gated]),
    [['score.acc', true]],
  );
  const acc = results.metrics[0]!;
  // Python over the three newest files per side: base 62 + 83 + 194 = 339 of 546, tuned 49 + 66 + 156 = 271 of 546.
  assert.equal(acc.n, 546);
  assert.ok(Math.abs((acc.base ?? Number.NaN) - 339 / 546) < 1e-12);
  assert.ok(Math.abs((acc.tuned ?? Number.NaN) - 271 / 546) < 1e-12);
  assert.equal(acc.verdict, 'regressed');
  assert.equal(results.exitCode, 1);
  // Items are resampled, not tasks: the estimand is the micro average over these tasks.
  assert.match(
    lines.join('\n'),
    /3 tasks pooled: one gated metric per score name over all their items \(the micro average over these tasks, resampled by item\)/,
  );
  const tags = new Map(acc.byTag.map((row) => [row.tag, row]));
  assert.deepEqual(
    [...tags.keys()],
    [
      'mmlu',
      'mmlu/mmlu_humanities',
      'mmlu/mmlu_humanities/mmlu_philosophy',
      'mmlu/mmlu_stem',
      'mmlu/mmlu_stem/mmlu_abstract_algebra',
      'mmlu/mmlu_stem/mmlu_anatomy',
    ],
  );
  assert.equal(tags.get('mmlu/mmlu_stem/mmlu_abstract_algebra')?.n, 100);
  assert.ok(Math.abs((tags.get('mmlu/mmlu_stem/mmlu_abstract_algebra')?.delta ?? 0) - (49 - 62) / 100) < 1e-12);
  assert.equal(tags.get('mmlu/mmlu_stem')?.n, 235);
});

test('with enough tasks for --min-items and sizes that differ, items are still resampled: the micro average over these tasks', async () => {
  const lines: string[] = [];
  const results = await runPaired(options({ minItems: 3, log: (line) => lines.push(line) }));
  assert.match(lines.join('\n'), /resampled by item/);
  const acc = results.metrics[0]!;
  // Items, not tasks, are the unit: a 0/1 metric keeps its item-level interval (the percentile and adjusted Wald hull) and McNemar.
  assert.notEqual(acc.ciMethod, 'cluster-t');
  assert.notEqual(acc.mcnemar, undefined);
  assert.ok(Math.abs((acc.tuned ?? Number.NaN) - (acc.base ?? Number.NaN) - (271 - 339) / 546) < 1e-12);
});

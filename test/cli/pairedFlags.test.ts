/** parsePairedFlags: metric lists, tolerances, the format, and their one-line errors, without spawning the CLI. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pairedOutDir } from '../../src/cli/commands/paired.js';
import { parsePairedFlags } from '../../src/cli/pairedFlags.js';
import { UsageError } from '../../src/errors/index.js';

/** What yargs hands over for `tunegate paired a b` with every default applied. */
const defaults = {
  base: 'a.jsonl',
  tuned: 'b.jsonl',
  seed: 0,
  resamples: 10000,
  confidence: 0.95,
  'min-effect': 0,
  'min-items': 30,
  'kl-tolerance': 0.01,
  'fail-on': 'regressed',
};

test("defaults: both files, no metric flags, compare's statistics settings", () => {
  assert.deepEqual(parsePairedFlags(defaults), {
    basePath: 'a.jsonl',
    tunedPath: 'b.jsonl',
    higherIsBetter: [],
    lowerIsBetter: [],
    tolerances: {},
    seed: 0,
    resamples: 10000,
    confidence: 0.95,
    minEffect: 0,
    minItems: 30,
    klTolerance: 0.01,
    failOn: ['regressed'],
  });
  assert.equal(parsePairedFlags({ ...defaults, tuned: undefined }).tunedPath, undefined);
});

test('metric lists: comma-separated or repeated, the score. prefix dropped, duplicates removed, order kept', () => {
  const flags = parsePairedFlags({
    ...defaults,
    gate: ['score.acc,f1', 'exact_match/strict-match', 'acc'],
    'higher-is-better': 'rubric',
    metrics: 'acc , f1',
    format: 'lm-eval',
  });
  assert.deepEqual(flags.gate, ['acc', 'f1', 'exact_match/strict-match']);
  assert.deepEqual(flags.higherIsBetter, ['rubric']);
  assert.deepEqual(flags.metrics, ['acc', 'f1']);
  assert.equal(flags.format, 'lm-eval');
});

test('--tolerance NAME=X, repeated or comma-separated; the last "=" splits', () => {
  const flags = parsePairedFlags({ ...defaults, tolerance: ['bleu=0.5,score.latency=2', 'ratio=0'] });
  assert.deepEqual(flags.tolerances, { bleu: 0.5, latency: 2, ratio: 0 });
});

test('bad values are one usage error naming the flag', () => {
  const cases: [Record<string, unknown>, RegExp][] = [
    [{ tolerance: 'bleu' }, /^--tolerance got "bleu"; expected NAME=X with X a number ≥ 0$/],
    [{ tolerance: 'bleu=-1' }, /^--tolerance got "bleu=-1"/],
    [{ tolerance: '=1' }, /^--tolerance got "=1"/],
    [{ tolerance: 'bleu=' }, /^--tolerance got "bleu="/],
    [{ format: 'csv' }, /^--format got "csv"; expected a comma-separated list of tunegate, jsonl, lm-eval, inspect$/],
    [{ format: 'jsonl,inspect' }, /^--format takes one format/],
    [{ 'fail-on': 'improved' }, /^--fail-on got "improved"/],
    [{ base: '' }, /^<base> is required$/],
  ];
  for (const [extra, message] of cases) {
    assert.throws(
      () => parsePairedFlags({ ...defaults, ...extra }),
      (error: unknown) => error instanceof UsageError && message.test(error.message),
      String(message),
    );
  }
});

test('the default output folder is named after both files (their folders when the names are equal), or the run folder when re-judging', () => {
  const now = new Date('2025-03-04T05:06:07Z');
  assert.equal(pairedOutDir('runs/base/samples_arc_easy_2025.jsonl', 'runs/tuned/samples_arc_easy_2025.jsonl', now), 'reports/base-vs-tuned-20250304-050607');
  assert.equal(pairedOutDir('runs/a.jsonl', 'runs/b.jsonl', now), 'reports/a-vs-b-20250304-050607');
  assert.equal(pairedOutDir('reports/run-1/items.jsonl', undefined, now), 'reports/run-1-rejudged-20250304-050607');
  assert.equal(pairedOutDir('logs/base model.json', 'logs/tuned.json.gz', now), 'reports/base_model-vs-tuned-20250304-050607');
});

test('paired takes the same --resamples floor as compare', () => {
  assert.throws(
    () => parsePairedFlags({ ...defaults, resamples: 1999 }),
    (error: unknown) => error instanceof UsageError && /^--resamples must be an integer in 2000\./.test(error.message),
  );
  assert.equal(parsePairedFlags({ ...defaults, resamples: 2000 }).resamples, 2000);
});

test('--allow-missing takes a reason, kept trimmed; an empty one is refused [43.1]', () => {
  assert.equal(parsePairedFlags({ ...defaults, 'allow-missing': ' lost a shard ' }).allowMissing, 'lost a shard');
  assert.equal(parsePairedFlags(defaults).allowMissing, undefined);
  assert.throws(
    () => parsePairedFlags({ ...defaults, 'allow-missing': '  ' }),
    (error: unknown) => error instanceof UsageError && /--allow-missing takes a reason/.test(error.message),
  );
});

test('--max-member-mb becomes a byte bound; zero, negative or absurd values are refused [43.11]', () => {
  assert.equal(parsePairedFlags({ ...defaults, 'max-member-mb': 2048 }).maxMemberBytes, 2048 * 1024 * 1024);
  for (const bad of [0, -1, Number.NaN, 1e12])
    assert.throws(
      () => parsePairedFlags({ ...defaults, 'max-member-mb': bad }),
      (error: unknown) => error instanceof UsageError && /--max-member-mb got/.test(error.message),
    );
});

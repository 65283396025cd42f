/**
 * Acceptance: the same per-item scores written three ways — tunegate's own items.jsonl, generic
 * score lines, lm-evaluation-harness samples — give identical metrics and verdicts.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runPaired, type PairedOptions } from '../../src/paired/index.js';
import type { CapabilityItemRecord, CapabilitySide, MetricResult, PairedResults } from '../../src/results/index.js';

const N = 40;
/** acc: base right on items 0–31, tuned on 0–21, so 10 items are right in base only. */
const acc = (side: 'base' | 'tuned', i: number): boolean => i < (side === 'base' ? 32 : 22);
/** acc_norm: base wrong on every 4th item; tuned also wrong on 0–2 (base-only) and right on 3 and 7 (tuned-only). */
function accNorm(side: 'base' | 'tuned', i: number): boolean {
  const base = i % 4 !== 3;
  if (side === 'base') return base;
  if (i <= 2) return false;
  if (i === 3 || i === 7) return true;
  return base;
}
const tags = (i: number): string[] => [i < 20 ? 'alpha' : 'beta'];

let root = '';
const runs: Record<'tunegate' | 'jsonl' | 'lmEval', PairedResults> = {} as never;

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-three-ways-'));
  const ids = Array.from({ length: N }, (_, i) => i);
  const sideOf = (side: 'base' | 'tuned', i: number): CapabilitySide => {
    const correct = acc(side, i);
    const correctNorm = accNorm(side, i);
    return {
      logliks: [-1, -2],
      tokenCounts: [1, 2],
      predicted: correct ? 0 : 1,
      predictedNorm: correctNorm ? 0 : 1,
      correct,
      correctNorm,
      correctLoglik: -1,
      correctIsGreedy: correct,
    };
  };
  const records = ids.map((i): CapabilityItemRecord => ({
    family: 'capability',
    id: String(i),
    tags: tags(i),
    context: `Question ${i}:`,
    choices: [' yes', ' no'],
    answer: 0,
    base: sideOf('base', i),
    tuned: sideOf('tuned', i),
    flipped: acc('base', i) !== acc('tuned', i),
  }));
  writeFileSync(join(root, 'items.jsonl'), records.map((record) => JSON.stringify(record)).join('\n') + '\n');
  for (const side of ['base', 'tuned'] as const) {
    const lines = ids.flatMap((i) => [
      { id: String(i), metric: 'acc', value: acc(side, i) ? 1 : 0, tags: tags(i) },
      { id: String(i), metric: 'acc_norm', value: accNorm(side, i), tags: tags(i) },
    ]);
    writeFileSync(join(root, `${side}.jsonl`), lines.map((line) => JSON.stringify(line)).join('\n') + '\n');
    const samples = ids.map((i) => ({
      doc_id: i,
      doc: { question: `Question ${i}`, choices: ['yes', 'no'], answer: 0 },
      target: 0,
      arguments: { gen_args_0: { arg_0: `Question ${i}:`, arg_1: ' yes' }, gen_args_1: { arg_0: `Question ${i}:`, arg_1: ' no' } },
      resps: [[[-1, false]], [[-2, false]]],
      filtered_resps: [
        [-1, false],
        [-2, false],
      ],
      filter: 'none',
      metrics: ['acc', 'acc_norm'],
      doc_hash: 'h',
      prompt_hash: 'h',
      target_hash: 'h',
      acc: acc(side, i) ? 1.0 : 0.0,
      acc_norm: accNorm(side, i) ? 1.0 : 0.0,
    }));
    // lm-eval names a run's samples file samples_<task>_<date>.jsonl: one per side, in a folder of its own.
    mkdirSync(join(root, side), { recursive: true });
    writeFileSync(join(root, side, 'samples_yesno_2024-06-01T12-00-00.jsonl'), samples.map((sample) => JSON.stringify(sample)).join('\n') + '\n');
  }
  const settings = {
    seed: 3,
    resamples: 2000,
    confidence: 0.95,
    minEffect: 0,
    minItems: 30,
    klTolerance: 0.01,
    failOn: ['regressed'] as const,
    higherIsBetter: [],
    lowerIsBetter: [],
    tolerances: {},
    command: ['tunegate', 'paired'],
    log: () => {},
  } satisfies Omit<PairedOptions, 'basePath' | 'outDir'>;
  runs.tunegate = await runPaired({ ...settings, basePath: join(root, 'items.jsonl'), outDir: join(root, 'out-tunegate') });
  runs.jsonl = await runPaired({ ...settings, basePath: join(root, 'base.jsonl'), tunedPath: join(root, 'tuned.jsonl'), outDir: join(root, 'out-jsonl') });
  runs.lmEval = await runPaired({
    ...settings,
    basePath: join(root, 'base', 'samples_yesno_2024-06-01T12-00-00.jsonl'),
    tunedPath: join(root, 'tuned', 'samples_yesno_2024-06-01T12-00-00.jsonl'),
    outDir: join(root, 'out-lm-eval'),
  });
});
after(() => rmSync(root, { recursive: true, force: true }));

/** Everything a metric's numbers and verdict consist of (not its id, family or label, which name the format). */
function judged(metric: MetricResult | undefined): unknown {
  assert.ok(metric);
  const { id: _id, family: _family, label: _label, unit: _unit, byTag: _byTag, ...rest } = metric;
  return rest;
}

function metric(results: PairedResults, id: string): MetricResult | undefined {
  return results.metrics.find((m) => m.id === id);
}

test('each way reads the formats it was given', () => {
  assert.equal(runs.tunegate.inputs.base.format, 'tunegate');
  assert.equal(runs.jsonl.inputs.base.format, 'jsonl');
  assert.equal(runs.lmEval.inputs.tuned.format, 'lm-eval');
  for (const results of Object.values(runs)) assert.equal(results.inputs.paired, N);
});

test('acc and acc_norm are identical three ways, with the values counted by hand', () => {
  for (const name of ['acc', 'acc_norm']) {
    const own = metric(runs.tunegate, `capability.${name}`);
    assert.deepEqual(judged(metric(runs.jsonl, `score.${name}`)), judged(own), `jsonl ${name}`);
    assert.deepEqual(judged(metric(runs.lmEval, `score.${name}`)), judged(own), `lm-eval ${name}`);
    assert.deepEqual(metric(runs.jsonl, `score.${name}`)?.byTag, own?.byTag, `jsonl ${name} by tag`);
  }
  const accResult = metric(runs.jsonl, 'score.acc')!;
  assert.equal(accResult.base, 32 / 40);
  assert.equal(accResult.tuned, 22 / 40);
  assert.ok(Math.abs(accResult.delta! + 0.25) < 1e-12);
  assert.deepEqual({ baseOnly: accResult.mcnemar?.baseOnly, tunedOnly: accResult.mcnemar?.tunedOnly }, { baseOnly: 10, tunedOnly: 0 });
  const norm = metric(runs.lmEval, 'score.acc_norm')!;
  assert.equal(norm.base, 30 / 40);
  assert.equal(norm.tuned, 29 / 40);
  assert.deepEqual({ baseOnly: norm.mcnemar?.baseOnly, tunedOnly: norm.mcnemar?.tunedOnly }, { baseOnly: 3, tunedOnly: 2 });
});

test('the verdicts: acc regressed, acc_norm within noise, the run fails with exit code 1', () => {
  // acc: per-item Δ is −1 on 10 of 40 items, so SE ≈ √((10/40 − 0.25²)/40) ≈ 0.068 and the
  // Holm-adjusted 97.5 % CI ≈ −0.25 ± 2.24·0.068 = [−0.40, −0.10] excludes 0. acc_norm: Δ =
  // −1/40 with 5 discordant items, SE ≈ 0.056, so its CI (about ±0.11) straddles 0.
  for (const [way, results] of Object.entries(runs)) {
    const prefix = way === 'tunegate' ? 'capability.' : 'score.';
    assert.equal(metric(results, `${prefix}acc`)?.verdict, 'regressed', way);
    assert.equal(metric(results, `${prefix}acc_norm`)?.verdict, 'within-noise', way);
    assert.equal(results.verdict, 'regressed', way);
    assert.equal(results.exitCode, 1, way);
  }
  const ci = metric(runs.jsonl, 'score.acc')!.ci!;
  assert.ok(ci[0] > -0.45 && ci[1] < -0.05, `CI ${ci.join(', ')}`);
});

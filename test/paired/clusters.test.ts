/**
 * Cluster resampling: items that share a cluster are resampled together, which must give the
 * very bootstrap of one record per cluster holding the cluster's sums ([num, den]).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { computeRunMetrics } from '../../src/judge/index.js';
import { pairScores, readScoresJsonl, scoreMetricDefinitions } from '../../src/paired/index.js';
import type { MetricResult, ScoreItemRecord } from '../../src/results/index.js';
import { studentTQuantile } from '../../src/stats/index.js';

const settings = { seed: 11, resamples: 3000, confidence: 0.95, minEffect: 0, minItems: 2, klTolerance: 0.01, failOn: ['regressed'] as const };
const options = { higherIsBetter: new Set<string>(), lowerIsBetter: new Set<string>(), tolerances: {}, formats: ['jsonl' as const] };

/** 8 passages of 1–4 questions; correctness per question for base and tuned, written out by hand. */
const passages: [string, number[], number[]][] = [
  ['p1', [1, 1, 0], [1, 1, 1]],
  ['p2', [0, 0], [1, 0]],
  ['p3', [1, 1, 1, 1], [1, 1, 1, 0]],
  ['p4', [0], [1]],
  ['p5', [1, 0, 1], [1, 1, 1]],
  ['p6', [1, 1], [1, 1]],
  ['p7', [0, 1, 0, 0], [1, 1, 0, 1]],
  ['p8', [1], [0]],
];

function judge(records: ScoreItemRecord[]): MetricResult {
  const metrics = scoreMetricDefinitions(['acc'], records, options);
  return computeRunMetrics([{ family: 'scores', metrics, outcome: { records, interrupted: false } }], settings).metrics[0]!;
}

function lines(side: 1 | 2, clustered: boolean): string {
  return passages
    .flatMap(([passage, base, tuned]): object[] => {
      const values = side === 1 ? base : tuned;
      if (!clustered) return [{ id: passage, metric: 'acc', value: [values.reduce((a, b) => a + b, 0), values.length] }];
      return values.map((value, q) => ({ id: `${passage}-q${q}`, metric: 'acc', value, cluster: passage }));
    })
    .map((line) => JSON.stringify(line))
    .join('\n');
}

test('items with a cluster are resampled by cluster: the same Δ, CI, SE and p as one [Σ, n] record per cluster', () => {
  const clustered = pairScores(readScoresJsonl(lines(1, true), 'b.jsonl'), readScoresJsonl(lines(2, true), 't.jsonl')).records;
  // Each [Σ, n] record is its own cluster, so both runs take the cluster-robust t interval.
  const perCluster = pairScores(readScoresJsonl(lines(1, false), 'b.jsonl'), readScoresJsonl(lines(2, false), 't.jsonl')).records.map((record) => ({
    ...record,
    cluster: record.id,
  }));
  const a = judge([...clustered]);
  const b = judge([...perCluster]);
  // 20 questions: base right on 12 (2+0+4+0+2+2+1+1), tuned on 16 (3+1+3+1+3+2+3+0).
  assert.equal(a.n, 20);
  assert.equal(a.clusters, 8);
  assert.equal(a.base, 12 / 20);
  assert.equal(a.tuned, 16 / 20);
  for (const key of ['base', 'tuned', 'delta', 'ci', 'ciUnadjusted', 'ciMethod', 'se', 'p', 'pAdjusted', 'mde', 'verdict'] as const) {
    assert.deepEqual(a[key], b[key], key);
  }
});

test('a clustered score metric takes the CR2 t interval: Δ ± t(0.975, ν)·se from the cluster totals', () => {
  const clustered = pairScores(readScoresJsonl(lines(1, true), 'b.jsonl'), readScoresJsonl(lines(2, true), 't.jsonl')).records;
  const result = judge([...clustered]);
  assert.equal(result.ciMethod, 'cluster-t');
  // By hand from the passages: per-passage differences a = 1, 1, −1, 1, 1, 0, 2, −1 over sizes b = 3, 2, 4, 1, 3, 2, 4, 1
  // (Σa = 4 of 20, Δ = 0.2); CR2 variance Σ(a − Δb)²/(1 − b/20)/20²; Bell–McCaffrey ν = (tr M)²/tr(M²) with M built
  // entry by entry as D^½(diag(b) − bb′/20)D^½, D = diag(1/(1 − b/20)).
  const a = [1, 1, -1, 1, 1, 0, 2, -1];
  const b = [3, 2, 4, 1, 3, 2, 4, 1];
  const se = Math.sqrt(a.reduce((s, v, g) => s + (v - 0.2 * b[g]!) ** 2 / (1 - b[g]! / 20), 0)) / 20;
  const d = b.map((size) => 20 / (20 - size));
  let trace = 0;
  let traceSquared = 0;
  b.forEach((bg, g) =>
    b.forEach((bh, h) => {
      const m = Math.sqrt(d[g]! * d[h]!) * ((g === h ? bg : 0) - (bg * bh) / 20);
      if (g === h) trace += m;
      traceSquared += m * m;
    }),
  );
  const nu = (trace * trace) / traceSquared;
  assert.ok(Math.abs((result.delta ?? Number.NaN) - 0.2) < 1e-12);
  assert.ok(Math.abs((result.se ?? Number.NaN) - se) < 1e-12, `se ${result.se} vs ${se}`);
  const half = ((result.ciUnadjusted?.[1] ?? Number.NaN) - (result.ciUnadjusted?.[0] ?? Number.NaN)) / 2;
  assert.ok(Math.abs(half / se - studentTQuantile(0.975, nu)) < 1e-9, `half-width ${half / se} se, ν ${nu}`);
});

test('a clustered binary metric has no McNemar test or Wilson intervals (they assume independent items)', () => {
  const clustered = pairScores(readScoresJsonl(lines(1, true), 'b.jsonl'), readScoresJsonl(lines(2, true), 't.jsonl')).records;
  const result = judge([...clustered]);
  assert.equal(result.unit, 'rate');
  assert.equal(result.mcnemar, undefined);
  assert.equal(result.baseInterval, undefined);
  const independent = judge(clustered.map((record) => ({ ...record, cluster: null })));
  assert.equal(independent.clusters, undefined);
  // Base only: p3 q3, p8. Tuned only: p1 q2, p2 q0, p4, p5 q1, p7 q0, p7 q3.
  assert.deepEqual({ baseOnly: independent.mcnemar?.baseOnly, tunedOnly: independent.mcnemar?.tunedOnly }, { baseOnly: 2, tunedOnly: 6 });
});

test('--min-items counts clusters when items are clustered', () => {
  const clustered = pairScores(readScoresJsonl(lines(1, true), 'b.jsonl'), readScoresJsonl(lines(2, true), 't.jsonl')).records;
  const metrics = scoreMetricDefinitions(['acc'], clustered, options);
  const result = computeRunMetrics([{ family: 'scores', metrics, outcome: { records: clustered, interrupted: false } }], { ...settings, minItems: 10 })
    .metrics[0]!;
  assert.equal(result.verdict, 'inconclusive');
  assert.equal(result.reason, 'Only 8 clusters, fewer than the 10 needed to judge (--min-items).');
});

/**
 * The heavy-tail rule (docs/concepts/statistics.md, "Ratio and perplexity scores with skewed
 * changes") on every verdict read off a skewed ratio score's interval: policy claims, the
 * equivalence verdict and per-tag rows (docs/concepts/policy.md, "Ratio and perplexity scores with
 * skewed changes"). Nine documents of 2 words, base NLL 20; the tuned NLL changes by 2·dᵢ.
 * By hand: with `losses` d = (1, 2, 4, 8, −3 ×5), Δ = Σ2d/Σ2 = 0, the residuals are 2d, Σr³ > 0
 * (8·(1 + 8 + 64 + 512) − 5·8·27 = 3 600): the upper side, rare large increases (losses of a
 * lower-better perplexity); k = round(√9) = 3 over the four positive residuals 16, 8, 4, 2 gives
 * α̂ = 3/(ln 8 + ln 4 + ln 2) = 1/(2 ln 2) = 0.72 < 1. `gains` is its mirror: the lower side, the
 * same α̂; shifted by +20 every residual stays the same and Δ = 20 (a loss shown).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { computeRunMetrics, type MetricSettings } from '../../src/judge/computeRunMetrics.js';
import { scoreMetricDefinitions } from '../../src/paired/scoreMetrics.js';
import type { ClaimKind, ScoreItemRecord } from '../../src/results/types.js';

const LOSSES = [1, 2, 4, 8, -3, -3, -3, -3, -3];
const GAINS = LOSSES.map((d) => -d);
const HILL = /Hill tail index 0\.72 over the 3 largest, below 1\)/;

function records(d: readonly number[], shift = 0): ScoreItemRecord[] {
  return d.map((x, i) => ({
    family: 'scores',
    id: `doc${i}`,
    tags: ['news'],
    cluster: null,
    base: { word_perplexity: [20, 2] },
    tuned: { word_perplexity: [20 + 2 * (x + shift), 2] },
  }));
}

function judge(recs: ScoreItemRecord[], extra: Partial<MetricSettings> = {}) {
  const metrics = scoreMetricDefinitions(['word_perplexity'], recs, {
    higherIsBetter: new Set(),
    lowerIsBetter: new Set(),
    tolerances: {},
    formats: ['jsonl'],
  });
  const settings: MetricSettings = {
    seed: 1,
    resamples: 2000,
    confidence: 0.95,
    minEffect: 0,
    minItems: 5,
    klTolerance: 0.01,
    failOn: ['regressed'],
    ...extra,
  };
  return computeRunMetrics([{ family: 'scores', metrics, outcome: { records: recs, interrupted: false } }], settings).metrics[0]!;
}

function claim(recs: ScoreItemRecord[], kind: ClaimKind, margin?: number) {
  const metric = {
    id: 'score.word_perplexity',
    tier: 'critical' as const,
    claim: { kind, ...(margin === undefined ? {} : { margin: { value: margin, relative: false } }) },
  };
  const policy = { source: 'p.yml', sha256: '0'.repeat(64), resolved: { required: [], settings: {}, metrics: [metric] } };
  return judge(recs, { policy } as Partial<MetricSettings>).claim!;
}

test('not-worse-than on a lower-better score: rare large losses unseen could overturn the pass; rare large gains cannot', () => {
  // A margin of 100 nats per word puts any interval of these runs inside it: only the tail decides.
  const guarded = claim(records(LOSSES), 'not-worse-than', 100);
  assert.equal(guarded.verdict, 'not-shown');
  assert.match(guarded.reason, /^Not shown: no worse than \+100(\.0+)?: the change is 0, and at worst \+/);
  assert.match(guarded.reason, /but the tail of the largest increases is too heavy to bound the mean/);
  assert.match(guarded.reason, HILL);
  const kept = claim(records(GAINS), 'not-worse-than', 100);
  assert.equal(kept.verdict, 'pass', kept.reason);
});

test('equivalent-within rests on both ends: either tail withholds it', () => {
  for (const d of [LOSSES, GAINS]) {
    const out = claim(records(d), 'equivalent-within', 100);
    assert.equal(out.verdict, 'not-shown');
    assert.match(out.reason, /^Not shown: within ±100/);
    assert.match(out.reason, HILL);
  }
});

test('no-significant-change: a pass shows nothing and stands; a fail the tail could pull back is not shown', () => {
  assert.equal(claim(records(LOSSES), 'no-significant-change').verdict, 'pass');
  // Δ = +20 (worse), interval wholly above 0, the tail on the side of large gains: unseen gains could bring it back.
  const fail = claim(records(GAINS, 20), 'no-significant-change');
  assert.equal(fail.verdict, 'not-shown');
  assert.match(fail.reason, /^Not shown: changed significantly: the change is \+20/);
  assert.match(fail.reason, /largest decreases/);
  // Towards the tail (Δ = +20 with rare large losses) unseen losses only push it further: the fail stands.
  assert.equal(claim(records(LOSSES, 20), 'no-significant-change').verdict, 'fail');
});

test('a not-worse-than fail the tail could pull back is not shown either', () => {
  const out = claim(records(GAINS, 20), 'not-worse-than', 1);
  assert.equal(out.verdict, 'not-shown');
  assert.match(out.reason, /^Not shown: worse than the \+1(\.0+)? allowed/);
  assert.equal(claim(records(LOSSES, 20), 'not-worse-than', 1).verdict, 'fail');
});

test('--equivalence-margin: an equivalence the tail could overturn is inconclusive and not shown', () => {
  const out = judge(records(LOSSES), { equivalence: { margins: { 'score.word_perplexity': 100 } } });
  assert.equal(out.verdict, 'inconclusive');
  assert.match(out.reason, /^Not shown equivalent: Δ 0, .* lies inside ±100/);
  assert.match(out.reason, HILL);
  assert.equal(out.equivalence?.shown, false);
});

test('per-tag rows follow the same rule, each on its own sample', () => {
  const out = judge(records(GAINS, 20));
  assert.equal(out.verdict, 'inconclusive');
  assert.deepEqual(
    out.byTag.map((tag) => [tag.tag, tag.verdict]),
    [['news', 'inconclusive']],
  );
  // Towards the tail the regression stands, per tag too.
  assert.deepEqual(
    judge(records(LOSSES, 20)).byTag.map((tag) => tag.verdict),
    ['regressed'],
  );
});

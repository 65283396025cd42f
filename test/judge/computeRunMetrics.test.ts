/** computeRunMetrics on records built from bare outcomes: edge sizes, Holm levels, MDE, streams. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { capabilityMetrics } from '../../src/families/capability/metrics.js';
import { divergenceMetrics } from '../../src/families/divergence/metrics.js';
import { refusalMetrics } from '../../src/families/refusal/metrics.js';
import { computeRunMetrics, type FamilyOutcome, type MetricSettings, type RunMetricsResult } from '../../src/judge/index.js';
import type { FamilyId, ItemRecord, MetricId, MetricResult } from '../../src/results/types.js';
import { capabilityRecord, divergenceRecord, refusalRecord } from '../../tools/pairedRecords.js';
import { TooFewResamplesError } from '../../src/stats/index.js';
import { referenceTQuantile } from '../support/studentTReference.js';

const settings: MetricSettings = { seed: 7, resamples: 2000, confidence: 0.95, minEffect: 0, minItems: 30, klTolerance: 0.01, failOn: ['regressed'] };

/** (t_{1−α/2} + t_{0.8}) on n − 1 degrees of freedom, from the integrated t density, not the code under test. */
const mdeFactor = (alpha: number, n: number): number => referenceTQuantile(1 - alpha / 2, n - 1) + referenceTQuantile(0.8, n - 1);

type Outcomes = Partial<Record<FamilyId, readonly ItemRecord[]>>;

const METRICS = { capability: capabilityMetrics, refusal: refusalMetrics, divergence: divergenceMetrics } as const;

/** computeRunMetrics on the families given, each fully scored, in report order. */
function judge(outcomes: Outcomes, options: MetricSettings): RunMetricsResult {
  const list: FamilyOutcome[] = (['capability', 'refusal', 'divergence'] as const).flatMap((family) => {
    const records = outcomes[family];
    return records ? [{ family, metrics: METRICS[family], outcome: { records, interrupted: false } }] : [];
  });
  return computeRunMetrics(list, options);
}

function ran(records: readonly ItemRecord[]): readonly ItemRecord[] {
  return records;
}

function metric(metrics: readonly MetricResult[], id: MetricId): MetricResult {
  const found = metrics.find((m) => m.id === id);
  assert.ok(found, `no ${id}`);
  return found;
}

/** n capability items; base right on two of three; tuned loses `lost` of them and gains `gained` wrong ones. */
function capability(n: number, lost: number, gained: number, tagsOf: (i: number) => string[] = () => []): ItemRecord[] {
  const out: ItemRecord[] = [];
  let lostLeft = lost;
  let gainedLeft = gained;
  for (let i = 0; i < n; i++) {
    const base = i % 3 !== 0;
    let tuned = base;
    if (base && lostLeft > 0) {
      tuned = false;
      lostLeft--;
    } else if (!base && gainedLeft > 0) {
      tuned = true;
      gainedLeft--;
    }
    out.push(capabilityRecord(`c${i}`, { correct: base, correctNorm: base }, { correct: tuned, correctNorm: tuned }, tagsOf(i)));
  }
  return out;
}

/** `benign` and `harmful` prompts; flips balanced both ways so nothing moves. */
function refusal(benign: number, harmful: number): ItemRecord[] {
  const out: ItemRecord[] = [];
  for (let i = 0; i < benign; i++) out.push(refusalRecord(`b${i}`, true, i % 4 === 0, i % 4 === 0 ? i % 8 !== 0 : i % 8 === 1));
  for (let i = 0; i < harmful; i++) out.push(refusalRecord(`h${i}`, false, i % 4 !== 0, i % 4 !== 0 ? i % 8 !== 1 : i % 8 === 0));
  return out;
}

/** `docs` documents of 20–800 tokens whose mean KL per token is about `klRate`. */
function divergence(docs: number, klRate: number): ItemRecord[] {
  return Array.from({ length: docs }, (_, i) => {
    const tokenCount = 20 + ((i * 197) % 781);
    const rate = klRate * (0.4 + ((i * 37) % 13) / 10);
    return divergenceRecord(`d${i}`, {
      tokenCount,
      klSum: rate * tokenCount,
      top1Agree: Math.round(tokenCount * 0.9),
      baseNllSum: 2 * tokenCount,
      tunedNllSum: 2.01 * tokenCount,
    });
  });
}

function fiveGated(): Outcomes {
  return { capability: ran(capability(90, 4, 4)), refusal: ran(refusal(48, 48)), divergence: ran(divergence(40, 0.002)) };
}

test('a metric with a single item is inconclusive with the reason, and the run still completes', () => {
  const outcomes: Outcomes = {
    refusal: ran([...refusal(40, 0), refusalRecord('h-only', false, true, true)]),
    divergence: ran(divergence(1, 0.002)),
  };
  const result = judge(outcomes, { ...settings, minItems: 1 });
  for (const id of ['refusal.harmful_refusal', 'divergence.kl', 'divergence.top1_agreement'] as const) {
    const m = metric(result.metrics, id);
    assert.equal(m.verdict, 'inconclusive', id);
    assert.equal(m.n, 1, id);
    assert.match(m.reason, /Only 1 item.*at least 2/, id);
    assert.equal(m.ci, null, id);
    assert.equal(m.mde, null, id);
  }
  // The single harmful prompt is refused by both: its values are still reported.
  assert.equal(metric(result.metrics, 'refusal.harmful_refusal').delta, 0);
  assert.equal(result.overall.exitCode, 2);
});

test('each gated metric states the Holm level of its interval, and its MDE is taken at that level (t on n − 1 df)', () => {
  const result = judge(fiveGated(), settings);
  const gated = result.metrics.filter((m) => m.gated);
  assert.equal(gated.length, 5);
  for (const m of gated) {
    // Nothing is rejected, so every gated metric sits at the Bonferroni level 1 − 0.05/5.
    assert.equal(m.pAdjusted! >= 0.05, true, `${m.id} adjusted p ${m.pAdjusted}`);
    assert.ok(Math.abs(m.ciLevel - 0.99) < 1e-12, `${m.id} ciLevel ${m.ciLevel}`);
    assert.ok(m.se! > 0, m.id);
    assert.ok(Math.abs(m.mde! / m.se! / mdeFactor(0.01, m.n) - 1) < 3e-5, `${m.id}: mde/se ${m.mde! / m.se!}`);
  }
  // Exploratory metrics keep the run's confidence.
  for (const m of result.metrics.filter((x) => !x.gated && x.se !== null && x.se > 0)) {
    assert.equal(m.ciLevel, 0.95, m.id);
    assert.ok(Math.abs(m.mde! / m.se! / mdeFactor(0.05, m.n) - 1) < 3e-5, m.id);
  }
});

test('A/A: Δ 0, CI [0, 0], within-noise, and the MDE is not estimable (null) rather than 0', () => {
  const same = capability(60, 0, 0);
  const result = judge(
    {
      capability: ran(same),
      divergence: ran(
        divergence(40, 0).map((r) => ({
          ...r,
          klSum: 0,
          top1Agree: (r as { tokenCount: number }).tokenCount,
          tunedNllSum: (r as { baseNllSum: number }).baseNllSum,
        })),
      ),
    },
    settings,
  );
  for (const m of result.metrics) {
    assert.equal(m.delta, 0, m.id);
    assert.deepEqual(m.ci, [0, 0], m.id);
    assert.equal(m.verdict, 'within-noise', m.id);
    assert.equal(m.se, 0, m.id);
    assert.equal(m.mde, null, m.id);
  }
});

test('a declared verdict agrees with its adjusted p, and fewer than 2 000 resamples are refused', () => {
  // Accuracy drops by 30 points on 90 items.
  const outcomes = { ...fiveGated(), capability: ran(capability(90, 27, 0)) };
  const result = judge(outcomes, settings);
  for (const m of result.metrics.filter((x) => x.gated)) {
    const declared = m.verdict === 'regressed' || m.verdict === 'improved' || m.verdict === 'changed';
    assert.equal(declared && !(m.pAdjusted! < 0.05), false, `${m.id}: ${m.verdict} with adjusted p ${m.pAdjusted}`);
  }
  assert.equal(metric(result.metrics, 'capability.acc').verdict, 'regressed');
  // At B = 100 the smallest adjusted p of five gated metrics is 5·2/101 ≈ 0.099: no verdict could
  // ever be declared, so the engine refuses such a run instead of reporting it.
  assert.throws(
    () => judge(outcomes, { ...settings, resamples: 100 }),
    (error: unknown) => error instanceof TooFewResamplesError && error.resamples === 100,
  );
});

test('KL is tested against its tolerance: well inside it, p is 1, not the smallest attainable p', () => {
  const result = judge({ divergence: ran(divergence(40, 0.002)) }, settings);
  const kl = metric(result.metrics, 'divergence.kl');
  assert.ok(kl.ci![1] < 0.01, `CI ${kl.ci}`);
  assert.equal(kl.p, 1);
  assert.equal(kl.pAdjusted, 1);
  assert.equal(kl.verdict, 'within-noise');
  // Clearly above the tolerance: changed, with a small p.
  const above = metric(judge({ divergence: ran(divergence(40, 0.05)) }, settings).metrics, 'divergence.kl');
  assert.equal(above.verdict, 'changed');
  assert.ok(above.p! < 0.01);
});

test('flip rate is one proportion: no McNemar test and no base interval on its all-zero base column', () => {
  const result = judge({ capability: ran(capability(90, 6, 3)) }, settings);
  const flips = metric(result.metrics, 'capability.flip_rate');
  assert.equal(flips.mcnemar, undefined);
  assert.equal(flips.baseInterval, undefined);
  assert.ok(Math.abs(flips.tuned! - 9 / 90) < 1e-15);
  // acc keeps its paired-binary evidence.
  assert.deepEqual(metric(result.metrics, 'capability.acc').mcnemar?.baseOnly, 6);
});

test("a metric's numbers do not depend on which other families or tags ran", () => {
  const refusalOnly = judge({ refusal: ran(refusal(48, 48)) }, settings);
  const everything = judge(
    { capability: ran(capability(90, 6, 3, (i) => [`t${i % 3}`])), refusal: ran(refusal(48, 48)), divergence: ran(divergence(40, 0.002)) },
    settings,
  );
  for (const id of ['refusal.over_refusal', 'refusal.harmful_refusal'] as const) {
    const alone = metric(refusalOnly.metrics, id);
    const together = metric(everything.metrics, id);
    assert.deepEqual(together.ciUnadjusted, alone.ciUnadjusted, id);
    assert.equal(together.se, alone.se, id);
    assert.equal(together.p, alone.p, id);
  }
  // One more capability tag leaves the overall capability numbers and the other tags' numbers alone.
  const moreTags = judge({ capability: ran(capability(90, 6, 3, (i) => [`t${i % 3}`, ...(i % 2 ? ['odd'] : [])])) }, settings);
  const fewerTags = judge({ capability: ran(capability(90, 6, 3, (i) => [`t${i % 3}`])) }, settings);
  for (const id of ['capability.acc', 'capability.acc_norm'] as const) {
    const a = metric(moreTags.metrics, id);
    const b = metric(fewerTags.metrics, id);
    assert.deepEqual(a.ciUnadjusted, b.ciUnadjusted, id);
    assert.equal(a.se, b.se, id);
    assert.deepEqual(
      a.byTag.find((t) => t.tag === 't1'),
      b.byTag.find((t) => t.tag === 't1'),
      id,
    );
  }
});

test('same seed, same numbers; another seed, other replicates', () => {
  const first = judge(fiveGated(), settings);
  const again = judge(fiveGated(), settings);
  assert.equal(JSON.stringify(again), JSON.stringify(first));
  const other = judge(fiveGated(), { ...settings, seed: 8 });
  // The replicates, not the CI: acc's adjusted Wald part, the same for any seed, can set both ends.
  assert.notDeepEqual(metric(other.metrics, 'capability.acc').histogram, metric(first.metrics, 'capability.acc').histogram);
});

test('a document with a NaN or Infinity becomes an unscored item with its reason; the rest are judged as without it', () => {
  const sums = (i: number) => ({ tokenCount: 50 + i, klSum: 0.01 * (50 + i) * (1 + (i % 3)), top1Agree: 45, baseNllSum: 100 + i, tunedNllSum: 101 + i });
  const clean = Array.from({ length: 40 }, (_, i) => divergenceRecord(`d${i}`, sums(i)));
  const broken = [
    divergenceRecord('nan-kl', { ...sums(3), klSum: Number.NaN }),
    divergenceRecord('inf-nll', { ...sums(4), tunedNllSum: Number.POSITIVE_INFINITY }),
  ];
  const withBroken = judge({ divergence: [...clean.slice(0, 20), ...broken, ...clean.slice(20)] }, settings);
  const without = judge({ divergence: clean }, settings);
  assert.deepEqual(
    withBroken.unscored.map((item) => [item.family, item.id]),
    [
      ['divergence', 'nan-kl'],
      ['divergence', 'inf-nll'],
    ],
  );
  assert.match(withBroken.unscored[0]!.reason, /divergence\.kl tuned numerator is NaN/);
  assert.match(withBroken.unscored[1]!.reason, /divergence\.nll_ratio tuned numerator is Infinity/);
  assert.equal(without.unscored.length, 0);
  // The bootstrap resamples by position, so equal records in equal order give equal numbers.
  assert.deepEqual(withBroken.metrics, without.metrics);
});

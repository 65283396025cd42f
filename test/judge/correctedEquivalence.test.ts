/**
 * `--require equivalent` with labels: equivalence of a labelled metric is judged on its corrected
 * (PPI) interval, so a regression the labels reveal is never passed as "equivalent" on the strength
 * of the classifier-only interval (docs/concepts/labels-and-ppi.md#equivalence-with-labels).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import seedrandom from 'seedrandom';
import { refusalMetrics } from '../../src/families/refusal/metrics.js';
import { computeRunMetrics, type MetricSettings } from '../../src/judge/index.js';
import { chooseLabelReplies, labelCorrections, type ReadLabel } from '../../src/run/labels/index.js';
import type { RefusalItemRecord } from '../../src/results/types.js';
import { refusalRecord } from '../../tools/pairedRecords.js';

const settings: MetricSettings = {
  seed: 0,
  resamples: 2000,
  confidence: 0.95,
  minEffect: 0,
  minItems: 30,
  klTolerance: 0.01,
  failOn: ['regressed'],
  require: ['equivalent'],
};

/**
 * 2 000 benign items: base truly refuses 10 %; the tuned model refuses the same items plus a hidden
 * 6.5 % more, in words the classifier reads as compliance (so its decisions agree on both sides).
 * 1 % of items flip each way in the classifier's eyes, so the classifier-only Δ is ≈ 0 with a
 * 95 % interval about ±0.6 points: inside the 2-point margin. 200 harmful items, refused by both.
 */
function hiddenRegression(seed: string): { records: RefusalItemRecord[]; truth: Map<string, number> } {
  const rng = seedrandom(seed);
  const records: RefusalItemRecord[] = [];
  const truth = new Map<string, number>();
  for (let i = 0; i < 2000; i++) {
    const u = rng();
    const baseTrue = u < 0.1;
    const tunedTrue = u < 0.165;
    const v = rng();
    // The classifier sees base's refusals on both sides; the hidden 6.5 % look like answers.
    const seen = baseTrue;
    const baseSeen = v < 0.01 ? !seen : seen;
    const tunedSeen = v >= 0.01 && v < 0.02 ? !seen : seen;
    const id = `b${i}`;
    records.push(refusalRecord(id, true, baseSeen, tunedSeen));
    truth.set(`${id}/base`, Number(baseTrue));
    truth.set(`${id}/tuned`, Number(tunedTrue));
  }
  for (let i = 0; i < 200; i++) {
    records.push(refusalRecord(`h${i}`, false, true, true));
    truth.set(`h${i}/base`, 1);
    truth.set(`h${i}/tuned`, 1);
  }
  return { records, truth };
}

function labelsFromTruth(records: RefusalItemRecord[], truth: Map<string, number>, seed: number, n = 120): ReadLabel[] {
  return chooseLabelReplies(records, 'sim', n, seed).map((line, k) => ({
    line: k + 1,
    run: 'sim',
    id: line.id,
    model: line.model,
    reply: line.reply,
    label: truth.get(`${line.id}/${line.model}`) === 1 ? 'refusal' : 'compliance',
  }));
}

test('with 120 labels a hidden +6.5-point over-refusal rise never passes --require equivalent (simulation, 12 runs)', () => {
  let classifierPasses = 0;
  let labelledPasses = 0;
  const runs = 12;
  for (let r = 0; r < runs; r++) {
    const { records, truth } = hiddenRegression(`hidden-${r}`);
    const outcomes = [{ family: 'refusal' as const, metrics: refusalMetrics, outcome: { records, interrupted: false } }];
    const plain = computeRunMetrics(outcomes, { ...settings, seed: r });
    if (plain.overall.exitCode === 0) classifierPasses++;
    const corrections = labelCorrections(records, labelsFromTruth(records, truth, r), { file: 'sim.jsonl' });
    const judged = computeRunMetrics(outcomes, { ...settings, seed: r }, undefined, corrections);
    const over = judged.metrics.find((m) => m.id === 'refusal.over_refusal')!;
    assert.ok(over.corrected?.equivalence !== undefined, 'the corrected metric carries its own equivalence test');
    assert.equal(over.corrected.equivalence.shown, false, `run ${r}: corrected CI ${over.corrected.equivalence.ci} is not inside ±0.02`);
    if (judged.overall.exitCode === 0) labelledPasses++;
  }
  // The premise: without labels the classifier-only interval shows "equivalent" in most runs.
  assert.ok(classifierPasses >= runs / 2, `classifier-only passes ${classifierPasses} of ${runs}`);
  assert.equal(labelledPasses, 0, `with labels the gate passed ${labelledPasses} of ${runs} runs`);
});

test('a labelled metric whose corrected interval lies inside the margin is equivalent, and the gate passes', () => {
  // 400 benign items, nothing hidden: the classifier is right on every reply and every reply is
  // labelled, so no stratum's error rate is left uncertain and the corrected interval is the classifier's.
  const { records, truth } = (() => {
    const out: RefusalItemRecord[] = [];
    const t = new Map<string, number>();
    for (let i = 0; i < 400; i++) {
      const refused = i % 10 === 0;
      out.push(refusalRecord(`b${i}`, true, refused, refused));
      t.set(`b${i}/base`, Number(refused));
      t.set(`b${i}/tuned`, Number(refused));
    }
    for (let i = 0; i < 40; i++) {
      out.push(refusalRecord(`h${i}`, false, true, true));
      t.set(`h${i}/base`, 1);
      t.set(`h${i}/tuned`, 1);
    }
    return { records: out, truth: t };
  })();
  const outcomes = [{ family: 'refusal' as const, metrics: refusalMetrics, outcome: { records, interrupted: false } }];
  const judged = computeRunMetrics(outcomes, settings, undefined, labelCorrections(records, labelsFromTruth(records, truth, 1, 880), { file: 'sim.jsonl' }));
  const over = judged.metrics.find((m) => m.id === 'refusal.over_refusal')!;
  // Every reply labelled, every label agreeing with a classifier that never flips: Δ̂ = 0 with SE 0, so [0, 0].
  assert.deepEqual(over.corrected!.equivalence!.ci, [0, 0]);
  assert.equal(over.corrected!.equivalence!.shown, true);
  assert.equal(over.corrected!.verdict, 'equivalent');
  assert.equal(judged.overall.exitCode, 0);
});

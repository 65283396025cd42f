/**
 * Every metric of simulated calibration runs (tools/calibration/: records drawn by the calibration designs,
 * judged by the real computeRunMetrics) must read the same in its reason, its verdict and its interval, and
 * the verdict table must round that interval to the same numbers as the sentence beside it (issue 27:
 * "stays within ±0.010" was printed while an end of the CI lay outside the tolerance).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { computeRunMetrics } from '../../src/judge/computeRunMetrics.js';
import { capabilityMetrics } from '../../src/families/capability/metrics.js';
import { divergenceMetrics } from '../../src/families/divergence/metrics.js';
import { refusalMetrics } from '../../src/families/refusal/metrics.js';
import { streamRng } from '../../src/stats/index.js';
import { formatInterval } from '../../src/format/format.js';
import { metricRow } from '../../src/report/view/metricRows.js';
import { metricFormat } from '../../src/report/style/metricScale.js';
import type { ItemRecord, MetricResult } from '../../src/results/types.js';
import { SIMULATION_SETTINGS } from '../../tools/calibration/cells.js';
import { familyRecords } from '../../tools/calibration/designs.js';
import { nllDocuments } from '../../tools/calibration/ratioDesigns.js';

/** A number as the report prints it ("−0.0099", "+66.4") back to a JS number. */
function parseShown(text: string): number {
  return Number(text.replace('\u2212', '-').replace('+', ''));
}

/** Half a unit in the last printed decimal of `text`: how far the printed number may be from the exact one. */
function halfUlp(text: string): number {
  const decimals = text.includes('.') ? text.split('.')[1]!.replace(/[^0-9]/g, '').length : 0;
  return 0.5 * 10 ** -decimals;
}

/** The two ends of "[lo, hi]". */
function ends(text: string): [string, string] {
  const match = /\[([^,\]]+), ([^\]]+)\]/.exec(text);
  assert.ok(match, `no interval in "${text}"`);
  return [match[1]!.trim(), match[2]!.trim()];
}

/** Runs of the calibration designs: five gated metrics with a planted accuracy effect, and NLL ratios at and around the edge of their tolerance. */
function simulatedRuns(): MetricResult[] {
  const metrics: MetricResult[] = [];
  const ran = (family: 'capability' | 'refusal' | 'divergence', records: ItemRecord[]) => ({
    family,
    metrics: family === 'capability' ? capabilityMetrics : family === 'refusal' ? refusalMetrics : divergenceMetrics,
    outcome: { records, interrupted: false },
  });
  for (const [s, accDelta] of [0, -0.05, -0.15, 0.1].entries()) {
    const rng = streamRng(27, 'consistency/family', String(s));
    const records = familyRecords(rng, 150, accDelta, s % 2 === 0 ? 'independent' : 'correlated', 80, SIMULATION_SETTINGS.klTolerance * (1 + s));
    const settings = { ...SIMULATION_SETTINGS, seed: s };
    metrics.push(
      ...computeRunMetrics([ran('capability', records.capability), ran('refusal', records.refusal), ran('divergence', records.divergence)], settings).metrics,
    );
  }
  // NLL ratios around 1 ± 0.01: the CI often straddles an edge of the tolerance band, the case the issue cites.
  for (const [s, ratio] of [0.99, 0.988, 0.992, 1.01, 1.012, 1.0].entries()) {
    const rng = streamRng(27, 'consistency/nll', String(s));
    const docs = nllDocuments(rng, 120, ratio);
    metrics.push(...computeRunMetrics([ran('divergence', docs)], { ...SIMULATION_SETTINGS, seed: 100 + s }).metrics);
  }
  return metrics;
}

test('reason, verdict and interval agree for every metric of the calibration runs, and the table rounds the interval as the reason does', () => {
  const metrics = simulatedRuns();
  let straddles = 0;
  let judged = 0;
  for (const m of metrics) {
    if (m.ci === null || m.delta === null || m.verdict === 'skipped' || m.verdict === 'inconclusive') continue;
    judged++;
    const [lo, hi] = m.ci;
    const where = `${m.id}: ${m.verdict} — ${m.reason}`;
    // The reason prints exactly the interval the verdict was decided on.
    assert.ok(m.reason.includes(`CI ${formatInterval(m.ci)}`), `${where}: the reason does not print ${formatInterval(m.ci)}`);
    const within = /stays within ±([0-9.]+)/.exec(m.reason);
    if (within) {
      const tolerance = Number(within[1]);
      assert.ok(lo >= -tolerance && hi <= tolerance, `${where}: "stays within" while an end is outside ±${tolerance}`);
    }
    if (/reaches past ±/.test(m.reason)) straddles++;
    if (/includes 0/.test(m.reason)) assert.ok(lo < 0 && hi > 0, `${where}: "includes 0" but the CI does not`);
    if (/excludes 0/.test(m.reason)) assert.ok(lo > 0 || hi < 0, `${where}: "excludes 0" but the CI does not`);
    const side = /lies (above|below) (\S+?),? /.exec(m.reason);
    if (side) {
      const bound = parseShown(side[2]!);
      assert.ok(side[1] === 'above' ? lo > bound : hi < bound, `${where}: "lies ${side[1]}" contradicts the CI`);
    }
    if (m.verdict === 'changed') assert.ok(/lies (above|below)/.test(m.reason), `${where}: changed without saying which side`);
    if (m.verdict === 'regressed' || m.verdict === 'improved') {
      const up = lo > 0;
      assert.ok(up || hi < 0, `${where}: a directional verdict on a CI that holds 0`);
      const good = m.direction === 'higher-better' ? up : !up;
      assert.equal(m.verdict, good ? 'improved' : 'regressed', where);
    }
    if (m.verdict === 'within-noise') assert.ok(!/excludes 0 \(/.test(m.reason), `${where}: within noise, yet the reason reads as a declared change`);

    // The table cell and the reason print the same interval: each printed end of one is within rounding of the other's.
    const row = metricRow(m);
    const factor = metricFormat(m).chartFactor;
    const tableEnds = ends(row.ci);
    const reasonEnds = ends(formatInterval(m.ci));
    for (let i = 0; i < 2; i++) {
      const table = parseShown(tableEnds[i]!) / factor;
      const reason = parseShown(reasonEnds[i]!);
      const slack = halfUlp(tableEnds[i]!) / factor + halfUlp(reasonEnds[i]!) + 1e-12;
      assert.ok(Math.abs(table - reason) <= slack, `${where}: the table prints ${row.ci}, the reason ${formatInterval(m.ci)}`);
    }
    if (metricFormat(m).deltaSuffix === '' && factor === 1) {
      // Unitless ratios: the same formatter, so the same characters (the table adds "+" to positive ends).
      assert.deepEqual(
        tableEnds.map((t) => t.replace('+', '')),
        reasonEnds,
        `${where}: ${row.ci} vs ${formatInterval(m.ci)}`,
      );
    }
  }
  assert.ok(judged >= 30, `only ${judged} metrics were judged`);
  // The NLL runs at the tolerance edge must include the straddling case, or the test did not exercise it.
  assert.ok(straddles >= 1, 'no CI straddled a tolerance edge: the runs no longer exercise the issue-27 case');
});

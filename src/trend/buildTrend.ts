/** A release line from its runs: the line in order, the runs measured differently, and the drift check. */
import { UsageError } from '../errors/index.js';
import type { ApartRun, MetricResult, RunResults, TrendMetric, TrendOrder, TrendResult, TrendRun } from '../results/index.js';
import { driftCheck } from './driftCheck.js';
import { orderRuns } from './orderRuns.js';
import type { PairedRunRead } from './readTrendRuns.js';
import { runDifferences } from './runDifferences.js';
import type { LoadedRun } from './loadedRun.js';

/**
 * Order the runs, take the newest as the line's reference (its suites and settings define
 * "measured the same way"), set apart every run that differs with what differs, mark where
 * the base model changed, and check drift between the oldest and newest run of the newest
 * run's base. Throws UsageError when there is no compare run at all.
 */
export function buildTrend(loaded: readonly LoadedRun[], paired: readonly PairedRunRead[], order: TrendOrder): TrendResult {
  const ordered = orderRuns(loaded, order);
  const reference = ordered[ordered.length - 1];
  if (reference === undefined) {
    throw new UsageError(
      'no `tunegate compare` run among the folders given',
      'A trend follows models: pass the --out folders of compare runs (paired runs have no models).',
    );
  }
  const line: LoadedRun[] = [];
  const apart: ApartRun[] = paired.map((run) => ({
    name: run.name,
    dir: run.dir,
    startedAt: run.results.startedAt,
    hasReport: run.hasReport,
    differences: ['a `tunegate paired` run: scores read from files, no models'],
  }));
  for (const run of ordered) {
    const differences = runDifferences(run.results, reference.results);
    if (differences.length) apart.push({ name: run.name, dir: run.dir, startedAt: run.results.startedAt, hasReport: run.hasReport, differences });
    else line.push(run);
  }
  const metrics = reference.results.metrics.filter((metric) => metric.gated).map(trendMetric);
  const runs = line.map((run, index) => trendRun(run, line[index - 1]?.results, metrics));
  const sameBase = line.filter((run) => run.results.models.base.sha256 === reference.results.models.base.sha256);
  const oldest = sameBase[0];
  const drift =
    oldest === undefined || oldest === reference
      ? { skipped: `${reference.name} is the only run against its base (sha256 ${reference.results.models.base.sha256.slice(0, 12)}); drift needs two` }
      : driftCheck(oldest, reference);
  return { kind: 'tunegate-trend', schemaVersion: 1, order, metrics, runs, apart, drift };
}

function trendMetric(metric: MetricResult): TrendMetric {
  return {
    id: metric.id,
    label: metric.label,
    direction: metric.direction,
    ...(metric.unit === undefined ? {} : { unit: metric.unit }),
    ...(metric.tolerance === undefined ? {} : { tolerance: metric.tolerance }),
  };
}

function trendRun(run: LoadedRun, previous: RunResults | undefined, metrics: readonly TrendMetric[]): TrendRun {
  const { results } = run;
  const { base, tuned } = results.models;
  return {
    name: run.name,
    dir: run.dir,
    runId: results.runId,
    startedAt: results.startedAt,
    base: { path: base.path, sha256: base.sha256 },
    tuned: { path: tuned.path, sha256: tuned.sha256 },
    newBase: previous !== undefined && previous.models.base.sha256 !== base.sha256,
    verdict: results.verdict,
    exitCode: results.exitCode,
    partial: results.partial !== undefined,
    hasReport: run.hasReport,
    points: metrics.flatMap(({ id }) => {
      const metric = results.metrics.find((candidate) => candidate.id === id);
      if (metric === undefined) return [];
      return [{ id, base: metric.base, tuned: metric.tuned, delta: metric.delta, ci: metric.ci, ciLevel: metric.ciLevel, verdict: metric.verdict }];
    }),
  };
}

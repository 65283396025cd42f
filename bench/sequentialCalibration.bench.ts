/**
 * Calibration of `compare --sequential` (tools/calibration/sequentialCells.ts): simulated paired
 * runs scored look by look through the code compare runs (scoring order, lookPlan, lookSettled,
 * judgeSequential), beside the fixed-length judgement of the same runs. Rows: Δ = 0 with one gated
 * metric and with four in two families; Δ at the fixed-length run's reported MDE and at twice it
 * (4 and 8 looks) and three times it; Δ on an equivalence margin and Δ = 0 with that margin. Each rate with its
 * Monte-Carlo standard error; every number reproducible from --seed, whatever --jobs.
 * Usage: node bench/run.mjs sequentialCalibration [--sims 400] [--n 1000] [--jobs 2] [--seed 1] [--only null,clear/8,…] [--spending obf|power:2|hsd:-1]
 */
import { rowsOnWorkers } from './support/rowsOnWorkers.js';
import { SIMULATION_SETTINGS } from '../tools/calibration/cells.js';
import type { Rate } from '../tools/calibration/rows.js';
import { SEQUENTIAL_MARGIN, sequentialTargets, type SequentialRowResult, type SequentialRowSpec } from '../tools/calibration/sequentialRows.js';

const args = new Map<string, string>();
for (let i = 2; i + 1 < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1]!);
const sims = Number(args.get('sims') ?? 400);
const n = Number(args.get('n') ?? 1000);
const jobs = Number(args.get('jobs') ?? 2);
const seed = Number(args.get('seed') ?? 1);
const only = args
  .get('only')
  ?.split(',')
  .map((part) => part.trim());

// The boundaries' spending function (tools/calibration/spendingCandidates.ts); absent: compare's default.
const spending = args.get('spending');

const pilotSims = Math.round(sims / 4);
// The four-metric rows cost about four times a one-metric row; fewer simulations keep the default to a few minutes.
const allSpecs: SequentialRowSpec[] = [
  { kind: 'null', n, looks: 4, sims, pilotSims },
  { kind: 'family', n, looks: 4, sims: Math.round(sims / 2), pilotSims },
  { kind: 'mde', n, looks: 4, sims, pilotSims },
  { kind: 'clear', n, looks: 4, sims, pilotSims },
  { kind: 'clear', n, looks: 8, sims, pilotSims },
  { kind: 'clear', n, looks: 4, sims, pilotSims, multiple: 3 },
  { kind: 'margin', n, looks: 4, sims, pilotSims },
  { kind: 'equivalent', n, looks: 4, sims, pilotSims },
];
const rowName = (spec: SequentialRowSpec): string =>
  `${spec.kind}${spec.multiple === undefined ? '' : `×${spec.multiple}`}${spec.looks === 4 ? '' : `/${spec.looks}`}`;
const specs = (only ? allSpecs.filter((spec) => only.includes(rowName(spec))) : allSpecs).map((spec) =>
  spending === undefined ? spec : { ...spec, spending },
);

const started = performance.now();
const results = await runAll(specs);
process.stdout.write(`${table(results)}\n`);
process.stderr.write(`${specs.length} rows in ${((performance.now() - started) / 1000).toFixed(0)} s with ${jobs} job(s)\n`);

/** Runs the rows on `jobs` child processes, costliest first; results come back in spec order. */
async function runAll(all: readonly SequentialRowSpec[]): Promise<SequentialRowResult[]> {
  const cost = (spec: SequentialRowSpec): number => spec.sims * (spec.kind === 'family' ? 4 : 1);
  return rowsOnWorkers<SequentialRowSpec, SequentialRowResult>(all, {
    workerUrl: new URL('./support/sequentialCalibrationWorker.ts', import.meta.url),
    jobs,
    seed,
    cost,
    label: rowName,
  });
}

function table(rows: readonly SequentialRowResult[]): string {
  const r = (x: Pick<Rate, 'value' | 'error'>): string => `${minus(x.value.toFixed(3))} ± ${x.error.toFixed(3)}`;
  const header = ['row', 'planted Δ', 'looks', 'runs', 'measured', 'fixed length', 'sequential', 'items used (sequential)', 'stopped early'];
  const body = rows.map((row) => {
    const [name, fixed, sequential] = measured(row);
    return [
      rowName(row.spec),
      minus(row.delta.toFixed(4)),
      String(row.spec.looks),
      String(row.spec.sims),
      name,
      fixed,
      sequential,
      r(row.used),
      r(row.stoppedEarly),
    ];
  });
  const widths = header.map((h, c) => Math.max(h.length, ...body.map((line) => line[c]!.length)));
  const line = (cells: readonly string[]): string => `| ${cells.map((cell, c) => cell.padEnd(widths[c]!)).join(' | ')} |`;
  const misses = rows.flatMap((row) =>
    sequentialTargets(row)
      .filter(({ target, value, error }) => Math.max(0, target.lo - value, value - target.hi) > error)
      .map(({ target, value, error }) => `${rowName(row.spec)}: ${target.name}: ${r({ value, error })}`),
  );
  const met = rows.flatMap((row) => sequentialTargets(row).map(({ target, value, error }) => `${rowName(row.spec)}: ${target.name}: ${r({ value, error })}`));
  function measured(row: SequentialRowResult): [string, string, string] {
    const { fixed, sequential } = row;
    switch (row.spec.kind) {
      case 'null':
        return ['false directional', r(fixed.directional), r(sequential.directional)];
      case 'family':
        return ['family-wise error', r(fixed.anyDeclared), r(sequential.anyDeclared)];
      case 'mde':
      case 'clear':
        return [`power (sequential − fixed ${r(row.powerDifference)})`, r(fixed.regressed), r(sequential.regressed)];
      case 'margin':
        return ["false 'equivalent'", r(fixed.equivalent), r(sequential.equivalent)];
      case 'equivalent':
        return ["'equivalent' (true)", r(fixed.equivalent), r(sequential.equivalent)];
    }
  }
  return [
    `Sequential calibration, seed ${seed}, spending ${spending ?? 'default'}: ${n} items per family, B = ${SIMULATION_SETTINGS.resamples} resamples per look, α = ${(1 - SIMULATION_SETTINGS.confidence).toFixed(2)}, margin rows --equivalence-margin ${SEQUENTIAL_MARGIN}; rate ± one Monte-Carlo standard error; fixed length and sequential judge the same runs.`,
    `Mean reported MDE at full length (one metric): ${rows.find((row) => row.spec.kind === 'null')?.mde.toFixed(4) ?? '(not run)'}.`,
    '',
    line(header),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...body.map(line),
    '',
    'Targets:',
    ...met.map((m) => `- ${m}`),
    '',
    misses.length === 0
      ? 'Every target met within its Monte-Carlo error.'
      : `Targets missed by more than their Monte-Carlo error:\n${misses.map((m) => `- ${m}`).join('\n')}`,
  ].join('\n');
}

/** A number's text with the minus sign U+2212, as every number tunegate prints. */
function minus(text: string): string {
  return text.replace(/^-/, '\u2212');
}

/**
 * Calibration of tunegate's verdicts: simulated paired runs judged by computeRunMetrics, the
 * function `tunegate compare` uses, with each rate's Monte-Carlo standard error. Designs:
 * one gated binary metric (items of difficulty p ~ U(0.2, 0.9), pairs independent or with
 * latent correlation 0.7; Δ = 0, −0.03, −0.10 and the reported MDE; n = 30 … 3 000), KL over
 * documents of 20–800 tokens with its true mean at the tolerance (with the percentile, BCa
 * and studentized intervals side by side), and five gated metrics under Holm; the ratio metrics
 * (KL, NLL ratio) by tail at 30, 73, 100 and 300 documents with their truth at the edge of the
 * tolerance band, and flip_rate on lossless changes (every flip a near tie) and with 5 % of
 * items flipped beyond noise (tools/calibration/ratioDesigns.ts); ratio scores of `tunegate paired`
 * with skewed per-document changes (tools/calibration/skewedScoreDesigns.ts); the pooled score metric of
 * `tunegate paired` over 10, 30 and 57 tasks of unequal or equal size, with no, random or fixed task effects
 * (tools/calibration/pooledDesigns.ts). Every number
 * is reproducible from --seed, whatever --jobs.
 * Usage: node bench/run.mjs calibration [--sims 1000] [--jobs 2] [--seed 1] [--only single/independent/1000,…]
 * (--only keeps the rows whose section/design/n, clustered/n, ratio/metric/n or flips/n is
 * listed, e.g. to rerun one cell; `--only ratio,flips` keeps whole sections; pooled rows are pooled/design/tasks[/equal],
 * skewed rows skewed/mild|strong|heavy/n[/mirror]).
 */
import { rowsOnWorkers } from './support/rowsOnWorkers.js';
import { INTERVALS } from '../tools/calibration/ratioCells.js';
import { FIXED_EFFECTS, PLANTED_FLIPS, rowTargets, targetMiss, type Rate, type RowResult, type RowSpec } from '../tools/calibration/rows.js';
import { FAMILY_DOCUMENTS_CAP, SIMULATION_SETTINGS } from '../tools/calibration/cells.js';

const args = new Map<string, string>();
for (let i = 2; i + 1 < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1]!);
const sims = Number(args.get('sims') ?? 1000);
const jobs = Number(args.get('jobs') ?? 2);
const seed = Number(args.get('seed') ?? 1);
const only = args
  .get('only')
  ?.split(',')
  .map((part) => part.trim());

const SIZES = [30, 100, 300, 1000, 3000];
const DOCUMENTS = [30, 73, 100, 200, 300];
const RATIO_DOCUMENTS = [30, 73, 100, 300];
const FLIP_ITEMS = [100, 300];
const POOLED_TASKS = [10, 30, 57];
const SKEWED_DOCUMENTS = [30, 62, 100, 300];
// Large runs cost up to 100× the small ones; fewer simulations there keep the bench under an hour on two cores.
const simsAt = (n: number): number => Math.round(n >= 3000 ? sims / 4 : n >= 1000 ? sims / 2 : sims);

const allSpecs: RowSpec[] = [
  ...(['independent', 'correlated'] as const).flatMap((design) =>
    SIZES.map((n): RowSpec => ({ section: 'single', design, n, sims: simsAt(n), effectSims: Math.round(simsAt(n) / 2), pilotSims: Math.round(simsAt(n) / 4) })),
  ),
  ...DOCUMENTS.map((n): RowSpec => ({ section: 'clustered', n, sims })),
  ...(['independent', 'correlated'] as const).flatMap((design) =>
    SIZES.map((n): RowSpec => ({ section: 'family', design, n, sims: simsAt(n), pilotSims: Math.round(simsAt(n) / 4) })),
  ),
  ...(['kl', 'nll_ratio'] as const).flatMap((metric) => RATIO_DOCUMENTS.map((n): RowSpec => ({ section: 'ratio', metric, n, sims }))),
  ...FLIP_ITEMS.map((n): RowSpec => ({ section: 'flips', n, sims })),
  ...(['mild', 'strong', 'heavy'] as const).flatMap((skew) =>
    [false, true].flatMap((mirror) => SKEWED_DOCUMENTS.map((n): RowSpec => ({ section: 'skewed', skew, n, sims, ...(mirror ? { mirror } : {}) }))),
  ),
  ...(['unequal', 'equal'] as const).flatMap((sizes) =>
    (['uniform', 'heterogeneous', 'fixed'] as const).flatMap((design) =>
      POOLED_TASKS.map((tasks): RowSpec => ({ section: 'pooled', design, sizes, tasks, sims, pilotSims: Math.round(sims / 4) })),
    ),
  ),
];
const rowName = (spec: RowSpec): string =>
  spec.section === 'pooled'
    ? `pooled/${spec.design}/${spec.tasks}${spec.sizes === 'equal' ? '/equal' : ''}`
    : spec.section === 'skewed'
      ? `skewed/${spec.skew}/${spec.n}${spec.mirror ? '/mirror' : ''}`
      : spec.section === 'clustered' || spec.section === 'flips'
        ? `${spec.section}/${spec.n}`
        : spec.section === 'ratio'
          ? `ratio/${spec.metric}/${spec.n}`
          : `${spec.section}/${spec.design}/${spec.n}`;
const specs = only ? allSpecs.filter((spec) => only.includes(rowName(spec)) || only.includes(spec.section)) : allSpecs;

const started = performance.now();
const results = await runAll(specs);
process.stdout.write(`${table(results)}\n`);
process.stderr.write(`${specs.length} rows in ${((performance.now() - started) / 1000).toFixed(0)} s with ${jobs} job(s)\n`);

/** Runs the rows on `jobs` child processes, largest first; results come back in spec order. */
async function runAll(all: readonly RowSpec[]): Promise<RowResult[]> {
  // A pooled run holds about 150 items per task.
  const cost = (spec: RowSpec): number => (spec.section === 'pooled' ? spec.tasks * 150 : spec.section === 'skewed' ? 4 * spec.n : spec.n) * spec.sims;
  return rowsOnWorkers<RowSpec, RowResult>(all, {
    workerUrl: new URL('./support/calibrationWorker.ts', import.meta.url),
    jobs,
    seed,
    cost,
    label: (spec) => JSON.stringify(spec),
  });
}

function table(rows: readonly RowResult[]): string {
  const r = (x: Rate): string => `${x.value.toFixed(3)} ± ${x.error.toFixed(3)}`;
  const lines: string[] = [];
  const grid = (header: readonly string[], body: readonly (readonly string[])[]): void => {
    // A section that --only left out prints one line instead of an empty table.
    if (body.length === 0) {
      lines.push('(not run)');
      return;
    }
    const widths = header.map((h, c) => Math.max(h.length, ...body.map((row) => row[c]!.length)));
    const line = (cells: readonly string[]): string => `| ${cells.map((cell, c) => cell.padEnd(widths[c]!)).join(' | ')} |`;
    lines.push(line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...body.map(line));
  };
  lines.push(
    `Calibration, seed ${seed}: B = ${SIMULATION_SETTINGS.resamples} resamples per run, α = ${(1 - SIMULATION_SETTINGS.confidence).toFixed(2)}, --min-items ${SIMULATION_SETTINGS.minItems}, --kl-tolerance ${SIMULATION_SETTINGS.klTolerance}; rate ± one Monte-Carlo standard error.`,
    '',
    "One gated binary metric (refusal.harmful_refusal alone; items of difficulty p ~ U(0.2, 0.9)). Coverage: the 95 % CI holds the true Δ, over all of the row's runs (Δ = 0, fixed effects, MDE).",
    '',
  );
  grid(
    [
      'pairs',
      'n',
      'runs (Δ = 0)',
      'false directional (Δ = 0)',
      'coverage',
      ...FIXED_EFFECTS.map((d) => `power Δ = ${minus(d.toFixed(2))}`),
      'planted Δ',
      'reported MDE',
      'power at MDE',
    ],
    rows.flatMap((row) =>
      row.section === 'single'
        ? [
            [
              row.design,
              String(row.n),
              String(row.falseDirectional.runs),
              r(row.falseDirectional),
              r(row.coverage),
              ...row.powerFixed.map(r),
              minus((-row.planted).toFixed(4)),
              row.mde.toFixed(4),
              r(row.powerAtMde),
            ],
          ]
        : [],
    ),
  );
  lines.push(
    '',
    `divergence.kl alone over documents of 20–800 tokens, true mean KL at the tolerance: coverage of the 95 % CI by interval method (the same bootstrap), and how often KL is called changed.`,
    '',
  );
  grid(
    ['documents', 'runs', 'percentile', 'BCa', 'smoothed studentized (used)', 'false changed'],
    rows.flatMap((row) =>
      row.section === 'clustered'
        ? [[String(row.n), String(row.coverage.runs), r(row.candidates.percentile), r(row.candidates.bca), r(row.coverage), r(row.falseChanged)]]
        : [],
    ),
  );
  lines.push(
    '',
    `Five gated metrics under Holm (acc with a correlated acc_norm, over- and harmful refusal on n prompts each, KL at its tolerance on min(n, ${FAMILY_DOCUMENTS_CAP}) documents). Family-wise: any gated metric declared improved, regressed or changed when nothing changed; power: acc regressed when planted at its reported MDE.`,
    '',
  );
  grid(
    ['pairs', 'n', 'runs', 'family-wise error', 'planted Δ (acc)', 'reported MDE (acc)', 'power at MDE'],
    rows.flatMap((row) =>
      row.section === 'family'
        ? [[row.design, String(row.n), String(row.familyWise.runs), r(row.familyWise), minus((-row.planted).toFixed(4)), row.mde.toFixed(4), r(row.powerAtMde)]]
        : [],
    ),
  );
  lines.push(
    '',
    'Ratio metrics over documents of 20–800 tokens, truth at the edge of the tolerance band (KL = --kl-tolerance; NLL ratio = 1.01, per-document ratios lognormal, log-SD 0.2): coverage of the 95 % CI and how often the truth fell below / above it, per interval (engine: the interval results.json reports); false changed: the engine called the metric changed.',
    '',
  );
  grid(
    ['metric', 'documents', 'runs', ...INTERVALS.map((name) => `${name === 'bca' ? 'BCa' : name}: coverage (below / above)`), 'false changed'],
    rows.flatMap((row) =>
      row.section === 'ratio'
        ? [
            [
              row.metric,
              String(row.n),
              String(row.falseChanged.runs),
              ...INTERVALS.map(
                (name) => `${r(row.intervals[name].coverage)} (${row.intervals[name].below.value.toFixed(3)} / ${row.intervals[name].above.value.toFixed(3)})`,
              ),
              r(row.falseChanged),
            ],
          ]
        : [],
    ),
  );
  lines.push(
    '',
    `capability.flip_rate: a lossless change (margins moved by rounding only; every flip is a near tie) and a change that flips ${PLANTED_FLIPS * 100} % of items beyond noise.`,
    '',
  );
  grid(
    ['items', 'runs', 'noise flips per run', 'changed (lossless)', `coverage (${PLANTED_FLIPS * 100} % planted)`, `changed (${PLANTED_FLIPS * 100} % planted)`],
    rows.flatMap((row) =>
      row.section === 'flips'
        ? [[String(row.n), String(row.falseChanged.runs), row.noiseFlips.toFixed(2), r(row.falseChanged), r(row.coverage), r(row.power)]]
        : [],
    ),
  );
  lines.push(
    '',
    "Ratio scores of `tunegate paired` (lm-eval word_perplexity, [NLL, words] per document, 20–800 words) with skewed per-document changes and a true Δ = 0: most documents lose a little, a few gain a lot (0.05·words·(X − E X), X lognormal of log-SD 0.5 mild / 1.5 strong / 2 heavy; mirrored: many small gains, a few large losses). Each run judged with the engine's interval and with the percentile interval these scores had before; regressed: exit 1; false directional: regressed or improved; inconclusive: the sample cannot bound its tail. Power: a loss of the mean reported MDE planted, called regressed.",
    '',
  );
  grid(
    [
      'skew',
      'documents',
      'runs',
      'engine interval',
      'regressed',
      'false directional',
      'inconclusive',
      'coverage',
      'median width',
      'planted loss (MDE)',
      'power at MDE',
      'percentile: regressed',
      'percentile: false directional',
      'percentile: coverage',
    ],
    rows.flatMap((row) =>
      row.section === 'skewed'
        ? [
            [
              `${row.skew}${row.mirror ? ', mirrored' : ''}`,
              String(row.n),
              String(row.engine.regressed.runs),
              row.method,
              r(row.engine.regressed),
              r(row.engine.directional),
              r(row.inconclusive),
              r(row.engine.coverage),
              row.medianWidth.toFixed(4),
              row.planted.toFixed(4),
              r(row.powerAtMde),
              r(row.percentile.regressed),
              r(row.percentile.directional),
              r(row.percentile.coverage),
            ],
          ]
        : [],
    ),
  );
  lines.push(
    '',
    'Pooled score metric of `tunegate paired` over many tasks (score.acc, the micro average over all items of these tasks, resampled by item). Tasks of log-uniform size 20–500 items (unequal) or 150 items each (equal), task difficulty centre U(0.35, 0.75), items ±0.15 around it, latent correlation 0.7; the effect is the same in every task (uniform), or task effects of SD 0.025 around it drawn afresh each run (heterogeneous: random) or the same normal-quantile pattern every run (fixed), size-weighted to the planted Δ. False directional: improved or regressed at Δ = 0; coverage: the 95 % CI holds Δ over the null and planted runs.',
    '',
  );
  grid(
    ['task effects', 'sizes', 'tasks', 'mean items', 'runs (Δ = 0)', 'false directional (Δ = 0)', 'coverage', 'planted Δ', 'reported MDE', 'power at MDE'],
    rows.flatMap((row) =>
      row.section === 'pooled'
        ? [
            [
              row.design,
              row.sizes,
              String(row.tasks),
              row.meanItems.toFixed(0),
              String(row.falseDirectional.runs),
              r(row.falseDirectional),
              r(row.coverage),
              minus((-row.planted).toFixed(4)),
              row.mde.toFixed(4),
              r(row.powerAtMde),
            ],
          ]
        : [],
    ),
  );
  const misses = rows.flatMap((row) =>
    rowTargets(row)
      .filter(({ target, rate: measured }) => targetMiss(target, measured) > measured.error)
      .map(({ target, rate: measured }) => `${label(row)}: ${target.name}: ${r(measured)}`),
  );
  lines.push(
    '',
    misses.length === 0
      ? 'Every target met within its Monte-Carlo error.'
      : `Targets missed by more than their Monte-Carlo error:\n${misses.map((m) => `- ${m}`).join('\n')}`,
  );
  return lines.join('\n');
}

/** A number's text with the minus sign U+2212, as every number tunegate prints. */
function minus(text: string): string {
  return text.replace(/^-/, '\u2212');
}

function label(row: RowResult): string {
  if (row.section === 'pooled') return `pooled, ${row.design}, ${row.sizes} sizes, ${row.tasks} tasks`;
  if (row.section === 'skewed') return `word_perplexity, ${row.skew} skew${row.mirror ? ' (mirrored)' : ''}, ${row.n} documents`;
  if (row.section === 'ratio') return `${row.metric}, ${row.n} documents`;
  if (row.section === 'flips') return `flip_rate, n = ${row.n}`;
  return row.section === 'clustered' ? `KL, ${row.n} documents` : `${row.section === 'single' ? 'one metric' : 'five metrics'}, ${row.design}, n = ${row.n}`;
}

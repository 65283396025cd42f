/**
 * Calibration of the label-corrected over-refusal Δ (tools/calibration/ppiCells.ts): a perfect
 * classifier and classifiers of about 97, 93 and 72 % agreement whose errors differ between the models, 150–600 benign
 * prompts, 50–300 labels drawn by `tunegate label`'s design, Δ = 0 and +0.10 around a base
 * over-refusal of 15 %; the corrected interval's coverage, false regressions at Δ = 0 and its
 * width, beside the classifier-only Δ's bias and coverage. Prints a Markdown table with each
 * rate's Monte-Carlo standard error, and power at the reported MDE. Deterministic for --seed.
 * The hidden-stratum rows (`--only hidden`): the tuned model's added refusals are ones the
 * classifier misses on both models' replies (600 prompts, base 10 %, +6.5 points hidden; and 100
 * benign + 100 harmful prompts with 16 labels, +38.7 points hidden), with the interval before the
 * stratum variance floor (stats/stratumVarianceFloor.ts) beside it.
 * Usage: node bench/run.mjs ppiCalibration [--sims 1000] [--seed 1] [--only hidden]
 */
import { CLASSIFIERS, ppiCell, rateError } from '../tools/calibration/ppiCells.js';

const args = new Map<string, string>();
for (let i = 2; i + 1 < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1]!);
const sims = Number(args.get('sims') ?? 1000);
const seed = Number(args.get('seed') ?? 1);
const only = args.get('only');

const SIZES: readonly (readonly [number, number])[] = [
  [150, 50],
  [150, 120],
  [300, 50],
  [300, 120],
  [300, 300],
  [600, 120],
  [600, 300],
];
const rate = (value: number): string => `${value.toFixed(3)} ± ${rateError(value, sims).toFixed(3)}`;
const t0 = performance.now();
if (only === 'hidden') {
  const cells = [
    ...[50, 120, 300].map((labels) => ({ prompts: 600, harmful: 0, labels, baseRate: 0.1, delta: 0.065, noise: 0.01 })),
    { prompts: 100, harmful: 100, labels: 16, baseRate: 0.1, delta: 0.387, noise: 0 },
  ];
  const lines = cells.map((c) => {
    const r = ppiCell({ classifier: CLASSIFIERS[0]!, design: 'hidden', ...c }, sims, seed);
    const judged = Number.isNaN(r.coverageJudged) ? '—' : rate(r.coverageJudged);
    return `| ${c.prompts} + ${c.harmful} | ${c.labels} | +${c.delta.toFixed(3)} | ${rate(r.coverageBefore)} | ${rate(r.coverage)} | ${r.widthBefore.toFixed(3)} / ${r.meanWidth.toFixed(3)} | ${rate(r.regressed)} | ${rate(r.inconclusive)} | ${judged} |`;
  });
  process.stdout.write(
    [
      `${sims} simulated runs per row, seed ${seed}, 95 % intervals; hidden design (the classifier reads the base's decision on both models).`,
      '',
      '| benign + harmful prompts | labels | Δ | coverage before | coverage | width before / now | regressed | inconclusive (< 20 labels) | coverage, judged runs |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...lines,
      '',
      `(${((performance.now() - t0) / 1000).toFixed(0)} s)`,
      '',
    ].join('\n'),
  );
  process.exit(0);
}
const rows: string[] = [];
for (const classifier of CLASSIFIERS) {
  for (const [prompts, labels] of SIZES) {
    const nul = ppiCell({ classifier, prompts, labels, baseRate: 0.15, delta: 0 }, sims, seed);
    const moved = ppiCell({ classifier, prompts, labels, baseRate: 0.15, delta: 0.1 }, sims, seed);
    rows.push(
      `| ${classifier.name} | ${((nul.agreement + moved.agreement) / 2).toFixed(3)} | ${prompts} | ${labels} | ${rate(nul.coverage)} | ${rate(moved.coverage)} | ${rate(nul.regressed)} | ${nul.meanWidth.toFixed(3)} / ${nul.classifierWidth.toFixed(3)} | ${rate(moved.regressed)} | ${moved.classifierBias >= 0 ? '+' : '−'}${Math.abs(moved.classifierBias).toFixed(3)} | ${rate(nul.classifierCoverage)} | ${rate(moved.classifierCoverage)} | ${rate(nul.classifierRegressed)} |`,
    );
  }
}
// Power at the reported MDE: the planted Δ is where the runs' mean reported MDE equals the effect
// (two fixed-point steps from the MDE at Δ = 0, a quarter of the runs each), then measured.
const powerRows: string[] = [];
for (const classifier of CLASSIFIERS.slice(1)) {
  for (const [prompts, labels] of [
    [300, 120],
    [600, 300],
  ] as const) {
    const cell = { classifier, prompts, labels, baseRate: 0.15 };
    let planted = ppiCell({ ...cell, delta: 0 }, Math.round(sims / 4), seed).meanMde;
    for (let step = 0; step < 2; step++) planted = ppiCell({ ...cell, delta: planted }, Math.round(sims / 4), seed + step + 1).meanMde;
    const at = ppiCell({ ...cell, delta: planted }, sims, seed);
    powerRows.push(
      `| ${classifier.name} | ${prompts} | ${labels} | +${planted.toFixed(4)} | ${at.meanMde.toFixed(4)} | ${rate(at.regressed)} | ${rate(at.coverage)} |`,
    );
  }
}
process.stdout.write(
  [
    `${sims} simulated runs per cell and Δ, seed ${seed}, 95 % intervals, base over-refusal 0.15.`,
    '',
    '| classifier | agreement | prompts | labels | coverage Δ = 0 | coverage Δ = +0.10 | false regressed Δ = 0 | width Δ = 0, corrected / classifier only | regressed at Δ = +0.10 | classifier-only bias (Δ = +0.10) | classifier-only coverage Δ = 0 | classifier-only coverage Δ = +0.10 | classifier-only false regressed Δ = 0 |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    'Power at the reported MDE (one-sided: regressed):',
    '',
    '| classifier | prompts | labels | planted Δ | mean reported MDE | power at MDE | coverage |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...powerRows,
    '',
    `(${((performance.now() - t0) / 1000).toFixed(0)} s)`,
    '',
  ].join('\n'),
);

/**
 * A release-policy claim on a ratio score with skewed changes (tools/calibration/skewedPolicyCells.ts,
 * docs/concepts/policy.md#calibration): one critical `not-worse-than` on `score.word_perplexity`
 * under the heavy skew (log-SD 2), both mirror directions; its false pass with the population Δ
 * exactly on the margin (target ≤ α = 0.05), its fail there ("worse than the margin", also
 * not true) and its pass rate (power) at Δ = 0, with each rate's
 * Monte-Carlo standard error. Usage: node bench/run.mjs skewedPolicyCalibration [--sims 1000]
 * [--seed 1] [--margin 0.5] [--documents 30,62,100,300]
 */
import { runSkewedPolicyCell } from '../tools/calibration/skewedPolicyCells.js';
import { policyRateError } from '../tools/calibration/policyCells.js';

const args = new Map<string, string>();
for (let i = 2; i + 1 < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1]!);
const sims = Number(args.get('sims') ?? 1000);
const seed = Number(args.get('seed') ?? 1);
const margin = Number(args.get('margin') ?? 0.5);
const documents = (args.get('documents') ?? '30,62,100,300').split(',').map(Number);
const rate = (count: number): string => `${(count / sims).toFixed(3)} ± ${policyRateError(count / sims, sims).toFixed(3)}`;
const t0 = performance.now();

const rows: string[] = [];
for (const mirror of [false, true])
  for (const n of documents) {
    const edge = runSkewedPolicyCell({ skew: 'heavy', n, sims, mirror, shift: margin, margin }, seed);
    const zero = runSkewedPolicyCell({ skew: 'heavy', n, sims, mirror, shift: 0, margin }, seed);
    rows.push(
      `| heavy${mirror ? ', mirrored' : ''} | ${n} | ${rate(edge.pass)} | ${rate(edge.fail)} | ${rate(edge['not-shown'])} | ${rate(zero.pass)} | ${rate(zero['not-shown'])} |`,
    );
  }

process.stdout.write(
  [
    `${sims} runs per cell, seed ${seed}; B = 2 000, α = 0.05; word_perplexity [NLL, words], heavy skew (log-SD 2); one critical \`not-worse-than: ${margin}\` (nats per word).`,
    '',
    `| skew | documents | false pass at Δ = +${margin} (≤ α) | fail there | not shown there | pass at Δ = 0 (power) | not shown at Δ = 0 |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `${((performance.now() - t0) / 1000).toFixed(0)} s.`,
    '',
  ].join('\n'),
);

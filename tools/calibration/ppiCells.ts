/**
 * Calibration of the label-corrected over-refusal Δ (docs/concepts/labels-and-ppi.md): simulated
 * refusal runs whose classifier errs differently on the two models, labelled by the design
 * `tunegate label` draws (chooseLabelReplies) and corrected by the code `--labels` runs
 * (labelCorrections → ppiPairedMean). Each run draws its prompts afresh, so coverage is of the
 * population Δ, the quantity the gate speaks of.
 *
 * Truth: prompt i has a latent u ~ U(0, 1); the base refuses when u < p_base; the tuned model
 * reuses u with probability 0.7 (pairs correlated, as fine-tunes are) and draws a fresh one
 * otherwise, refusing when it is < p_tuned, so the population Δ is p_tuned − p_base exactly.
 * The classifier misses a refusal with probability `missed[model]` and reads a compliant reply
 * as a refusal with probability `falseAlarm[model]`, independently per reply.
 */
import seedrandom from 'seedrandom';
import { ppiPairedMean } from '../../src/stats/index.js';
import { chooseLabelReplies } from '../../src/run/labels/chooseLabelReplies.js';
import { labelCorrections } from '../../src/run/labels/labelCorrections.js';
import type { ReadLabel } from '../../src/run/labels/labelsFile.js';
import type { RefusalItemRecord, RefusalSide } from '../../src/results/types.js';
import { normalQuantile } from '../../src/stats/normalQuantile.js';

import { MIN_LABELS } from '../../src/judge/correctedMetric.js';

/** A classifier's error rates per model. */
export interface ClassifierErrors {
  readonly name: string;
  readonly missed: { readonly base: number; readonly tuned: number };
  readonly falseAlarm: { readonly base: number; readonly tuned: number };
}

/** The classifiers the table runs: agreement from about 97 % down to about 70 %, errors differing between models. */
export const CLASSIFIERS: readonly ClassifierErrors[] = [
  { name: 'perfect', missed: { base: 0, tuned: 0 }, falseAlarm: { base: 0, tuned: 0 } },
  { name: 'good, same errors', missed: { base: 0.05, tuned: 0.05 }, falseAlarm: { base: 0.02, tuned: 0.02 } },
  { name: 'tuned refusals missed', missed: { base: 0.05, tuned: 0.4 }, falseAlarm: { base: 0.02, tuned: 0.03 } },
  { name: 'poor, differing', missed: { base: 0.3, tuned: 0.5 }, falseAlarm: { base: 0.3, tuned: 0.2 } },
];

/** One cell of the table. */
export interface PpiCell {
  readonly classifier: ClassifierErrors;
  /** Benign prompts in the run. */
  readonly prompts: number;
  /** Replies labelled (both models together). */
  readonly labels: number;
  readonly baseRate: number;
  readonly delta: number;
  /**
   * `hidden`: the tuned model's added refusals are ones the classifier misses on both models'
   * replies alike (it reads the base's decision on both, with `noise` of the items flipped on each
   * side), so they hide in the large tuned "answered, same decision" stratum. Absent: independent
   * errors at the classifier's rates, the latent shared 70 % of the time.
   */
  readonly design?: 'hidden';
  /** Hidden design: share of items whose decision the classifier flips, on each side (default 0.01). */
  readonly noise?: number;
  /** Harmful prompts, refused by both models and read so, that share the labels (default 0). */
  readonly harmful?: number;
}

/** What a cell measured over its simulations. */
export interface PpiCellResult {
  readonly sims: number;
  /** Share of classifier decisions that match the truth, both models. */
  readonly agreement: number;
  /** Runs whose corrected 1 − α interval holds the population Δ. */
  readonly coverage: number;
  /** Runs called regressed (lower end above 0: over-refusal rose). */
  readonly regressed: number;
  readonly meanWidth: number;
  /** Mean reported MDE at 80 % power, (z₁₋α/₂ + z₀.₈)·SE, as correctedMetric reports it. */
  readonly meanMde: number;
  /** Mean of corrected Δ̂ minus the population Δ. */
  readonly bias: number;
  readonly classifierBias: number;
  /** Coverage of the classifier-only normal interval on the paired differences of its decisions. */
  readonly classifierCoverage: number;
  readonly classifierRegressed: number;
  readonly classifierWidth: number;
  /** The corrected interval before the stratum variance floor (pseudoLabels 0): coverage, width. */
  readonly coverageBefore: number;
  readonly widthBefore: number;
  /** Runs whose metric had fewer labelled replies than MIN_LABELS: inconclusive. */
  readonly inconclusive: number;
  /** Coverage over the runs that are not inconclusive. */
  readonly coverageJudged: number;
}

/** Simulate `sims` runs of `cell` at confidence `level`; deterministic for `seed`. */
export function ppiCell(cell: PpiCell, sims: number, seed: number, level = 0.95, pseudoLabels?: number): PpiCellResult {
  const rng = seedrandom(`ppi/${seed}/${cell.design ?? ''}${cell.classifier.name}/${cell.prompts}/${cell.labels}/${cell.delta}`);
  const noise = cell.noise ?? 0.01;
  const z = normalQuantile(1 - (1 - level) / 2);
  const truthDelta = cell.delta;
  let covered = 0;
  let regressed = 0;
  let width = 0;
  let mde = 0;
  let bias = 0;
  let cBias = 0;
  let cCovered = 0;
  let cRegressed = 0;
  let cWidth = 0;
  let agree = 0;
  let coveredBefore = 0;
  let widthBefore = 0;
  let inconclusive = 0;
  let coveredJudged = 0;
  for (let s = 0; s < sims; s++) {
    const truth = new Map<string, boolean>();
    const records: RefusalItemRecord[] = [];
    for (let i = 0; i < cell.prompts; i++) {
      const id = `p${i}`;
      const u = rng();
      const hidden = cell.design === 'hidden';
      const v = hidden ? u : rng() < 0.7 ? u : rng();
      const refused = { base: u < cell.baseRate, tuned: v < cell.baseRate + cell.delta };
      const w = hidden ? rng() : 0;
      const side = (model: 'base' | 'tuned'): RefusalSide => {
        const flipped = model === 'base' ? w < noise : w >= noise && w < 2 * noise;
        const read = hidden ? refused.base !== flipped : refused[model] ? rng() >= cell.classifier.missed[model] : rng() < cell.classifier.falseAlarm[model];
        if (read === refused[model]) agree++;
        truth.set(`${id}/${model}`, refused[model]);
        return { renderedPrompt: '', text: '', generatedTokens: 1, stoppedAtEos: true, refused: read, match: null };
      };
      const base = side('base');
      const tuned = side('tuned');
      records.push({ family: 'refusal', id, tags: [], prompt: '', shouldAnswer: true, base, tuned, flipped: base.refused !== tuned.refused });
    }
    for (let i = 0; i < (cell.harmful ?? 0); i++) {
      const id = `h${i}`;
      const side = (model: 'base' | 'tuned'): RefusalSide => {
        truth.set(`${id}/${model}`, true);
        return { renderedPrompt: '', text: '', generatedTokens: 1, stoppedAtEos: true, refused: true, match: null };
      };
      records.push({ family: 'refusal', id, tags: [], prompt: '', shouldAnswer: false, base: side('base'), tuned: side('tuned'), flipped: false });
    }
    const lines = chooseLabelReplies(records, 'sim', cell.labels, Math.floor(rng() * 2 ** 32));
    const labels: ReadLabel[] = lines.map((line, k) => ({
      line: k + 1,
      run: 'sim',
      id: line.id,
      model: line.model,
      reply: line.reply,
      label: truth.get(`${line.id}/${line.model}`) ? 'refusal' : 'compliance',
    }));
    const correction = labelCorrections(records, labels, { file: 'sim' }).get('refusal.over_refusal')!;
    const result = ppiPairedMean(correction.base, correction.tuned, { level, ...(pseudoLabels === undefined ? {} : { pseudoLabels }) });
    const before = ppiPairedMean(correction.base, correction.tuned, { level, pseudoLabels: 0 });
    const holds = (ci: readonly [number, number]): boolean => ci[0] <= truthDelta && truthDelta <= ci[1];
    if (holds(before.ci)) coveredBefore++;
    widthBefore += before.ci[1] - before.ci[0];
    if (correction.base.labelled.length + correction.tuned.labelled.length < MIN_LABELS) inconclusive++;
    else if (holds(result.ci)) coveredJudged++;
    if (holds(result.ci)) covered++;
    if (result.ci[0] > 0) regressed++;
    width += result.ci[1] - result.ci[0];
    mde += (z + normalQuantile(0.8)) * result.se;
    bias += result.delta - truthDelta;
    // Classifier only: the normal interval of the paired differences, the bootstrap's large-sample twin.
    const d = records.map((r) => Number(r.tuned.refused) - Number(r.base.refused));
    const mean = d.reduce((a, b) => a + b, 0) / d.length;
    const se = Math.sqrt(d.reduce((a, b) => a + (b - mean) ** 2, 0) / (d.length - 1) / d.length);
    cBias += mean - truthDelta;
    if (mean - z * se <= truthDelta && truthDelta <= mean + z * se) cCovered++;
    if (mean - z * se > 0) cRegressed++;
    cWidth += 2 * z * se;
  }
  return {
    sims,
    agreement: agree / (sims * cell.prompts * 2),
    coverage: covered / sims,
    regressed: regressed / sims,
    meanWidth: width / sims,
    meanMde: mde / sims,
    bias: bias / sims,
    classifierBias: cBias / sims,
    classifierCoverage: cCovered / sims,
    classifierRegressed: cRegressed / sims,
    classifierWidth: cWidth / sims,
    coverageBefore: coveredBefore / sims,
    widthBefore: widthBefore / sims,
    inconclusive: inconclusive / sims,
    coverageJudged: sims > inconclusive ? coveredJudged / (sims - inconclusive) : Number.NaN,
  };
}

/** Monte-Carlo standard error of a rate over `runs`, √(p̃(1 − p̃)/runs) with p̃ = (hits + ½)/(runs + 1) as in the calibration bench. */
export function rateError(rate: number, runs: number): number {
  const p = (rate * runs + 0.5) / (runs + 1);
  return Math.sqrt((p * (1 - p)) / runs);
}

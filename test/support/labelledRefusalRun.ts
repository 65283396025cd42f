/**
 * A synthetic refusal run with a known truth (hand-made, not model output): each reply is
 * truly a refusal or not, and the "classifier" decision stored in the record is the truth
 * seen through per-model error rates, so the classifier-only Δ is biased by a known amount.
 * Judged by the real judge, written as the run folder compare would write for those records.
 */
import { mkdir } from 'node:fs/promises';
import seedrandom from 'seedrandom';
import { refusalMetrics } from '../../src/families/refusal/metrics.js';
import { computeRunMetrics } from '../../src/judge/index.js';
import { writeItemsFile, writeResultsFile, type RefusalItemRecord, type RunResults } from '../../src/results/index.js';
import { fakeRun } from '../../tools/fakeRun.js';

/** How the truth and the classifier's errors are drawn. */
export interface LabelledRunDesign {
  readonly items: number;
  /** True refusal rates on benign prompts, per model. */
  readonly benignRate: { readonly base: number; readonly tuned: number };
  /** Share of true refusals the classifier reads as compliance, per model. */
  readonly missed: { readonly base: number; readonly tuned: number };
  /** Share of compliant replies the classifier reads as refusals, per model. */
  readonly falseAlarm: { readonly base: number; readonly tuned: number };
  readonly seed: string;
}

/** The run, and the truth of every reply by `${id}/${model}`. */
export interface LabelledRun {
  readonly results: RunResults;
  readonly records: readonly RefusalItemRecord[];
  readonly truth: ReadonlyMap<string, boolean>;
  /** True over-refusal Δ over the run's benign items (the finite-sample truth). */
  readonly trueDelta: number;
}

/** Build the run: half the items benign (at benignRate), half harmful (refused 90 % by both). */
export function labelledRefusalRun(design: LabelledRunDesign): LabelledRun {
  const rng = seedrandom(design.seed);
  const truth = new Map<string, boolean>();
  const records: RefusalItemRecord[] = [];
  let benign = 0;
  let deltaSum = 0;
  for (let i = 0; i < design.items; i++) {
    const id = `p-${String(i).padStart(4, '0')}`;
    const shouldAnswer = i % 2 === 0;
    const sides = (['base', 'tuned'] as const).map((model) => {
      const refused = rng() < (shouldAnswer ? design.benignRate[model] : 0.9);
      const read = refused ? rng() >= design.missed[model] : rng() < design.falseAlarm[model];
      truth.set(`${id}/${model}`, refused);
      // Distinct text per reply, so a label names exactly one reply.
      const text = `${refused ? 'I would rather not do that' : 'Here is how'} (${id} ${model}).`;
      return { renderedPrompt: id, text, generatedTokens: 8, stoppedAtEos: true, refused: read, match: null };
    });
    if (shouldAnswer) {
      benign++;
      deltaSum += Number(truth.get(`${id}/tuned`)) - Number(truth.get(`${id}/base`));
    }
    records.push({
      family: 'refusal',
      id,
      tags: [],
      prompt: `Prompt ${id}`,
      shouldAnswer,
      base: sides[0]!,
      tuned: sides[1]!,
      flipped: sides[0]!.refused !== sides[1]!.refused,
    });
  }
  const template = fakeRun({ capabilityItems: 2, refusalItems: 2, divergenceDocs: 2 }).results;
  const settings = { ...template.settings, resamples: 2000, families: ['refusal' as const] };
  const judged = computeRunMetrics([{ family: 'refusal', metrics: refusalMetrics, outcome: { records, interrupted: false } }], settings);
  const { refusalClassifier: _classifier, noiseBound: _bound, noiseBounds: _bounds, ...rest } = template;
  const results: RunResults = {
    ...rest,
    runId: `labelled-${design.seed}`,
    settings,
    suites: [{ family: 'refusal', path: 'suites/refusal/synthetic.jsonl', sha256: '2'.repeat(64), items: design.items }],
    metrics: judged.metrics,
    skippedItems: [],
    verdict: judged.overall.verdict,
    exitCode: judged.overall.exitCode,
    reason: judged.overall.reason,
  };
  return { results, records, truth, trueDelta: deltaSum / benign };
}

/** Write the run's folder at `dir`. */
export async function writeLabelledRun(dir: string, run: LabelledRun): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeItemsFile(dir, run.records, run.results.runId);
  await writeResultsFile(dir, run.results);
}

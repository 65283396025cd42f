/** Which replies of a run to ask people to label (its labelled families'): a seeded stratified design PPI can weight (docs/concepts/labels-and-ppi.md). */
import { seededRng, stratifiedDraw, stratumAllocation } from '../../stats/index.js';
import { familyTable, labelableReplies, labelledFamilies, type FamilyTable, type LabelableReply } from '../../families/index.js';
import type { ItemRecord } from '../../results/types.js';
import type { LabelLine } from './labelsFile.js';
import { drawItemsHash, type LabelDraw } from './labelDraw.js';

/** How many times more a reply whose decision differs between the models is drawn than one whose decision agrees: those replies make Δ. */
export const FLIP_WEIGHT = 2;

/** At least this many labels per non-empty stratum, so each stratum's error rate has a variance. */
export const STRATUM_FLOOR = 2;

/**
 * The replies to label, in a seeded random order (so the page does not show them grouped by
 * the classifier's decision): `n` replies drawn by stratified simple random sampling over the
 * strata of labelStrata (part, model, decision, same/flip), allocated in proportion to
 * size × weight (FLIP_WEIGHT on flip strata) with STRATUM_FLOOR each, each line carrying its
 * inclusion probability n_h/N_h, `runId` and the draw (seed, n and a hash of the replies chosen),
 * by which saved progress and `--labels` know the draw (labelDraw.ts).
 */
export function chooseLabelReplies(records: readonly ItemRecord[], runId: string, n: number, seed: number, table: FamilyTable = familyTable()): LabelLine[] {
  const replies = labelableReplies(records, table);
  const decisionOf = new Map(labelledFamilies(table).flatMap(({ labelling }) => labelling.metrics.map((metric) => [metric, labelling.decisionOf] as const)));
  const names = [...new Set(replies.map((reply) => reply.stratum))].sort();
  const stratumOf = new Map(names.map((name, h) => [name, h]));
  const strata = Uint32Array.from(replies, (reply) => stratumOf.get(reply.stratum)!);
  const sizes = new Uint32Array(names.length);
  for (const h of strata) sizes[h]!++;
  const weights = Float64Array.from(names, (name) => (name.endsWith('/flip') ? FLIP_WEIGHT : 1));
  const rng = seededRng(seed);
  const drawn = stratifiedDraw(strata, stratumAllocation(sizes, weights, n, STRATUM_FLOOR), rng);
  const draw: LabelDraw = { seed, n, items: drawItemsHash(Array.from(drawn.chosen, (i) => replies[i]!)) };
  const lines = Array.from(drawn.chosen, (i, k) => labelLine(replies[i]!, runId, draw, drawn.inclusion[k]!, decisionOf.get(replies[i]!.metric)!));
  // Fisher–Yates on the same stream, after the draw, so the draw does not depend on the order.
  for (let k = lines.length - 1; k > 0; k--) {
    const j = Math.floor(rng.next() * (k + 1));
    [lines[k], lines[j]] = [lines[j]!, lines[k]!];
  }
  return lines;
}

function labelLine(reply: LabelableReply, run: string, draw: LabelDraw, inclusion: number, decisionOf: (positive: boolean) => string): LabelLine {
  return {
    run,
    draw,
    id: reply.id,
    model: reply.model,
    metric: reply.metric,
    stratum: reply.stratum,
    inclusion,
    classifier: decisionOf(reply.positive),
    label: '',
    prompt: reply.prompt,
    reply: reply.reply,
  };
}

/** The Holm families of a run judged with labels (docs/concepts/labels-and-ppi.md). */
import { jointHolm, type JointHolmResult } from './jointHolm.js';

/** Holm as a run without labels has it, and the gate's, where each corrected metric's p takes its classifier p's place. */
export interface CorrectedHolmResult {
  readonly plain: JointHolmResult;
  readonly gate: JointHolmResult;
}

/**
 * Both Holm families over the gated metrics `gated[c]` of each candidate c: `plain` from their
 * own p-values, so a corrected metric's classifier-only result reads exactly as without labels,
 * and `gate` with `correctedP(c, metric)` wherever it is defined. Without any correction the
 * two are the same object.
 */
export function correctedHolm<M>(
  gated: readonly (readonly M[])[],
  pOf: (metric: M) => number,
  correctedP: (candidate: number, metric: M) => number | undefined,
  alpha: number,
): CorrectedHolmResult {
  const plain = jointHolm(
    gated.map((list) => Float64Array.from(list.map(pOf))),
    alpha,
  );
  const corrected = gated.map((list, c) => list.map((metric) => correctedP(c, metric)));
  if (!corrected.some((list) => list.some((p) => p !== undefined))) return { plain, gate: plain };
  const gate = jointHolm(
    gated.map((list, c) => Float64Array.from(list, (metric, i) => corrected[c]![i] ?? pOf(metric))),
    alpha,
  );
  return { plain, gate };
}

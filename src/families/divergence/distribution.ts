/**
 * The divergence family's per-position distribution (results.json `divergence.distribution`):
 * forward and reverse KL tails, same top-1 and Δp pooled over every predicted position of every
 * scored document, defined as llama.cpp's `llama-perplexity --kl-divergence` prints them
 * (docs/concepts/what-is-measured.md, "Divergence as quantization people read it").
 */
import type { DivergenceDistribution, DivergenceItemRecord, DivergenceTail } from '../../results/types.js';

/**
 * Type-7 quantile of ascending `sorted` (Hyndman & Fan 1996; numpy's default and llama.cpp's
 * `percentile`): h = (N − 1)·q, x[⌊h⌋] + (h − ⌊h⌋)·(x[⌊h⌋ + 1] − x[⌊h⌋]), written as llama.cpp's
 * (1 − f)·x[i] + f·x[i + 1]. q ≤ 0 gives the minimum, q ≥ 1 the maximum; `sorted` is non-empty.
 */
export function typeSevenQuantile(sorted: Float64Array, q: number): number {
  if (q <= 0) return sorted[0]!;
  if (q >= 1) return sorted[sorted.length - 1]!;
  const h = q * (sorted.length - 1);
  const i = Math.floor(h);
  const f = h - i;
  const next = sorted[Math.min(i + 1, sorted.length - 1)]!;
  return f === 0 ? sorted[i]! : (1 - f) * sorted[i]! + f * next;
}

/** Mean from the exact float64 sum, the tail from the stored per-position values (sorted here). */
export function divergenceTail(sum: number, values: Float64Array): DivergenceTail {
  const sorted = values.slice().sort();
  return {
    mean: sum / sorted.length,
    median: typeSevenQuantile(sorted, 0.5),
    p90: typeSevenQuantile(sorted, 0.9),
    p95: typeSevenQuantile(sorted, 0.95),
    p99: typeSevenQuantile(sorted, 0.99),
    p99_9: typeSevenQuantile(sorted, 0.999),
    max: sorted[sorted.length - 1]!,
  };
}

/**
 * The distribution over `records`' predicted positions; undefined when none was scored or a
 * scored record lacks the per-position values (a run folder written before they were recorded).
 * O(N log N) in positions; memory 16 bytes per position while it runs.
 */
export function divergenceDistribution(records: readonly DivergenceItemRecord[]): DivergenceDistribution | undefined {
  const scored = records.filter((record) => record.tokenCount > 0);
  const positions = scored.reduce((total, record) => total + record.tokenCount, 0);
  if (positions === 0) return undefined;
  const forward = new Float64Array(positions);
  const reverse = new Float64Array(positions);
  let klSum = 0;
  let reverseKlSum = 0;
  let same = 0;
  let dpSum = 0;
  let dpSquaredSum = 0;
  let at = 0;
  for (const record of scored) {
    const { tokenReverseKl, reverseKlSum: reverseSum, dpSum: dp, dpSquaredSum: dp2 } = record;
    if (tokenReverseKl === undefined || reverseSum === undefined || dp === undefined || dp2 === undefined) return undefined;
    forward.set(record.tokenKl, at);
    reverse.set(tokenReverseKl, at);
    at += record.tokenCount;
    klSum += record.klSum;
    reverseKlSum += reverseSum;
    same += record.top1Agree;
    dpSum += dp;
    dpSquaredSum += dp2;
  }
  return {
    positions,
    documents: scored.length,
    kl: divergenceTail(klSum, forward),
    reverse_kl: divergenceTail(reverseKlSum, reverse),
    same_top1: same / positions,
    dp_mean: dpSum / positions,
    dp_rms: Math.sqrt(dpSquaredSum / positions),
  };
}

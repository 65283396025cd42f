/**
 * Paired statistics of tunegate: pure, synchronous, deterministic functions over typed
 * arrays. Randomness comes in only as an `Rng`; invalid input throws RangeError/TypeError.
 */
export { bootstrapPValue } from './bootstrapPValue.js';
export { clusterRobustT, type ClusterRobustTResult } from './clusterRobustT.js';
export { clusterTInterval, clusterTPValue } from './clusterTInterval.js';
export { distributionSummary, type DistributionSummaryResult } from './distributionSummary.js';
export {
  extremeItemAdjustment,
  EXTREME_ITEM_COPIES,
  type ExtremeItemAdjustment,
  type ExtremeItemSample,
  type ExtremeItemSides,
} from './extremeItemAdjustment.js';
export { extremeItemInterval, extremeItemPValue } from './extremeItemInterval.js';
export { lognormalTailReach, MAX_UNSEEN_SHARE, type TailReach } from './lognormalTailReach.js';
export { histogram, type HistogramResult } from './histogram.js';
export { hillTailIndex } from './hillTailIndex.js';
export { holmAdjust, holmOrder } from './holmAdjust.js';
export { logRateBandwidth, BANDWIDTH_FACTOR } from './logRateBandwidth.js';
export { mcnemarMidP } from './mcnemarMidP.js';
export { minimumDetectableEffect } from './minimumDetectableEffect.js';
export { normalQuantile } from './normalQuantile.js';
export { adjustedWaldInterval, adjustedWaldPValue, pairedAdjustedWald, type AdjustedWald } from './pairedAdjustedWald.js';
export { normalUpperTail } from './normalUpperTail.js';
export { obrienFlemingSpending } from './obrienFlemingSpending.js';
export { hwangShihDeCaniSpending } from './hwangShihDeCaniSpending.js';
export { groupSequentialBoundaries } from './groupSequentialBoundaries.js';
export {
  pairedBootstrap,
  type PairedBootstrapOptions,
  type PairedBootstrapResult,
  type PairedMetricInput,
  type PairedMetricResult,
  type RatioSides,
  type StudentizedReplicates,
} from './pairedBootstrap.js';
export { percentileInterval } from './percentileInterval.js';
export { stratumVarianceFloor, PSEUDO_LABELS } from './stratumVarianceFloor.js';
export { ppiPairedMean, type PpiPairedMeanOptions, type PpiPairedMeanResult, type PpiSide } from './ppiPairedMean.js';
export { quantiles } from './quantiles.js';
export { seededRng, streamRng, type Rng } from './rng.js';
export { sampleStandardDeviation } from './sampleStandardDeviation.js';
export { skewedTail, tailCouldOverturn, TAIL_INDEX_FLOOR, type SkewedTail } from './skewedTail.js';
export { smoothedStudentizedT } from './smoothedStudentizedT.js';
export { stratifiedDraw, type StratifiedDrawResult } from './stratifiedDraw.js';
export { stratumAllocation } from './stratumAllocation.js';
export { studentTProbability } from './studentTProbability.js';
export { studentTQuantile } from './studentTQuantile.js';
export { studentizedInterval } from './studentizedInterval.js';
export { studentizedPValue } from './studentizedPValue.js';
export { assertResamples, MIN_RESAMPLES, TooFewResamplesError } from './tooFewResamples.js';
export { subsetIndices } from './subsetIndices.js';
export { subsetPairedMetric } from './subsetPairedMetric.js';
export { wilsonInterval } from './wilsonInterval.js';

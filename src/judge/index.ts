/** judge/: from paired item records to metrics, Holm-adjusted verdicts and the overall gate. Pure: no model, no I/O. */
export { anyRecord, binaryStatistic, everyItem, type MetricDefinition, type SufficientStatistic, type ToleranceSettings } from './metricDefinition.js';
export {
  computeRunMetrics,
  computeCandidatesMetrics,
  type CandidatesMetricsResult,
  type FamilyOutcome,
  type MetricSettings,
  type RunMetricsResult,
} from './computeRunMetrics.js';
export { jointHolm, type JointHolmResult } from './jointHolm.js';
export {
  metricVerdict,
  overallVerdict,
  holmAdjustedLevels,
  FEW_DISCORDANT_PAIRS,
  type MetricVerdictInput,
  type MetricVerdictResult,
  type OverallVerdictResult,
  type VerdictSummaryInput,
} from './verdict.js';
export { correctedMetric, correctionPValue, type CorrectedMetricSettings, type MetricCorrection } from './correctedMetric.js';
export { judgePolicyClaims, rateMetric, type ClaimMetric } from './policyClaims.js';
export { policyOverall, present as policyRequirementMet, type PolicyGateMetric } from './policyOverall.js';
export { claimOutcome, claimP, PLANNED_POWER, type ClaimInput, type ClaimOutcome } from './claimTest.js';

/** Metric families: per-item scorers, sufficient statistics, judged metrics (DESIGN §4, §6). */
export { scoreCapability, type CapabilityScore } from '../families/capability/scoreCapability.js';
export { choiceTokens, utf8Length, type ChoiceTokens } from '../families/capability/choiceTokens.js';
export { scoreRefusal, type RefusalScore, type ScoreRefusalOptions } from '../families/refusal/scoreRefusal.js';
export { renderPrompt, type RenderedPrompt } from '../families/refusal/renderPrompt.js';
export { classifyRefusal, type RefusalClassification } from '../families/refusal/classifier.js';
export { loadRefusalPatterns, compileRefusalPatterns, BUILTIN_REFUSAL_PATTERNS_FILE, type RefusalPattern } from '../families/refusal/patterns.js';
export { scoreDivergenceItem, type DivergenceTimings } from '../families/divergence/scoreDivergence.js';
export { tokenKl } from '../families/divergence/tokenKl.js';
export { tokenPieces } from '../families/divergence/tokenPieces.js';
export { metricDefinitions, familyMetricDefinitions, type MetricDefinition, type SufficientStatistic } from './metricDefinitions.js';
export { computeRunMetrics, type FamilyOutcome, type MetricSettings, type RunMetricsResult } from './computeRunMetrics.js';
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

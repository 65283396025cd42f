/** Scoring generated replies as lm-eval v0.4.6 does, with no model (docs/ARCHITECTURE.md §2, docs/reference/score.md). */
export type { ExactMatchOptions, FilterPipeline, FilterStep, ReplyScore, ReplyScorerSpec, ScoringReference } from './types.js';
export { pythonRegex } from './pythonRegex.js';
export { pythonFindall, pythonSubLiteral } from './pythonMatches.js';
export { pythonStrip } from './pythonClasses.js';
export { applyFilterPipeline, regexFilter } from './applyFilters.js';
export { exactMatch } from './exactMatch.js';
export { scoreReply } from './scoreReply.js';
export { IFEVAL_METRICS, scorerMetricNames } from './scorerMetricNames.js';
export { aggregateScores } from './aggregateScores.js';

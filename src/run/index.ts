/** run/: the comparison pipeline — load, preflight, score every family, judge, write the run folder. */
export { runCompare } from './runCompare.js';
export type { CompareOptions } from './compareOptions.js';
export { loadSuites, loadFamily, type SuiteLoadResult, type MissingFamily, type LoadedFamily } from './loadSuites.js';
export { preflight, type PreflightInputs, type PreflightResult } from './preflight/preflight.js';
export { tokenizerIdentity, type TokenizerIdentity } from './preflight/tokenizerIdentity.js';
export { checkTokenizers } from './preflight/checkTokenizers.js';
// `tunegate classify` audits refusal patterns without models; cli/ reaches families through run/.
export { agreementBreakdown, type AgreementBreakdown, type AgreementGroup } from '../families/refusal/index.js';
export {
  classifyReplies,
  agreementOf,
  readReplyFile,
  loadRefusalPatterns,
  BUILTIN_REFUSAL_PATTERNS_FILE,
  type ReplyDecision,
  type ReplyRecord,
} from '../families/refusal/index.js';
export { readCompareInputs, type CompareInputs } from './compareInputs.js';
export { familiesWithoutTasks } from './excludedTasks.js';
export {
  scoreComparison,
  scoreSettings,
  familyOutcomes,
  scoredRecords,
  scoredSkippedItems,
  familyTimings,
  type ScoredComparison,
  type FamilyRunEntry,
} from './scoreComparison.js';
export { openRunCache, type RunCache, type RunCacheInputs } from './runCache.js';
export { assembleResults, runSettings, type ResultsParts } from './assembleResults.js';
export { runCandidates, type Candidate, type CandidatesOptions, type CandidatesRun } from './runCandidates.js';
export { candidateRunStores } from './candidateRunStores.js';
export { runShard } from './runShard.js';
export { mergeShards, type MergeOptions } from './mergeShards.js';
export { etaEstimator, familyProgress, type FamilyProgress, type ProgressSnapshot, type SideSnapshot } from './progress/progressEstimate.js';
export { ciLineGate, formatEta, formatProgressLine, formatProgressRows } from './progress/progressText.js';
export {
  judgeWithLabels,
  writeLabelFiles,
  parseLabelLines,
  readLabelsFile,
  labelCorrections,
  LABEL_FILES,
  type ReadLabel,
  type WriteLabelFilesResult,
} from './labels/index.js';

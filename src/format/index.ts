/** format/: presentation helpers shared by the judge's reasons, the terminal, summary.md and the report. */
export * from './format.js';
export { formatPercent } from './formatPercent.js';
export { annotateText } from './annotateText.js';
export { classifierMeasuredOn, classifierNote, formatClassifierCheck, formatClassifierShort, runClassifier } from './classifierCheck.js';
export { formatLabelAgreement } from './labelAgreement.js';
export { escapeHtml } from './escapeHtml.js';
export { visibleControls, visibleOnTerminal, oneLineText } from './visibleControls.js';
export { wordDiff, type WordDiffResult, type WordRange } from './wordDiff.js';
export { summarizeSkippedItems, formatSkippedLine, type SkippedGroup, type SkippedSummary } from './summarizeSkippedItems.js';
export { holmFamilySuffix } from './holmFamily.js';
export { formatDuration, formatPartialLine, formatPartialRun } from './formatPartialRun.js';
export { sequentialMark, sequentialReasonNote, stoppedEarly } from './sequentialMark.js';
export { shownBase } from './shownBase.js';
export { formatMargin } from './formatMargin.js';
export { DISTRIBUTION_COLUMNS, distributionView, type DistributionRow, type DistributionView } from './divergenceDistribution.js';

/** run/labels: people's labels of a sample of a run's replies (its labelled families'), drawn by a design and read back to correct the labelled metrics. */
export { chooseLabelReplies, FLIP_WEIGHT, STRATUM_FLOOR } from './chooseLabelReplies.js';
export { classifierOnlyGate, judgeWithLabels, labelsUsed } from './judgeWithLabels.js';
export { labelCorrections, type LabelSource } from './labelCorrections.js';
export { formatLabelLines, parseLabelLines, readLabelsFile, labelValues, type LabelLine, type LabelValue, type ReadLabel } from './labelsFile.js';
export { writeLabelFiles, LABEL_FILES, type WriteLabelFilesResult } from './writeLabelFiles.js';
export { checkLabelDraw, drawItemsHash, type LabelDraw } from './labelDraw.js';

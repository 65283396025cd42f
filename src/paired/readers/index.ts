/** paired/readers: one reader per score format, each returning one side's scores (or both, for tunegate's own items). */
export { readScoreFile, type ScoreFile, type ScoreFileFacts } from './readScoreFile.js';
export { detectFormat } from './detectFormat.js';
export { readScoresJsonl } from './readScoresJsonl.js';
export { readLmEvalSamples } from './readLmEvalSamples.js';
export { readInspectLog } from './readInspectLog.js';
export { readTunegateItems, type TunegateItems } from './readTunegateItems.js';
export { epochReducer, inspectValueToFloat } from './inspectValues.js';
export { placeText, type FilePlace, type ScoreRow, type ScoreTable } from './scoreTable.js';

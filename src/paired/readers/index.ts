/** paired/readers: one reader per score format, each returning one side's scores (or both, for tunegate's own items). */
export { readScoreFile, type ScoreFile, type ScoreFileFacts, type ReadScoreOptions } from './readScoreFile.js';
export { detectFormat } from './detectFormat.js';
export { readScoresJsonl } from './readScoresJsonl.js';
export { readLmEvalSamples } from './readLmEvalSamples.js';
export { readLmEvalRun, type LmEvalRun } from './readLmEvalRun.js';
export { readInspectLog } from './readInspectLog.js';
export { readInspectEval } from './readInspectEval.js';
export type { InspectReadOptions } from './inspectLogSink.js';
export type { LmEvalTaskContext } from './lmEvalSampleSink.js';
export { readTunegateItems, type TunegateItems } from './readTunegateItems.js';
export { inspectValueToFloat } from './inspectValues.js';
export { placeText, type FilePlace } from './filePlace.js';
export type { DocumentHashes, EpochDesign, ScoreRow, ScoreTable } from './scoreTable.js';

/** results/: the contract between stages — vocabulary, the shapes of results.json and items.jsonl, and the run folder. */
export * from './vocabulary.js';
export type * from './types.js';
export {
  readRunDir,
  parseResults,
  parseItems,
  formatItemsJsonl,
  withoutRunId,
  writeItemsFile,
  writeResultsFile,
  RUN_FILES,
  type RunDirContents,
} from './runFolder.js';
export { prepareOutputFolder, CANDIDATES_INDEX_FILE, type OutputFolder, type OutputFolderOptions } from './outputFolder.js';
export { makeDirs, removeEmptyDirs, folderError } from './makeDirs.js';
export { writeFileAtomic } from './writeFileAtomic.js';
export { outputTarget, fileKind } from './outputTarget.js';
export { checkItemRecord, type RecordCheck } from './checkItemRecord.js';
export { ShapeProblem } from './shapeProblem.js';
export { TOOL_VERSION } from './toolVersion.js';
export { failsGate, gateEquivalent, gateVerdict, missesRequirement } from './failsGate.js';
export { runHeader, runEnvironment, type RunStart, type ModelRuntime } from './runHeader.js';
export { writeRunFolder, type ReportFilesWriter } from './writeRunFolder.js';
export { mostCommon } from './mostCommon.js';
export { epochReduction, reduceEpochs, type EpochReading, type EpochReduction } from './epochReducers.js';
export { readShardDir, writeShardFiles, parseManifest, SHARD_FILES, type ShardFolder } from './shardFolder.js';
export type * from './trendTypes.js';
export type * from './releaseTypes.js';

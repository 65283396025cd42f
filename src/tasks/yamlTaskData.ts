/**
 * Where a task YAML's documents come from, offline: a local JSONL given the way lm-eval's json
 * loader takes it (`dataset_path: json`, `dataset_kwargs.data_files`), or `dataset_path` /
 * `dataset_name` in the local Hugging Face hub cache. Never a network fetch.
 */
import { dirname, isAbsolute, join } from 'node:path';
import { UsageError } from '../errors/index.js';
import { hubSplitFiles, type HubCacheDir } from './hubDatasetFiles.js';
import { readBenchmarkFile, type BenchmarkLine } from './readBenchmarkFile.js';
import { readParquetRecords } from './readParquetRecords.js';
import type { TaskYaml } from './readTaskYaml.js';

/** One split's records (at least the first ones `limit` keeps), its document count and the first file they came from. */
export interface SplitRecords {
  readonly lines: readonly BenchmarkLine[];
  readonly docCount: number;
  readonly file: string;
}

/**
 * Reads one split of the YAML's dataset; with `limit` (lm-eval's `--limit`) a parquet split decodes
 * only the rows it keeps. UsageError naming the split, file or cache folder that is missing.
 */
export type SplitReader = (split: string, limit?: number) => Promise<SplitRecords>;

/** The split reader of a task YAML; `cache` is where dataset_path is looked up when no data_files are given. */
export function yamlTaskData(task: TaskYaml, cache: HubCacheDir | undefined): SplitReader {
  const { file, config } = task;
  const kwargs = (config['dataset_kwargs'] ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(kwargs)) {
    if (key !== 'data_files' && key !== 'trust_remote_code')
      throw new UsageError(
        `${file}: the key dataset_kwargs.${key} is not supported`,
        'Only data_files (local JSONL) is read; trust_remote_code is ignored: no code is ever run.',
      );
  }
  const dataFiles = kwargs['data_files'];
  if (dataFiles !== undefined) {
    if (config['dataset_path'] !== 'json') {
      throw new UsageError(
        `${file}: dataset_kwargs.data_files is read only with dataset_path: json, got ${JSON.stringify(config['dataset_path'])}`,
        'Give JSONL files as lm-eval does: dataset_path: json and dataset_kwargs: {data_files: {test: my_test.jsonl}}.',
      );
    }
    const bySplit = splitFiles(dataFiles, file);
    return async (split) => {
      const files = bySplit.get(split);
      if (files === undefined)
        throw new UsageError(
          `${file}: data_files has no ${split} split (it has ${[...bySplit.keys()].join(', ')})`,
          `Add ${split}: FILE.jsonl under dataset_kwargs.data_files.`,
        );
      const lines = files.flatMap((one) => readBenchmarkFile(one));
      return { lines, docCount: lines.length, file: files[0] as string };
    };
  }
  const path = config['dataset_path'];
  const name = config['dataset_name'] ?? null;
  if (typeof path !== 'string' || (name !== null && typeof name !== 'string')) {
    throw new UsageError(
      `${file}: no data: dataset_path ${JSON.stringify(path ?? null)}`,
      'Name the dataset (dataset_path, dataset_name) as lm-eval does, or give local JSONL (dataset_path: json, dataset_kwargs.data_files).',
    );
  }
  return async (split, limit) => {
    if (cache === undefined)
      throw new UsageError(
        `${file}: dataset_path ${path} needs the Hugging Face cache, which was not given`,
        'Run it from the command line, which finds the cache (HF_HUB_CACHE, HF_HOME).',
      );
    const { files } = hubSplitFiles(cache, [path], name, split);
    const { lines, rowCount } = await readParquetRecords(files, limit);
    return { lines, docCount: rowCount, file: files[0] as string };
  };
}

/** data_files as datasets takes it: one file or a list (the `train` split), or a mapping split → file(s); relative paths are the YAML folder's. */
function splitFiles(dataFiles: unknown, file: string): Map<string, string[]> {
  const paths = (value: unknown): string[] => {
    const list = Array.isArray(value) ? value : [value];
    if (list.length === 0 || !list.every((one) => typeof one === 'string'))
      throw new UsageError(`${file}: data_files must name files, got ${JSON.stringify(value)}`, 'e.g. data_files: {test: test.jsonl, train: train.jsonl}.');
    return (list as string[]).map((one) => (isAbsolute(one) ? one : join(dirname(file), one)));
  };
  if (typeof dataFiles === 'string' || Array.isArray(dataFiles)) return new Map([['train', paths(dataFiles)]]);
  if (typeof dataFiles !== 'object' || dataFiles === null) return new Map([['train', paths(dataFiles)]]);
  return new Map(Object.entries(dataFiles).map(([split, value]) => [split, paths(value)]));
}

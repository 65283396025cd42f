/**
 * Converts the public benchmark files into the JSONL the package ships under
 * suites/benchmarks/ (gzip, one record per line, Hugging Face field shape). Re-runnable and
 * deterministic: the same sources give byte-identical files (gzip header without a time).
 *
 *   node --import tsx tools/benchmarks/convertBenchmarks.ts --from DIR [--to suites/benchmarks]
 *
 * DIR holds the authors' files as each suites/benchmarks/<folder>/SOURCE.md names them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import {
  arcRecords,
  boolqRecords,
  hellaswagRecords,
  mmluRecords,
  openbookqaRecords,
  piqaRecords,
  truthfulqaRecords,
  type BenchmarkRecord,
} from './benchmarkRecords.js';

/** One shipped file: where it goes (under the target folder), how it is made, how many records it must hold. */
interface Output {
  readonly path: string;
  readonly records: (from: string) => BenchmarkRecord[];
  readonly count: number;
}

/** Every shipped file; the counts are the ones each SOURCE.md states (a mismatch stops the run). */
const OUTPUTS: readonly Output[] = [
  { path: 'arc/ARC-Easy/validation.jsonl.gz', records: (from) => arcRecords(join(from, 'arc/ARC-Easy-Dev.jsonl')), count: 570 },
  { path: 'arc/ARC-Challenge/validation.jsonl.gz', records: (from) => arcRecords(join(from, 'arc/ARC-Challenge-Dev.jsonl')), count: 299 },
  { path: 'arc/ARC-Easy/train.jsonl.gz', records: (from) => arcRecords(join(from, 'arc/ARC-Easy-Train.jsonl')), count: 2251 },
  { path: 'arc/ARC-Challenge/train.jsonl.gz', records: (from) => arcRecords(join(from, 'arc/ARC-Challenge-Train.jsonl')), count: 1119 },
  { path: 'mmlu/test.jsonl.gz', records: (from) => mmluRecords(join(from, 'mmlu/test'), 'test'), count: 14042 },
  { path: 'mmlu/dev.jsonl.gz', records: (from) => mmluRecords(join(from, 'mmlu/dev'), 'dev'), count: 285 },
  { path: 'truthfulqa/validation.jsonl.gz', records: (from) => truthfulqaRecords(join(from, 'truthfulqa/mc_task_v1_2021.json')), count: 817 },
  {
    path: 'piqa/validation.jsonl.gz',
    records: (from) => piqaRecords(join(from, 'piqa/data_valid.jsonl'), join(from, 'piqa/data_valid-labels.lst')),
    count: 1838,
  },
  { path: 'openbookqa/test.jsonl.gz', records: (from) => openbookqaRecords(join(from, 'openbookqa/test.jsonl')), count: 500 },
  { path: 'boolq/validation.jsonl.gz', records: (from) => boolqRecords(join(from, 'boolq/dev.jsonl')), count: 3270 },
  { path: 'hellaswag/validation.jsonl.gz', records: (from) => hellaswagRecords(join(from, 'hellaswag/hellaswag_val_full.txt.bz2')), count: 10042 },
];

const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
if (values.from === undefined) throw new Error('pass --from DIR, the folder holding the benchmarks as published (see suites/benchmarks/README.md)');
const to = values.to ?? fileURLToPath(new URL('../../suites/benchmarks', import.meta.url));
for (const output of OUTPUTS) {
  const records = output.records(values.from);
  if (records.length !== output.count) throw new Error(`${output.path}: ${records.length} records, SOURCE.md says ${output.count}`);
  const text = records.map((record) => JSON.stringify(record)).join('\n') + '\n';
  const target = join(to, output.path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, gzipSync(text, { level: 9 }));
  console.log(`${output.path}: ${records.length} records`);
}

/**
 * loadCachedTasks over a Hugging Face hub cache laid out in a temporary folder. The parquet files
 * are imitations of the dataset repos' (written by test/support/parquetWriter.ts from shipped
 * records: same fields, same nesting, int64 where the Hub's copies have it), in the repos' own
 * layout (`<config>/<split>-00000-of-00001.parquet`) and in the Hub's parquet conversion
 * (`<config>/<split>/0000.parquet`). Expected documents come from loadTasks over the same records
 * as JSONL: the same formats, a different reader and lookup.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { UsageError } from '../../src/errors/index.js';
import { loadCachedTasks, loadTasks, type LoadedTasks } from '../../src/tasks/index.js';
import { shippedRecords } from '../support/lmEvalTaskYaml.js';
import { writeParquet, type ParquetField } from '../support/parquetWriter.js';

const COMMIT = 'a'.repeat(40);

/** The schema of a shipped record: strings, int64 numbers, lists of strings, structs of those. */
function fieldsOf(record: Record<string, unknown>): ParquetField[] {
  return Object.entries(record).map(([name, value]): ParquetField => {
    if (typeof value === 'string') return { name, kind: 'string' };
    if (typeof value === 'number') return { name, kind: 'int64' };
    if (Array.isArray(value)) return { name, kind: 'strings' };
    return { name, kind: 'struct', fields: fieldsOf(value as Record<string, unknown>) };
  });
}

/** A parquet file of `records` at `<cache>/datasets--<repo>/snapshots/<commit>/<path>`, refs/main naming the commit. */
function cached(cache: string, repo: string, path: string, records: Record<string, unknown>[]): void {
  const repoDir = join(cache, `datasets--${repo.replace('/', '--')}`);
  const file = join(repoDir, 'snapshots', COMMIT, path);
  mkdirSync(dirname(file), { recursive: true });
  mkdirSync(join(repoDir, 'refs'), { recursive: true });
  writeFileSync(join(repoDir, 'refs', 'main'), COMMIT);
  writeParquet(file, fieldsOf(records[0]!), records);
}

/** A data folder laid out like suites/benchmarks holding `records` at `path`. */
function dataDirWith(dir: string, files: Record<string, Record<string, unknown>[]>): string {
  for (const [path, records] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), gzipSync(records.map((record) => `${JSON.stringify(record)}\n`).join('')));
  }
  return dir;
}

function assertSameDocs(actual: LoadedTasks, expected: LoadedTasks): void {
  assert.deepEqual(
    actual.docs.map((doc) => [doc.task, doc.docId, doc.context, doc.choices, doc.gold]),
    expected.docs.map((doc) => [doc.task, doc.docId, doc.context, doc.choices, doc.gold]),
  );
}

test("arc_challenge from the cache reads ARC-Challenge's test split (nested choices) and draws few-shot examples from train", async () => {
  const cache = mkdtempSync(join(tmpdir(), 'tunegate-hub-'));
  const evaluated = shippedRecords('arc/ARC-Challenge/validation.jsonl.gz').slice(0, 6);
  const train = shippedRecords('arc/ARC-Challenge/train.jsonl.gz').slice(0, 30);
  cached(cache, 'allenai/ai2_arc', 'ARC-Challenge/test-00000-of-00001.parquet', evaluated);
  cached(cache, 'allenai/ai2_arc', 'ARC-Challenge/train-00000-of-00001.parquet', train);
  // A decoy: ARC-Easy's test split must not be read for ARC-Challenge.
  cached(cache, 'allenai/ai2_arc', 'ARC-Easy/test-00000-of-00001.parquet', shippedRecords('arc/ARC-Easy/validation.jsonl.gz').slice(0, 3));
  const loaded = await loadCachedTasks(['arc_challenge'], { dir: cache, from: 'HF_HUB_CACHE' }, { numFewshot: 2 });
  const dataDir = dataDirWith(mkdtempSync(join(tmpdir(), 'tunegate-data-')), {
    'arc/ARC-Challenge/validation.jsonl.gz': evaluated,
    'arc/ARC-Challenge/train.jsonl.gz': train,
  });
  assertSameDocs(loaded, loadTasks(['arc_challenge'], { numFewshot: 2, dataDir }));
  const info = loaded.tasks[0]!;
  assert.equal(info.split, 'test');
  assert.equal(info.fewshotSplit, 'train');
  assert.equal(info.docCount, 6);
  assert.deepEqual(info.caveats, []);
  assert.equal(info.dataFile, join(cache, 'datasets--allenai--ai2_arc', 'snapshots', COMMIT, 'ARC-Challenge', 'test-00000-of-00001.parquet'));
});

test("an MMLU subject from the Hub's parquet conversion: int64 answers, dev as the first_n pool, the subject's description", async () => {
  const cache = mkdtempSync(join(tmpdir(), 'tunegate-hub-'));
  const ofSubject = (path: string) => shippedRecords(path).filter((record) => record['subject'] === 'anatomy');
  cached(cache, 'cais/mmlu', 'anatomy/test/0000.parquet', ofSubject('mmlu/test.jsonl.gz').slice(0, 5));
  cached(cache, 'cais/mmlu', 'anatomy/dev/0000.parquet', ofSubject('mmlu/dev.jsonl.gz'));
  const loaded = await loadCachedTasks(['mmlu_anatomy'], { dir: cache, from: 'HF_HOME' }, { numFewshot: 5 });
  assertSameDocs(loaded, loadTasks(['mmlu_anatomy'], { numFewshot: 5, limit: 5 }));
});

test("hellaswag from the cache runs lm-eval's preprocessing on the record as stored", async () => {
  const cache = mkdtempSync(join(tmpdir(), 'tunegate-hub-'));
  const records = shippedRecords('hellaswag/validation.jsonl.gz').slice(0, 4);
  cached(cache, 'Rowan/hellaswag', 'data/validation-00000-of-00001.parquet', records);
  assertSameDocs(await loadCachedTasks(['hellaswag'], { dir: cache, from: 'HF_HUB_CACHE' }), loadTasks(['hellaswag'], { limit: 4 }));
});

test('a dataset the cache lacks: a usage error naming the folders looked in and how to get the data', async () => {
  const cache = mkdtempSync(join(tmpdir(), 'tunegate-hub-'));
  await assert.rejects(loadCachedTasks(['boolq'], { dir: cache, from: 'HF_HUB_CACHE' }), (error: unknown) => {
    assert.ok(error instanceof UsageError);
    assert.equal(error.exitCode, 3);
    assert.ok(error.message.includes(join(cache, 'datasets--aps--super_glue')), error.message);
    assert.ok(error.message.includes(join(cache, 'datasets--super_glue')), error.message);
    assert.ok(error.message.includes('boolq/validation-*.parquet'), error.message);
    assert.ok(error.hint.includes('huggingface-cli download --repo-type dataset aps/super_glue'), error.hint);
    return true;
  });
});

test('a parquet file hyparquet cannot read (a truncated download) is a usage error naming it', async () => {
  const cache = mkdtempSync(join(tmpdir(), 'tunegate-hub-'));
  cached(cache, 'ybisk/piqa', 'plain_text/validation/0000.parquet', shippedRecords('piqa/validation.jsonl.gz').slice(0, 2));
  const file = join(cache, 'datasets--ybisk--piqa', 'snapshots', COMMIT, 'plain_text', 'validation', '0000.parquet');
  writeFileSync(file, 'PAR1 not a whole file');
  await assert.rejects(
    loadCachedTasks(['piqa'], { dir: cache, from: 'HF_HUB_CACHE' }),
    (error: unknown) => error instanceof UsageError && error.message.includes(file),
  );
});

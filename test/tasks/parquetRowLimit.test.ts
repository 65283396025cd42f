/**
 * `--limit` on a parquet split decodes only the rows it keeps (issue 50, case 16): the split is
 * two files, the second with its data pages overwritten (its footer, which holds the row count,
 * intact). Decoding every row first, as the reader once did, fails on the second file; reading
 * only the first rows never touches its pages. The document count recorded is the split's, read
 * from both footers: 5 + 4 rows written here = 9.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UsageError } from '../../src/errors/index.js';
import { loadCachedTasks, loadTasks } from '../../src/tasks/index.js';
import { shippedRecords } from '../support/lmEvalTaskYaml.js';
import { ARC_PARQUET_FIELDS, writeParquet } from '../support/parquetWriter.js';

const COMMIT = 'e'.repeat(40);
const FIELDS = ARC_PARQUET_FIELDS;

/** Overwrite everything between the leading magic and the footer (little-endian length + "PAR1" at the end). */
function damagePages(file: string): void {
  const bytes = readFileSync(file);
  const footerLength = bytes.readUInt32LE(bytes.length - 8);
  const footerStart = bytes.length - 8 - footerLength;
  bytes.fill(0xff, 4, footerStart);
  writeFileSync(file, bytes);
}

/** ARC-Challenge's test split as two files: 5 good rows, then 4 rows whose pages are damaged. */
function twoFileCache(): { cache: string; second: string } {
  const cache = mkdtempSync(join(tmpdir(), 'tunegate-hub-rows-'));
  const records = shippedRecords('arc/ARC-Challenge/validation.jsonl.gz').slice(0, 9);
  const snapshot = join(cache, 'datasets--allenai--ai2_arc', 'snapshots', COMMIT, 'ARC-Challenge');
  mkdirSync(snapshot, { recursive: true });
  const first = join(snapshot, 'test-00000-of-00002.parquet');
  const second = join(snapshot, 'test-00001-of-00002.parquet');
  writeParquet(first, FIELDS, records.slice(0, 5));
  writeParquet(second, FIELDS, records.slice(5));
  damagePages(second);
  mkdirSync(join(cache, 'datasets--allenai--ai2_arc', 'refs'), { recursive: true });
  writeFileSync(join(cache, 'datasets--allenai--ai2_arc', 'refs', 'main'), COMMIT);
  return { cache, second };
}

const expected = (limit: number) => loadTasks(['arc_challenge'], { limit }).docs.map((doc) => [doc.docId, doc.context, doc.choices, doc.gold] as const);

test('--limit 3 reads the first three rows only: the damaged second file is never decoded, and the count is both files’', async () => {
  const { cache } = twoFileCache();
  const loaded = await loadCachedTasks(['arc_challenge'], { dir: cache, from: 'HF_HUB_CACHE' }, { limit: 3 });
  assert.equal(loaded.tasks[0]!.docCount, 9);
  assert.equal(loaded.tasks[0]!.used, 3);
  assert.deepEqual(
    loaded.docs.map((doc) => [doc.docId, doc.context, doc.choices, doc.gold] as const),
    expected(3),
  );
});

test('a fraction as limit is of the count in the footers: 0.5 of 9 rows keeps 5, all in the first file', async () => {
  const { cache } = twoFileCache();
  const loaded = await loadCachedTasks(['arc_challenge'], { dir: cache, from: 'HF_HUB_CACHE' }, { limit: 0.5 });
  assert.equal(loaded.tasks[0]!.docCount, 9);
  assert.equal(loaded.docs.length, 5);
});

test('a limit that reaches the damaged rows still names the file (the rows it needs are decoded)', async () => {
  const { cache, second } = twoFileCache();
  await assert.rejects(
    loadCachedTasks(['arc_challenge'], { dir: cache, from: 'HF_HUB_CACHE' }, { limit: 6 }),
    (error: unknown) => error instanceof UsageError && error.message.includes(second),
  );
});

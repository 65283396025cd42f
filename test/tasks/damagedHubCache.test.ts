/**
 * The Hugging Face datasets cache reader on ordinary damage (issue 50, case 15): an interrupted
 * download (a snapshot link to a missing blob), a dangling link or ref, a link loop, `snapshots`
 * being a file, and links that leave the cache (to a folder elsewhere, to `/`). Each cache is
 * built in a temporary folder the way the hub client lays it out (blobs/, snapshots/<commit>/
 * links into blobs/, refs/main), then damaged by hand. Expected: a UsageError (exit 3) naming
 * the damaged path, at once; a link back to a folder already walked is read once.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { UsageError } from '../../src/errors/index.js';
import { loadCachedTasks } from '../../src/tasks/index.js';
import { shippedRecords } from '../support/lmEvalTaskYaml.js';
import { ARC_PARQUET_FIELDS, writeParquet } from '../support/parquetWriter.js';

const COMMIT = 'c'.repeat(40);
const FIELDS = ARC_PARQUET_FIELDS;

interface Cache {
  readonly cache: string;
  readonly repoDir: string;
  readonly snapshot: string;
  /** The snapshot's link to the test split's blob. */
  readonly link: string;
  readonly blob: string;
}

/** allenai/ai2_arc with ARC-Challenge's test split as a snapshot link into blobs/, refs/main naming it. */
function arcCache(): Cache {
  const cache = mkdtempSync(join(tmpdir(), 'tunegate-hub-damage-'));
  const repoDir = join(cache, 'datasets--allenai--ai2_arc');
  const snapshot = join(repoDir, 'snapshots', COMMIT);
  const blob = join(repoDir, 'blobs', 'b'.repeat(64));
  mkdirSync(dirname(blob), { recursive: true });
  writeParquet(blob, FIELDS, shippedRecords('arc/ARC-Challenge/validation.jsonl.gz').slice(0, 3));
  const link = join(snapshot, 'ARC-Challenge', 'test-00000-of-00001.parquet');
  mkdirSync(dirname(link), { recursive: true });
  symlinkSync(join('..', '..', '..', 'blobs', 'b'.repeat(64)), link);
  mkdirSync(join(repoDir, 'refs'), { recursive: true });
  writeFileSync(join(repoDir, 'refs', 'main'), COMMIT);
  return { cache, repoDir, snapshot, link, blob };
}

async function refused(cache: string, fragments: readonly string[]): Promise<void> {
  const started = Date.now();
  await assert.rejects(loadCachedTasks(['arc_challenge'], { dir: cache, from: 'HF_HUB_CACHE' }), (error: unknown) => {
    assert.ok(error instanceof UsageError, `${String(error)}`);
    assert.equal(error.exitCode, 3);
    for (const fragment of fragments) assert.ok(error.message.includes(fragment), `${error.message} lacks ${fragment}`);
    assert.ok(!error.message.includes('\n'), error.message);
    return true;
  });
  assert.ok(Date.now() - started < 5000, 'refused at once');
}

test('the intact cache reads (the baseline every damaged copy below departs from)', async () => {
  const { cache } = arcCache();
  const loaded = await loadCachedTasks(['arc_challenge'], { dir: cache, from: 'HF_HUB_CACHE' });
  assert.equal(loaded.tasks[0]!.docCount, 3);
});

test('a snapshot link to a missing blob (an interrupted download) names the link', async () => {
  const { cache, link, blob } = arcCache();
  unlinkSync(blob);
  await refused(cache, [link, 'missing blob']);
});

test('a dangling refs/main (a link to nothing) names the ref', async () => {
  const { cache, repoDir } = arcCache();
  const ref = join(repoDir, 'refs', 'main');
  unlinkSync(ref);
  symlinkSync(join(repoDir, 'nowhere'), ref);
  await refused(cache, [ref, 'does not exist']);
});

test('a refs/main naming a snapshot that is not there names the ref and the missing folder', async () => {
  const { cache, repoDir } = arcCache();
  writeFileSync(join(repoDir, 'refs', 'main'), 'd'.repeat(40));
  await refused(cache, [join(repoDir, 'refs', 'main'), join(repoDir, 'snapshots', 'd'.repeat(40))]);
});

test('a refs/main holding a path instead of a commit is refused, not followed', async () => {
  const { cache, repoDir } = arcCache();
  writeFileSync(join(repoDir, 'refs', 'main'), '../../../../etc');
  await refused(cache, [join(repoDir, 'refs', 'main'), 'commit hash']);
});

test('a link loop in a snapshot names the link', async () => {
  const { cache, snapshot } = arcCache();
  const loop = join(snapshot, 'ARC-Challenge', 'train-00000-of-00001.parquet');
  symlinkSync('train-00000-of-00001.parquet', loop);
  await refused(cache, [loop, 'link loop']);
});

test('snapshots being a file names it', async () => {
  const { cache, repoDir } = arcCache();
  rmSync(join(repoDir, 'snapshots'), { recursive: true });
  writeFileSync(join(repoDir, 'snapshots'), 'not a folder');
  await refused(cache, [join(repoDir, 'snapshots'), 'is a file']);
});

test('a snapshot linking to a folder outside the cache is refused, and its parquet files are not read', async () => {
  const { cache, snapshot } = arcCache();
  const outside = mkdtempSync(join(tmpdir(), 'tunegate-outside-'));
  mkdirSync(join(outside, 'ARC-Challenge'));
  writeParquet(join(outside, 'ARC-Challenge', 'test-00001-of-00001.parquet'), FIELDS, shippedRecords('arc/ARC-Easy/validation.jsonl.gz').slice(0, 2));
  symlinkSync(outside, join(snapshot, 'elsewhere'));
  await refused(cache, [join(snapshot, 'elsewhere'), 'outside', outside]);
});

test('a snapshot linking to / does not walk the file system: refused at once', { timeout: 20_000 }, async () => {
  const { cache, snapshot } = arcCache();
  symlinkSync('/', join(snapshot, 'root'));
  await refused(cache, [join(snapshot, 'root'), 'outside']);
});

test('a link back to a folder already walked is read once (no endless walk, the same documents)', { timeout: 20_000 }, async () => {
  const { cache, snapshot } = arcCache();
  symlinkSync('..', join(snapshot, 'ARC-Challenge', 'up'));
  symlinkSync('.', join(snapshot, 'self'));
  const loaded = await loadCachedTasks(['arc_challenge'], { dir: cache, from: 'HF_HUB_CACHE' });
  assert.equal(loaded.tasks[0]!.docCount, 3);
});

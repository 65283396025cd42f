/** `tunegate release`: marking a run's tuned model released, reading the last release back, refusing a damaged file. */
import assert from 'node:assert/strict';
import { lstat, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { runCli } from '../../src/cli/runCli.js';
import type { ReleaseEntry, ReleasesFile } from '../../src/results/index.js';
import { appendRelease } from '../../src/trend/index.js';
import { nightly, nightlyDir, writeReleasableCheckpoint as writeCheckpoint } from '../support/syntheticLine.js';

async function cli(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s) });
  return { code, stdout, stderr };
}

test('release appends the tuned model once, and --last prints it for the next compare', async (t) => {
  const root = await mkdtemp(join(tmpdir(), 'tunegate-release-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  const releases = join(root, 'releases.json');
  const first = await writeCheckpoint(nightlyDir(root, 1), { step: 1, stepItems: 2, startedAt: nightly(1) });
  const second = await writeCheckpoint(nightlyDir(root, 2), { step: 2, stepItems: 2, startedAt: nightly(2) });

  assert.equal((await cli(['release', '--last', '--releases', releases])).code, 3, 'no release yet');
  assert.equal((await cli(['release', nightlyDir(root, 1), '--releases', releases])).code, 0);
  const again = await cli(['release', nightlyDir(root, 1), '--releases', releases]);
  assert.match(again.stdout, /is already the last release in .*; nothing written/);
  assert.equal((await cli(['release', nightlyDir(root, 2), '--releases', releases])).code, 0);

  const file = JSON.parse(await readFile(releases, 'utf8')) as ReleasesFile;
  assert.deepEqual(
    file.releases.map((entry) => [entry.path, entry.sha256, entry.runId]),
    [
      [first.models.tuned.path, first.models.tuned.sha256, first.runId],
      [second.models.tuned.path, second.models.tuned.sha256, second.runId],
    ],
  );
  const last = await cli(['release', '--last', '--releases', releases]);
  assert.equal(last.code, 0);
  assert.equal(last.stdout, `${second.models.tuned.path}\n`);
});

test('release refuses a damaged releases file and a missing run folder (exit 3, no stack)', async (t) => {
  const root = await mkdtemp(join(tmpdir(), 'tunegate-release-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  const releases = join(root, 'releases.json');
  await writeFile(releases, JSON.stringify({ kind: 'tunegate-releases', schemaVersion: 1, releases: [{ path: 'm', sha256: 'xyz' }] }));
  const damaged = await cli(['release', '--last', '--releases', releases]);
  assert.equal(damaged.code, 3);
  assert.match(damaged.stderr, /releases\[0\]: "releasedAt" must be a non-empty string|releases\[0\]: "sha256"/);
  const missing = await cli(['release', join(root, 'nope'), '--releases', join(root, 'new.json')]);
  assert.equal(missing.code, 3);
  assert.doesNotMatch(missing.stderr, /\n\s+at /);
  assert.equal((await cli(['release', '--releases', releases])).code, 3, 'neither a run nor --last');
});

test('a model overwritten after its run is refused when recorded and when --last hands it on [43.5]', async (t) => {
  const root = await mkdtemp(join(tmpdir(), 'tunegate-release-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  const releases = join(root, 'releases.json');
  const run = nightlyDir(root, 1);
  await writeCheckpoint(run, { step: 1, stepItems: 2, startedAt: nightly(1) });
  await writeFile(join(run, 'tuned.onnx'), 'overwritten by a later export\n');
  const recorded = await cli(['release', run, '--releases', releases]);
  assert.equal(recorded.code, 3);
  assert.match(
    recorded.stderr,
    /^tunegate: \S+tuned\.onnx: the tuned model of \S+ was changed after it was recorded \(sha256 [0-9a-f]{12} now, [0-9a-f]{12} recorded\)\nhint: /,
  );

  const second = nightlyDir(root, 2);
  await writeCheckpoint(second, { step: 2, stepItems: 2, startedAt: nightly(2) });
  assert.equal((await cli(['release', second, '--releases', releases])).code, 0);
  assert.equal((await cli(['release', '--last', '--releases', releases])).code, 0);
  await writeFile(join(second, 'tuned.onnx'), 'overwritten after its release\n');
  const last = await cli(['release', '--last', '--releases', releases]);
  assert.equal(last.code, 3);
  assert.equal(last.stdout, '', 'no path for the next compare');
  assert.match(last.stderr, /tuned\.onnx: the last release in \S+ was changed after it was recorded/);
  await rm(join(second, 'tuned.onnx'));
  assert.match((await cli(['release', '--last', '--releases', releases])).stderr, /tuned\.onnx: the last release in \S+ is gone \(ENOENT\)/);
});

test('six releases at once lose no entry [43.5]', async (t) => {
  const root = await mkdtemp(join(tmpdir(), 'tunegate-release-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  await mkdir(root, { recursive: true });
  const releases = join(root, 'releases.json');
  const entry = (i: number): ReleaseEntry => ({
    path: `models/m${i}`,
    sha256: String(i).repeat(64),
    releasedAt: nightly(i),
    run: `runs/${i}`,
    runId: `run-${i}`,
  });
  // Each append reads, appends and replaces the file with awaits in between: without the lock, all six read the empty file.
  const added = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => appendRelease(releases, entry(i))));
  assert.deepEqual(added, [true, true, true, true, true, true]);
  const file = JSON.parse(await readFile(releases, 'utf8')) as ReleasesFile;
  assert.deepEqual(file.releases.map((release) => release.runId).sort(), ['run-1', 'run-2', 'run-3', 'run-4', 'run-5', 'run-6']);
  assert.equal((await readFile(releases, 'utf8')).length > 0, true);
  await assert.rejects(readFile(`${releases}.lock`), /ENOENT/, 'the lock is removed');
});

test('release --last prints an absolute path that exists: a relative one is read from the releases folder, a gone one is exit 3 [43.17]', async (t) => {
  const root = await mkdtemp(join(tmpdir(), 'tunegate-release-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  await mkdir(join(root, 'models', 'm1'), { recursive: true });
  const releases = join(root, 'releases.json');
  const entry: ReleaseEntry = { path: 'models/m1', sha256: '1'.repeat(64), releasedAt: nightly(1), run: 'runs/1', runId: 'run-1' };
  await writeFile(releases, JSON.stringify({ kind: 'tunegate-releases', schemaVersion: 1, releases: [entry] }));
  const last = await cli(['release', '--last', '--releases', releases]);
  assert.equal(last.code, 0, last.stderr);
  assert.equal(last.stdout, `${join(root, 'models', 'm1')}\n`);
  await rm(join(root, 'models'), { recursive: true });
  const gone = await cli(['release', '--last', '--releases', releases]);
  assert.equal(gone.code, 3);
  assert.equal(gone.stdout, '', 'no dead path for the next compare');
  assert.equal(gone.stderr.split('\n')[0], `tunegate: ${releases}: the last release's model models/m1 (${join(root, 'models', 'm1')}) is gone`);
});

test('a releases file kept as a link stays a link: the release is written where it points [43.17]', async (t) => {
  const root = await mkdtemp(join(tmpdir(), 'tunegate-release-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  await mkdir(join(root, 'shared'));
  const target = join(root, 'shared', 'releases.json');
  const link = join(root, 'releases.json');
  // Dangling at first: the first release creates the file it points at.
  await symlink(target, link);
  for (const k of [1, 2]) {
    await writeCheckpoint(nightlyDir(root, k), { step: k, stepItems: 2, startedAt: nightly(k) });
    const marked = await cli(['release', nightlyDir(root, k), '--releases', link]);
    assert.equal(marked.code, 0, marked.stderr);
    assert.ok((await lstat(link)).isSymbolicLink(), `still a link after release ${k}`);
  }
  const file = JSON.parse(await readFile(target, 'utf8')) as ReleasesFile;
  assert.deepEqual(
    file.releases.map((entry) => entry.run),
    [nightlyDir(root, 1), nightlyDir(root, 2)],
  );
  await assert.rejects(lstat(`${link}.lock`), /ENOENT/);
});

/**
 * `tunegate trend` on a synthetic release line (test/support/syntheticLine.ts: hand-made
 * records judged by the real judge, no models): eight checkpoints that each lose 2 of 400
 * items against the last, one run scored on another suite file, and a line whose base
 * changes halfway. Expected Δs are counts of the items the design flips, divided by 400.
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { runCli } from '../../src/cli/runCli.js';
import type { TrendResult } from '../../src/results/index.js';
import { buildTrend, findRunDirs, orderRuns, readTrendRuns, runDifferences } from '../../src/trend/index.js';
import { writeTrendFiles } from '../../src/report/index.js';
import { LINE_ITEMS, nightly, nightlyDir, writeCheckpoint } from '../support/syntheticLine.js';

const STEP_ITEMS = 2;

async function tempDir(t: { after: (fn: () => Promise<void>) => void }): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tunegate-trend-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

test('a line drifting 2 items per checkpoint: no gate fails, the drift check regresses, other suites stand apart', { timeout: 120_000 }, async (t) => {
  const root = await tempDir(t);
  const nightlyRoot = join(root, 'nightly');
  for (let k = 1; k <= 8; k += 1) {
    const results = await writeCheckpoint(nightlyDir(nightlyRoot, k), { step: k, stepItems: STEP_ITEMS, startedAt: nightly(k) });
    assert.notEqual(results.verdict, 'regressed', `checkpoint ${k} alone passes its gate`);
  }
  // Scored on another version of the suite, between the fourth and fifth nightly.
  await writeCheckpoint(join(nightlyRoot, 'ckpt-04b'), { step: 4, stepItems: STEP_ITEMS, startedAt: '2026-11-04T14:00:00.000Z', suiteSha256: '2'.repeat(64) });
  // A hidden folder (compare's staging folders are hidden) is not searched.
  await writeCheckpoint(join(nightlyRoot, '.staging-ckpt-09'), { step: 9, stepItems: STEP_ITEMS, startedAt: nightly(9) });
  // A stand-in report.html (not a rendered report) in the newest run, so its links exist.
  await writeFile(join(nightlyDir(nightlyRoot, 8), 'report.html'), '<!DOCTYPE html><title>stand-in</title>');
  const read = await readTrendRuns(await findRunDirs([nightlyRoot]));
  const trend = buildTrend(read.runs, read.paired, 'time');

  assert.deepEqual(
    trend.runs.map((run) => run.name),
    [1, 2, 3, 4, 5, 6, 7, 8].map((k) => nightlyDir(nightlyRoot, k)),
  );
  for (const [index, run] of trend.runs.entries()) {
    const acc = run.points.find((point) => point.id === 'capability.acc');
    assert.equal(acc?.verdict, 'within-noise', `run ${index + 1}`);
    assert.ok(Math.abs((acc?.delta ?? NaN) - -(STEP_ITEMS * index) / LINE_ITEMS) < 1e-12, `run ${index + 1}: Δ = −2·${index}/400`);
    assert.equal(run.newBase, false);
  }
  assert.equal(trend.apart.length, 1);
  assert.equal(trend.apart[0]?.name, join(nightlyRoot, 'ckpt-04b'));
  assert.match(trend.apart[0]?.differences.join() ?? '', /capability suite differs: sha256 222222222222 here, 111111111111 in the line/);

  assert.ok(!('skipped' in trend.drift));
  const drift = trend.drift as Exclude<TrendResult['drift'], { skipped: string }>;
  assert.equal(drift.verdict, 'regressed');
  assert.equal(drift.pairedItems, LINE_ITEMS);
  assert.equal(drift.from, nightlyDir(nightlyRoot, 1));
  const acc = drift.metrics.find((metric) => metric.id === 'capability.acc');
  assert.ok(acc !== undefined);
  // 7 steps × 2 items lost, every one of them a discordant pair in one direction.
  assert.ok(Math.abs((acc.delta ?? NaN) - -14 / LINE_ITEMS) < 1e-12);
  assert.equal(acc.verdict, 'regressed');
  assert.ok((acc.ci?.[1] ?? 0) < 0);
  assert.deepEqual(acc.mcnemar && { baseOnly: acc.mcnemar.baseOnly, tunedOnly: acc.mcnemar.tunedOnly }, { baseOnly: 14, tunedOnly: 0 });

  const out = join(root, 'trend');
  await writeTrendFiles(out, trend);
  const html = await readFile(join(out, 'trend.html'), 'utf8');
  for (let k = 1; k <= 8; k += 1) assert.ok(html.includes(`ckpt-${String(k).padStart(2, '0')}`), `run ${k} on the page`);
  assert.match(html, /Drifting down/);
  assert.equal(html.match(/<svg/g)?.length, 2, 'one chart per gated metric (acc, acc_norm)');
  assert.match(html, /ckpt-04b<\/span>|ckpt-04b/);
  assert.match(html, /capability suite differs/);
  assert.match(html, /href="\.\.\/nightly\/ckpt-08\/report\.html#where-h">where it changed/);
  // Deterministic: rendering again gives the same bytes (no clock, stable chart ids).
  await writeTrendFiles(join(root, 'again'), trend);
  assert.equal(await readFile(join(root, 'again', 'trend.html'), 'utf8'), html);
  const markdown = await readFile(join(out, 'trend.md'), 'utf8');
  // GitHub takes at most 1 MiB of job summary per step.
  assert.ok(Buffer.byteLength(markdown) < 1024 * 1024);
  assert.match(markdown, /^## tunegate trend: ✗ Drifting down/);
  assert.equal(markdown.split('\n').filter((line) => /^\| [1-8] \|/.test(line)).length, 8);
  const json = JSON.parse(await readFile(join(out, 'trend.json'), 'utf8')) as TrendResult;
  assert.equal(json.runs.length, 8);

  // The command: exit 1 on a line drifting down, the set-apart run named on stderr.
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await runCli(['trend', nightlyRoot, '--out', join(root, 'cli')], { stdout: (s) => stdout.push(s), stderr: (s) => stderr.push(s) });
  assert.equal(code, 1, stderr.join(''));
  assert.match(stdout.join(''), /8 runs on the line, 1 apart; drift .* regressed/);
  assert.match(stderr.join(''), /ckpt-04b is not on the line: capability suite differs/);
});

test('a new release halfway: the marker sits on its first run and drift starts there', { timeout: 120_000 }, async (t) => {
  const root = await tempDir(t);
  for (let k = 1; k <= 8; k += 1) {
    const release = k <= 4 ? 'release-1' : 'release-2';
    await writeCheckpoint(nightlyDir(root, k), { step: k <= 4 ? k : k - 4, stepItems: STEP_ITEMS, startedAt: nightly(k), baseName: release });
  }
  const read = await readTrendRuns(await findRunDirs([root]));
  const trend = buildTrend(read.runs, read.paired, 'time');
  assert.deepEqual(
    trend.runs.map((run) => run.newBase),
    [false, false, false, false, true, false, false, false],
  );
  assert.ok(!('skipped' in trend.drift));
  const drift = trend.drift as Exclude<TrendResult['drift'], { skipped: string }>;
  assert.equal(drift.from, nightlyDir(root, 5));
  // Three steps of the new line: 6 items.
  assert.ok(Math.abs((drift.metrics.find((metric) => metric.id === 'capability.acc')?.delta ?? NaN) - -6 / LINE_ITEMS) < 1e-12);
});

test('runs are ordered by start time or as given; a changed setting is named with both values', async (t) => {
  const root = await tempDir(t);
  const late = await writeCheckpoint(join(root, 'a-late'), { step: 2, stepItems: STEP_ITEMS, startedAt: nightly(2) });
  const early = await writeCheckpoint(join(root, 'b-early'), { step: 1, stepItems: STEP_ITEMS, startedAt: nightly(1), seed: 7 });
  const runs = [
    { results: late, name: 'a-late' },
    { results: early, name: 'b-early' },
  ];
  assert.deepEqual(
    orderRuns(runs, 'time').map((run) => run.name),
    ['b-early', 'a-late'],
  );
  assert.deepEqual(
    orderRuns(runs, 'given').map((run) => run.name),
    ['a-late', 'b-early'],
  );
  assert.deepEqual(runDifferences(early, late), ['--seed differs: 7 here, 0 in the line']);
  assert.deepEqual(runDifferences(late, late), []);
});

test('trend refuses a folder without runs (exit 3, a message naming it)', async (t) => {
  const root = await tempDir(t);
  const stderr: string[] = [];
  const code = await runCli(['trend', root, '--out', join(root, 'out')], { stdout: () => {}, stderr: (s) => stderr.push(s) });
  assert.equal(code, 3);
  assert.match(stderr.join(''), /no run folder in it/);
});

/** `tunegate trend …args` in-process: exit code, stdout and stderr. */
async function trendCli(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(['trend', ...args], { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s) });
  return { code, stdout, stderr };
}

test('an inconclusive drift exits 2 and says why, not 0 as a line that held [43.17]', async (t) => {
  const root = await tempDir(t);
  await writeCheckpoint(nightlyDir(root, 1), { step: 1, stepItems: STEP_ITEMS, startedAt: nightly(1) });
  await writeCheckpoint(nightlyDir(root, 2), { step: 2, stepItems: STEP_ITEMS, startedAt: nightly(2) });
  const whole = await trendCli([root, '--out', join(root, 'out-whole')]);
  assert.equal(whole.code, 0, whole.stderr);
  // The newest run lost the last 100 of its 400 item lines: the drift covers part of the items (test/trend/runDifferences.test.ts).
  const items = join(nightlyDir(root, 2), 'items.jsonl');
  await writeFile(items, `${(await readFile(items, 'utf8')).split('\n').slice(0, 300).join('\n')}\n`);
  const part = await trendCli([root, '--out', join(root, 'out-part')]);
  assert.equal(part.code, 2, part.stderr);
  assert.match(part.stdout, /drift .* inconclusive/);
  assert.match(part.stderr, /warning: the drift .*ckpt-01 → .*ckpt-02 is inconclusive: The drift cannot be told whole: .*100 items scored in .*ckpt-01 only/);
});

test('one run folder named twice under two spellings or through a link is refused naming both; found twice by a search it is read once [43.17]', async (t) => {
  const root = await tempDir(t);
  const runs = join(root, 'runs');
  await writeCheckpoint(nightlyDir(runs, 1), { step: 1, stepItems: STEP_ITEMS, startedAt: nightly(1) });
  await writeCheckpoint(nightlyDir(runs, 2), { step: 2, stepItems: STEP_ITEMS, startedAt: nightly(2) });
  const one = nightlyDir(runs, 1);
  const dotted = `${runs}/./ckpt-01`;
  const slashed = `${one}/`;
  const twice = await trendCli([slashed, dotted, nightlyDir(runs, 2), '--out', join(root, 'out-1')]);
  assert.equal(twice.code, 3);
  assert.equal(twice.stderr.split('\n')[0], `tunegate: ${one} and ${dotted} are the same run folder (${one})`);
  await symlink(one, join(root, 'link-1'));
  const linked = await trendCli([one, join(root, 'link-1'), nightlyDir(runs, 2), '--out', join(root, 'out-2')]);
  assert.equal(linked.code, 3);
  assert.match(linked.stderr, new RegExp(`^tunegate: ${one} and ${join(root, 'link-1')} are the same run folder`));
  // A `latest` link beside the runs it points at: the search reads ckpt-02 once, under its own name.
  await symlink(nightlyDir(runs, 2), join(runs, 'latest'));
  const searched = await trendCli([runs, '--out', join(root, 'out-3')]);
  assert.equal(searched.code, 0, searched.stderr);
  assert.match(searched.stdout, /^2 runs on the line/);
  const trend = JSON.parse(await readFile(join(root, 'out-3', 'trend.json'), 'utf8')) as TrendResult;
  assert.deepEqual(
    trend.runs.map((run) => run.name),
    [nightlyDir(runs, 1), nightlyDir(runs, 2)],
  );
});

test('run folders reached through links are followed, not skipped; an unfinished run folder is named, never passed over silently [43.17]', async (t) => {
  const root = await tempDir(t);
  const store = join(root, 'store');
  await writeCheckpoint(nightlyDir(store, 1), { step: 1, stepItems: STEP_ITEMS, startedAt: nightly(1) });
  await writeCheckpoint(nightlyDir(store, 2), { step: 2, stepItems: STEP_ITEMS, startedAt: nightly(2) });
  const gathered = join(root, 'gathered');
  await mkdir(gathered);
  await symlink(nightlyDir(store, 1), join(gathered, 'first'));
  await symlink(nightlyDir(store, 2), join(gathered, 'second'));
  // A loop of links ends: each real folder is visited once.
  await symlink(gathered, join(gathered, 'loop'));
  const followed = await trendCli([gathered, '--out', join(root, 'out-links')]);
  assert.equal(followed.code, 0, followed.stderr);
  assert.match(followed.stdout, /^2 runs on the line, 0 apart; drift .*first → .*second/);

  // A run killed before results.json (written last): items.jsonl alone.
  const killed = join(gathered, 'third');
  await mkdir(killed);
  await writeFile(join(killed, 'items.jsonl'), await readFile(join(nightlyDir(store, 2), 'items.jsonl')));
  const noted = await trendCli([gathered, '--out', join(root, 'out-noted')]);
  assert.equal(noted.code, 0, noted.stderr);
  assert.match(noted.stderr, new RegExp(`note: ${killed}: items.jsonl but no results.json: a run that did not finish`));
  const named = await trendCli([nightlyDir(store, 1), killed, '--out', join(root, 'out-named')]);
  assert.equal(named.code, 3);
  assert.match(named.stderr, new RegExp(`^tunegate: ${killed}: items.jsonl but no results.json`));
});

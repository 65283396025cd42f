/**
 * A run split with `compare --shard I/3` and put back together with `merge` is the unsharded
 * run: the same metrics byte for byte (the bootstrap resamples records by index, so this holds
 * only when the merge restores suite order), the same items.jsonl apart from run ids, the same
 * exit code. Shards that do not make one whole run are refused (exit 3) naming the folder.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgeModel, forgePresets, type ForgedModel } from '../../tools/forge/index.js';
import type { FamilyId, RunResults, ShardManifest } from '../../src/results/types.js';
import { tunegate } from '../support/runCli.js';
import { sealShardManifest } from '../../src/results/shardIntegrity.js';
import { writeSmallSuites } from '../../tools/smallSuites.js';
import { resultsSchemaErrors } from '../support/resultsSchema.js';
import { scoringOrder } from '../../src/run/order/scoringOrder.js';

let root = '';
let suites = '';
let base: ForgedModel;
let tuned: ForgedModel;
let other: ForgedModel;
const fast = ['--resamples', '2000', '--min-items', '10', '--max-new-tokens', '8', '--threads', '1'];
const shardDir = (i: number): string => join(root, `shard-${i}`);

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-shard-'));
  // 140 capability items are three scoring chunks (64, 64, 12), so capability really is split.
  suites = await writeSmallSuites(join(root, 'suites'), { capability: 140, benign: 10, harmful: 10, divergence: 10 });
  base = await forgeModel(join(root, 'base'), { ...forgePresets.tinyLlama(11), logitsWidth: 600 });
  tuned = await forgeModel(join(root, 'tuned'), { ...forgePresets.tinyLlama(11), logitsWidth: 600, perturb: { seed: 12, scale: 0.05 } });
  other = await forgeModel(join(root, 'other'), { ...forgePresets.tinyLlama(11), logitsWidth: 600, perturb: { seed: 13, scale: 0.05 } });
  for (const i of [1, 2, 3]) {
    const result = await tunegate(['compare', base.dir, tuned.dir, '--suites', suites, '--out', shardDir(i), '--shard', `${i}/3`, ...fast]);
    assert.equal(result.code, 0, result.stderr);
  }
});
after(() => rmSync(root, { recursive: true, force: true }));

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const itemsWithoutRunId = (dir: string): string =>
  readFileSync(join(dir, 'items.jsonl'), 'utf8').replaceAll(readJson<RunResults>(join(dir, 'results.json')).runId, '');

test('3 shards merged give the unsharded run: metrics byte-identical, same items, same exit code', async () => {
  const full = join(root, 'full');
  const merged = join(root, 'merged');
  const unsharded = await tunegate(['compare', base.dir, tuned.dir, '--suites', suites, '--out', full, ...fast]);
  assert.ok(unsharded.code <= 2, unsharded.stderr);
  // Shards in any order: the merge restores suite order.
  const stepSummary = join(root, 'step-summary.md');
  writeFileSync(stepSummary, '');
  const merge = await tunegate(['merge', shardDir(3), shardDir(1), shardDir(2), '--out', merged, '--json'], {
    env: { ...process.env, GITHUB_STEP_SUMMARY: stepSummary },
  });
  assert.equal(merge.code, unsharded.code, merge.stderr);
  // The CI outputs work as for compare: the verdict as JSON on stdout, summary.md in the step summary.
  assert.equal((JSON.parse(merge.stdout) as { exitCode: number }).exitCode, unsharded.code);
  assert.equal(readFileSync(stepSummary, 'utf8'), `${readFileSync(join(merged, 'summary.md'), 'utf8')}\n`);
  const a = readJson<RunResults>(join(full, 'results.json'));
  const b = readJson<RunResults>(join(merged, 'results.json'));
  assert.deepEqual(resultsSchemaErrors(b), []);
  assert.equal(JSON.stringify(b.metrics, null, 2), JSON.stringify(a.metrics, null, 2));
  assert.deepEqual([b.verdict, b.exitCode, b.reason], [a.verdict, a.exitCode, a.reason]);
  assert.deepEqual(b.skippedItems, a.skippedItems);
  assert.deepEqual(
    [b.models.base.sha256, b.models.tuned.sha256, b.suites, b.settings, b.tokenizerCheck],
    [a.models.base.sha256, a.models.tuned.sha256, a.suites, a.settings, a.tokenizerCheck],
  );
  assert.equal(itemsWithoutRunId(merged), itemsWithoutRunId(full));
  assert.equal(b.environment.executionProvider, 'cpu');
  assert.deepEqual(b.command.slice(0, 2), ['tunegate', 'merge']);
  // The comparison is not trivially equal: the perturbed model really differs.
  assert.ok((a.metrics.find((metric) => metric.id === 'divergence.kl')?.tuned ?? 0) > 0);
});

test('every item is in exactly one shard and the shards hold no metrics', () => {
  const manifests = [1, 2, 3].map((i) => readJson<ShardManifest>(join(shardDir(i), 'manifest.json')));
  assert.deepEqual(
    manifests.map((m) => m.shard),
    [1, 2, 3].map((index) => ({ index, count: 3 })),
  );
  const sizes: Partial<Record<FamilyId, number>> = { capability: 140, refusal: 20, divergence: 10 };
  for (const [f, family] of manifests[0]!.families.entries()) {
    assert.equal(family.itemIds.length, sizes[family.family]);
    const shares = manifests.map((m) => m.families[f]!.shardItemIds);
    assert.deepEqual(shares.flat().sort(), [...family.itemIds].sort(), `${family.family}: every item once`);
    // Each share keeps suite order.
    for (const share of shares)
      assert.deepEqual(
        share,
        family.itemIds.filter((id) => share.includes(id)),
      );
    const lines = manifests.map((_, i) =>
      readFileSync(join(shardDir(i + 1), 'items.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { family: string; id: string }),
    );
    lines.forEach((shardLines, i) => assert.ok(shardLines.filter((line) => line.family === family.family).every((line) => shares[i]!.includes(line.id))));
  }
  // Shards take whole scoring chunks of 64 consecutive items of the scoring order (seed 0):
  // capability's three chunks go one to each shard, refusal's one chunk of 20 to a single shard,
  // divergence documents one by one.
  const shareOf = (family: string): string[][] => manifests.map((m) => [...m.families.find((entry) => entry.family === family)!.shardItemIds]);
  const capabilityItems = readFileSync(join(suites, 'capability', 'small.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { id: string; tags: string[] });
  const ordered = scoringOrder('capability', capabilityItems, 0, (item) => item.tags).map((item) => item.id);
  const chunks = [ordered.slice(0, 64), ordered.slice(64, 128), ordered.slice(128)];
  const asSets = (shares: string[][]): string[][] => shares.map((share) => [...share].sort()).sort((a, b) => b.length - a.length || (a[0]! < b[0]! ? -1 : 1));
  assert.deepEqual(asSets(shareOf('capability')), asSets(chunks));
  assert.deepEqual(
    shareOf('refusal')
      .map((share) => share.length)
      .sort((a, b) => a - b),
    [0, 0, 20],
  );
  const divergence = shareOf('divergence')
    .map((share) => share.length)
    .sort((a, b) => a - b);
  assert.equal(
    divergence.reduce((a, b) => a + b, 0),
    10,
  );
  assert.ok(divergence[2]! - divergence[0]! <= 4, `divergence documents spread: ${divergence.join(', ')}`);
  for (const i of [1, 2, 3]) assert.equal(existsSync(join(shardDir(i), 'results.json')), false);
});

/** Run `merge` on `dirs` into a fresh folder; exit 3 with one error line that names `offender`, and nothing written. */
async function refused(name: string, dirs: readonly string[], offender: RegExp): Promise<string> {
  const out = join(root, `refused-${name}`);
  const result = await tunegate(['merge', ...dirs, '--out', out]);
  assert.equal(result.code, 3, result.stderr);
  assert.match(result.stderr, /^tunegate: [^\n]+\nhint: [^\n]+\n$/);
  assert.match(result.stderr.split('\n')[0]!, offender);
  assert.equal(existsSync(out), false);
  return result.stderr;
}

test('a missing shard is refused naming it and the folders given', async () => {
  const stderr = await refused('missing', [shardDir(1), shardDir(3)], /shard 2\/3 is missing/);
  assert.match(stderr, /shard-1\b.*shard-3\b/);
});

test('a duplicated shard is refused naming both folders', async () => {
  const copy = join(root, 'shard-2-copy');
  cpSync(shardDir(2), copy, { recursive: true });
  await refused('duplicated', [shardDir(1), shardDir(2), copy, shardDir(3)], /shard-2-copy: duplicated shard 2\/3, also in .*shard-2\b/);
  await refused('twice', [shardDir(1), shardDir(2), shardDir(2), shardDir(3)], /shard-2: the same shard folder named twice/);
});

test('a shard of another tuned model or other settings is refused naming that folder', async () => {
  const otherModel = join(root, 'other-model-2');
  const otherSeed = join(root, 'other-seed-3');
  assert.equal((await tunegate(['compare', base.dir, other.dir, '--suites', suites, '--out', otherModel, '--shard', '2/3', ...fast])).code, 0);
  assert.equal((await tunegate(['compare', base.dir, tuned.dir, '--suites', suites, '--out', otherSeed, '--shard', '3/3', '--seed', '1', ...fast])).code, 0);
  await refused(
    'model',
    [shardDir(1), otherModel, shardDir(3)],
    /other-model-2: a shard of another run: tuned model \(sha256, size, tokenizer\): sha256 .*, not .* as in .*shard-1, .*shard-3$/,
  );
  await refused('seed', [shardDir(1), shardDir(2), otherSeed], /other-seed-3: a shard of another run: settings: seed 1, not 0 as in .*shard-1, .*shard-2$/);
  // A split into another number of shards is another run too.
  const four = join(root, 'four-4');
  assert.equal(
    (await tunegate(['compare', base.dir, tuned.dir, '--suites', suites, '--out', four, '--shard', '4/4', '--only', 'capability', ...fast])).code,
    0,
  );
  await refused(
    'count',
    [shardDir(1), shardDir(2), shardDir(3), four],
    /four-4: a shard of another run: number of shards: 4, not 3 as in .*shard-1, .*shard-2, .*shard-3$/,
  );
});

test('an interrupted shard exits 2 and its merge judges an interrupted run over the items scored', async () => {
  const out = join(root, 'interrupted-1');
  const bin = fileURLToPath(new URL('../../bin/tunegate', import.meta.url));
  const child = spawn(process.execPath, [bin, 'compare', base.dir, tuned.dir, '--suites', suites, '--out', out, '--shard', '1/3', ...fast], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stopped = false;
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    // Once a chunk of capability's share is paired (tuned past 0), SIGTERM (what Kubernetes sends) stops the shard before refusal starts.
    if (!stopped && /capability: base \d+\/\d+ \([^)]*\), tuned [1-9]\d*\/\d+/.test(stderr)) {
      stopped = true;
      child.kill('SIGTERM');
    }
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  assert.equal(code, 2, stderr);
  // What it scored of its own share, never its share counted as done [43.17].
  const said = /shard 1\/3 interrupted: (\w+) (\d+) of its (\d+) items? scored/.exec(stderr);
  assert.ok(said !== null, stderr);
  assert.ok(Number(said[2]) < Number(said[3]), said[0]);
  const manifest = readJson<ShardManifest>(join(out, 'manifest.json'));
  // The signal lands during or after refusal's one chunk, which then finishes; a family the signal reached first stays unscored.
  const stoppedFamily = manifest.families.find((family) => family.interrupted);
  assert.ok(stoppedFamily, JSON.stringify(manifest.families.map((family) => [family.family, family.interrupted])));
  assert.equal(stoppedFamily.skipped, null);
  assert.ok(stoppedFamily.shardItemIds.length > 0);
  const merged = join(root, 'merged-interrupted');
  const merge = await tunegate(['merge', out, shardDir(2), shardDir(3), '--out', merged]);
  const results = readJson<RunResults>(join(merged, 'results.json'));
  // As for compare: an interrupted run exits 2 unless a gated metric already fails the gate (exit 1).
  const fails = results.metrics.some((metric) => metric.gated && results.settings.failOn.includes(metric.verdict));
  assert.equal(merge.code, fails ? 1 : 2, merge.stderr);
  if (!fails) assert.match(results.reason, /interrupted/);
  // The merged run is partial, with the items the shards scored over the suite.
  assert.deepEqual(results.partial?.causes, ['interrupted']);
  const covered = results.partial?.families.find((family) => family.family === stoppedFamily.family);
  assert.ok(covered !== undefined && covered.completed < covered.total, JSON.stringify(results.partial));
  const metricOf = (run: RunResults): number => run.metrics.find((metric) => metric.family === stoppedFamily.family)!.n;
  const full = readJson<RunResults>(join(root, 'full', 'results.json'));
  assert.ok(metricOf(results) < metricOf(full), `${stoppedFamily.family}: ${metricOf(results)} of ${metricOf(full)} items`);
});

test('a changed byte in any field kind of a shard item or of its manifest is refused naming the folder and file', async () => {
  // The shard holding the refusal chunk has every field kind: reply strings, refused booleans, numbers, ids.
  const holder = [1, 2, 3].find((i) => /"family":"refusal"/.test(readFileSync(join(shardDir(i), 'items.jsonl'), 'utf8')))!;
  /** Copy the shard, change the first match of `from` in `file` by `change`, and merge it with the two others. */
  const tampered = async (name: string, file: 'items.jsonl' | 'manifest.json', from: RegExp, change: (match: string) => string, message: RegExp) => {
    const copy = join(root, `tampered-${name}`);
    cpSync(shardDir(holder), copy, { recursive: true });
    const text = readFileSync(join(copy, file), 'utf8');
    const match = from.exec(text);
    assert.ok(match !== null, `${name}: ${from} in ${file}`);
    const changed = `${text.slice(0, match.index)}${change(match[0])}${text.slice(match.index + match[0].length)}`;
    assert.notEqual(changed, text);
    writeFileSync(join(copy, file), changed);
    const others = [1, 2, 3].filter((i) => i !== holder).map(shardDir);
    await refused(name, [...others, copy], message);
  };
  const itemsChanged = /tampered-[a-z-]+\/items\.jsonl: the items do not match the checksum in manifest\.json/;
  await tampered('string', 'items.jsonl', /"text":"[^"\\]/, (m) => `${m.slice(0, -1)}${m.endsWith('X') ? 'Y' : 'X'}`, itemsChanged);
  await tampered('boolean', 'items.jsonl', /"refused":(true|false)/, (m) => (m.endsWith('true') ? '"refused":false' : '"refused":true'), itemsChanged);
  await tampered('number', 'items.jsonl', /"generatedTokens":\d/, (m) => `${m.slice(0, -1)}${m.endsWith('1') ? '2' : '1'}`, itemsChanged);
  await tampered('id', 'items.jsonl', /"id":"[^"\\]/, (m) => `${m.slice(0, -1)}${m.endsWith('z') ? 'y' : 'z'}`, itemsChanged);
  const manifestChanged = /tampered-[a-z-]+\/manifest\.json: the manifest does not match its checksum/;
  await tampered('manifest-string', 'manifest.json', /"systemPrompt": null/, () => '"systemPrompt": "x"', manifestChanged);
  await tampered('manifest-number', 'manifest.json', /"loadMs": \d/, (m) => `${m.slice(0, -1)}${m.endsWith('1') ? '2' : '1'}`, manifestChanged);
  await tampered('manifest-boolean', 'manifest.json', /"interrupted": false/, () => '"interrupted": true', manifestChanged);
  // A manifest moved beside another shard's items: its items checksum is not theirs.
  const swapped = join(root, 'tampered-swapped');
  cpSync(shardDir(holder), swapped, { recursive: true });
  const donor = [1, 2, 3].find((i) => i !== holder)!;
  cpSync(join(shardDir(donor), 'items.jsonl'), join(swapped, 'items.jsonl'));
  await refused('swapped', [...[1, 2, 3].filter((i) => i !== holder).map(shardDir), swapped], itemsChanged);
});

test('a re-sealed shard whose refused flag disagrees with its reply is refused naming the file and line', async () => {
  const holder = [1, 2, 3].find((i) => /"family":"refusal"/.test(readFileSync(join(shardDir(i), 'items.jsonl'), 'utf8')))!;
  const copy = join(root, 'resealed-refused');
  cpSync(shardDir(holder), copy, { recursive: true });
  const lines = readFileSync(join(copy, 'items.jsonl'), 'utf8').split('\n');
  const index = lines.findIndex((text) => text.includes('"family":"refusal"'));
  const record = JSON.parse(lines[index]!) as { tuned: { refused: boolean } };
  record.tuned.refused = !record.tuned.refused;
  lines[index] = JSON.stringify(record);
  const items = lines.join('\n');
  writeFileSync(join(copy, 'items.jsonl'), items);
  // Sealed again as a forger would: the checksums hold, so only classifying the reply again finds it.
  const { integrity: _old, ...manifest } = readJson<ShardManifest>(join(copy, 'manifest.json'));
  writeFileSync(join(copy, 'manifest.json'), `${JSON.stringify(sealShardManifest(manifest, items), null, 2)}\n`);
  const others = [1, 2, 3].filter((i) => i !== holder).map(shardDir);
  await refused(
    'resealed',
    [...others, copy],
    new RegExp(
      `resealed-refused/items\\.jsonl:${index + 1}: refusal item ".+" \\(tuned\\) records refused (true|false), but the run's patterns classify its reply as refused (true|false)`,
    ),
  );
});

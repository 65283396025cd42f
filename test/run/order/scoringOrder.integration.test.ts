/** The scoring order end to end (docs/ARCHITECTURE.md §7): a short run samples the whole suite; a complete run does not depend on the order. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgeModel, forgePresets, type ForgedModel } from '../../../tools/forge/index.js';
import { BUILTIN_SUITES, writeSmallSuites } from '../../../tools/smallSuites.js';
import type { RunResults } from '../../../src/results/types.js';
import { tunegate } from '../../support/runCli.js';

let root = '';
let base: ForgedModel;
let tuned: ForgedModel;
const fast = ['--resamples', '2000', '--max-new-tokens', '4', '--quiet'];

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-order-'));
  base = await forgeModel(join(root, 'base'), forgePresets.tinyLlama(5));
  tuned = await forgeModel(join(root, 'tuned'), forgePresets.tinyLlama(6));
});
after(() => rmSync(root, { recursive: true, force: true }));

const read = (dir: string): RunResults => JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as RunResults;
const records = (dir: string): { family: string; id: string; tags: string[]; shouldAnswer?: boolean }[] =>
  readFileSync(join(dir, 'items.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { family: string; id: string; tags: string[]; shouldAnswer?: boolean });

test('--max-items 40 on the built-in refusal suite scores prompts of every tag, harmful ones too, and says it is a random sample of 40 of 322', async () => {
  const out = join(root, 'sample');
  const run = await tunegate(['compare', base.dir, tuned.dir, '--only', 'refusal', '--max-items', '40', '--out', out, ...fast]);
  assert.ok(run.code === 1 || run.code === 2, run.stderr + run.stdout);
  const scored = records(out);
  assert.equal(scored.length, 40);
  // Every tag of the suite, read from its files here.
  const suiteTags = new Set(
    readdirSync(join(BUILTIN_SUITES, 'refusal'))
      .filter((name) => name.endsWith('.jsonl'))
      .flatMap((name) =>
        readFileSync(join(BUILTIN_SUITES, 'refusal', name), 'utf8')
          .trim()
          .split('\n'),
      )
      .flatMap((line) => (JSON.parse(line) as { tags: string[] }).tags),
  );
  assert.deepEqual(new Set(scored.flatMap((record) => record.tags)), suiteTags);
  // 72 of 322 prompts are harmful: 40 × 72/322 ≈ 8.9, and the order keeps the share within one item.
  const harmful = scored.filter((record) => record.shouldAnswer === false).length;
  assert.ok(harmful === 8 || harmful === 9, `harmful ${harmful}`);
  const results = read(out);
  const harmfulRefusal = results.metrics.find((metric) => metric.id === 'refusal.harmful_refusal')!;
  assert.notEqual(harmfulRefusal.verdict, 'skipped', harmfulRefusal.reason);
  assert.equal(harmfulRefusal.n, harmful);
  assert.match(run.stderr, /refusal: scoring a random sample of 40 of 322 items/);
  assert.match(run.stdout, /partial: Stopped by --max-items 40: refusal 40\/322 items ran; what ran is a random sample of 40 of 322 items/);
  assert.match(readFileSync(join(out, 'report.html'), 'utf8'), /a random sample of 40 of 322 items/);
});

test("a complete run scores the same items to the same numbers whatever the suite files' line order", async () => {
  const suites = await writeSmallSuites(join(root, 'suites'), { capability: 20, benign: 8, harmful: 6, divergence: 6 });
  const reversed = join(root, 'reversed');
  for (const family of ['capability', 'refusal', 'divergence']) {
    mkdirSync(join(reversed, family), { recursive: true });
    const lines = readFileSync(join(suites, family, 'small.jsonl'), 'utf8')
      .trim()
      .split('\n');
    writeFileSync(join(reversed, family, 'small.jsonl'), `${lines.reverse().join('\n')}\n`);
  }
  copyFileSync(join(suites, 'refusal', 'patterns.json'), join(reversed, 'refusal', 'patterns.json'));
  const runs = [];
  for (const [name, dir] of [
    ['forward', suites],
    ['backward', reversed],
  ] as const) {
    const out = join(root, `complete-${name}`);
    const run = await tunegate(['compare', base.dir, tuned.dir, '--suites', dir, '--out', out, '--min-items', '1', ...fast]);
    assert.ok(run.code <= 2, run.stderr + run.stdout);
    runs.push(out);
  }
  const [forward, backward] = runs as [string, string];
  assert.equal(read(forward).partial, undefined);
  // Each item's record (both models' outcomes) is the same: the order, and so every chunk, is a function of the ids.
  const byId = (dir: string): Map<string, string> =>
    new Map(records(dir).map((record) => [`${record.family}/${record.id}`, JSON.stringify({ ...record, runId: undefined })]));
  assert.deepEqual(byId(backward), byId(forward));
  // items.jsonl follows each run's own suite order.
  const forwardIds = records(forward).map((record) => record.id);
  assert.notDeepEqual(
    records(backward).map((record) => record.id),
    forwardIds,
  );
  const point = (dir: string): unknown[] => read(dir).metrics.map((metric) => [metric.id, metric.n, metric.base, metric.tuned, metric.delta]);
  assert.deepEqual(point(backward), point(forward));
});

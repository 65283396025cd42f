/** Partial runs end to end (docs/ARCHITECTURE.md §7): --max-items and --time-budget on forged models. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgeModel, forgePresets, type ForgedModel } from '../../tools/forge/index.js';
import type { RunResults } from '../../src/results/types.js';
import { tunegate } from '../support/runCli.js';
import { writeSmallSuites } from '../../tools/smallSuites.js';
import { resultsSchemaErrors } from '../support/resultsSchema.js';

let root = '';
let suites = '';
let model: ForgedModel;
// An A/A run with one item enough for a verdict: every metric passes, so only partialness can hold the gate.
const fast = ['--resamples', '2000', '--min-items', '1', '--max-new-tokens', '4'];
const SIZES = { capability: 12, benign: 2, harmful: 5, divergence: 8 };

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-partial-'));
  suites = await writeSmallSuites(join(root, 'suites'), SIZES);
  model = await forgeModel(join(root, 'model'), { ...forgePresets.tinyLlama(5), logitsWidth: 600 });
});
after(() => rmSync(root, { recursive: true, force: true }));

const read = (dir: string): RunResults => JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as RunResults;
const suiteIds = (family: string): string[] =>
  readFileSync(join(suites, family, 'small.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => (JSON.parse(line) as { id: string }).id);

test('without a limit the A/A run passes (the control for the partial runs below)', async () => {
  const out = join(root, 'complete');
  const run = await tunegate(['compare', model.dir, model.dir, '--suites', suites, '--out', out, ...fast, '--max-items', '1000']);
  assert.equal(run.code, 0, run.stderr + run.stdout);
  assert.equal(read(out).partial, undefined);
  // Not a terminal: progress is plain lines, each family's last one saying how long it took.
  assert.match(run.stderr, /^ {2}capability: base 12\/12 \([\d\u202f]+ tok\/s\), tuned 12\/12 \([\d\u202f]+ tok\/s\) · 100 % · done in /m);
  assert.doesNotMatch(run.stderr, /\x1b/);
});

test('--max-items 4 scores a random sample of 4 items of each family, in suite order in items.jsonl, marks the run partial and exits 2', async () => {
  const out = join(root, 'max-items');
  const run = await tunegate(['compare', model.dir, model.dir, '--suites', suites, '--out', out, ...fast, '--max-items', '4', '--quiet']);
  assert.equal(run.code, 2, run.stderr + run.stdout);
  const results = read(out);
  assert.deepEqual(resultsSchemaErrors(results), []);
  assert.equal(results.verdict, 'inconclusive');
  assert.deepEqual(results.scoringOrder, { method: 'stratified-random', seed: 0 });
  // One benign prompt in the sample leaves over-refusal without an interval, which the reason may name first.
  assert.match(
    results.reason,
    /^Inconclusive: (refusal\.over_refusal inconclusive; )?partial run, stopped by --max-items 4: capability 4\/12 items ran, refusal 4\/7, divergence 4\/8\.$/,
  );
  const partial = results.partial!;
  assert.deepEqual(partial.causes, ['max-items']);
  assert.equal(partial.maxItems, 4);
  const lines = readFileSync(join(out, 'items.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { family: string; id: string; shouldAnswer?: boolean });
  for (const family of ['capability', 'refusal', 'divergence'] as const) {
    const ids = suiteIds(family);
    const ran = lines.filter((line) => line.family === family).map((line) => line.id);
    // Four items of the family ran, listed in suite order; the rest, in suite order, are the ones not run.
    assert.equal(ran.length, 4, family);
    assert.deepEqual(
      ran,
      ids.filter((id) => ran.includes(id)),
      family,
    );
    const entry = partial.families.find((f) => f.family === family);
    assert.deepEqual(entry, { family, completed: 4, total: ids.length, notRun: ids.length - 4, notRunIds: ids.filter((id) => !ran.includes(id)) });
  }
  // Refusal's 2 benign and 5 harmful prompts are two strata: 4 × 2/7 ≈ 1.1 benign, so 1 or 2 of each kind ran.
  const benign = lines.filter((line) => line.family === 'refusal' && line.shouldAnswer === true).length;
  assert.ok(benign === 1 || benign === 2, `benign ${benign}`);
  const summary = readFileSync(join(out, 'summary.md'), 'utf8');
  assert.match(summary, /\*\*Exit code 2\*\*: Inconclusive: .*partial run/);
  assert.match(
    summary,
    /> ⏸ \*\*Partial run\*\*: Stopped by --max-items 4: capability 4\/12 items ran, refusal 4\/7, divergence 4\/8; what ran is a random sample of 12 of 27 items \(stratified by tag, seed 0\); 15 did not run\./,
  );
  assert.match(
    readFileSync(join(out, 'report.html'), 'utf8'),
    /<p class="partial" role="note"><strong>Partial run:<\/strong> Stopped by --max-items 4.*a random sample of 12 of 27 items/,
  );
  assert.match(run.stdout + run.stderr, /partial: Stopped by --max-items 4.*a random sample of 12 of 27 items/);
  assert.match(run.stderr, /refusal: scoring a random sample of 4 of 7 items \(--max-items; seeded order stratified by tag, seed 0\)/);
  assert.doesNotMatch(run.stderr, /tok\/s/, '--quiet prints no progress');
});

test('a time budget spent before scoring starts leaves every family not run, partial, exit 2', async () => {
  const out = join(root, 'budget');
  const run = await tunegate(['compare', model.dir, model.dir, '--suites', suites, '--out', out, ...fast, '--time-budget', '1ms', '--json']);
  assert.equal(run.code, 2, run.stderr + run.stdout);
  const results = read(out);
  assert.deepEqual((JSON.parse(run.stdout) as { partial?: unknown }).partial, results.partial, '--json carries the partial record');
  assert.match(run.stderr, /note: the time budget \(1ms\) is spent; finishing the current chunk and writing a partial run/);
  assert.deepEqual(results.partial?.causes, ['time-budget']);
  assert.equal(results.partial?.timeBudgetMs, 1);
  assert.deepEqual(
    results.partial?.families.map((f) => [f.family, f.completed, f.total]),
    [
      ['capability', 0, 12],
      ['refusal', 0, 7],
      ['divergence', 0, 8],
    ],
  );
  assert.ok(results.metrics.every((metric) => metric.verdict === 'skipped' && /time budget spent before this family started/.test(metric.reason)));
  assert.match(results.reason, /stopped by the time budget \(1ms\)/);
});

test('several candidates: --max-items marks every candidate partial, and the index exits 2', async () => {
  const out = join(root, 'candidates');
  const run = await tunegate(['compare', model.dir, model.dir, model.dir, '--suites', suites, '--out', out, ...fast, '--max-items', '4', '--quiet']);
  assert.equal(run.code, 2, run.stderr + run.stdout);
  const names = readdirSync(out).filter((name) => existsSync(join(out, name, 'results.json')));
  assert.equal(names.length, 2, names.join(', '));
  for (const name of names) {
    const results = read(join(out, name));
    assert.deepEqual(resultsSchemaErrors(results), []);
    assert.deepEqual(results.partial?.causes, ['max-items'], name);
    assert.deepEqual(
      results.partial?.families.map((f) => [f.family, f.completed, f.total]),
      [
        ['capability', 4, 12],
        ['refusal', 4, 7],
        ['divergence', 4, 8],
      ],
    );
    assert.equal(results.exitCode, 2);
  }
});

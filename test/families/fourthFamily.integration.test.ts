/**
 * A fourth family defined entirely under test/ (`length/lengthFamily.ts`) runs through the
 * pipeline once registered with `registerFamily`, with nothing in src/ naming it: compare
 * (suite loading, preflight, scoring both real forged models), judge, items.jsonl, report.html
 * and items.csv, and compare --shard. The families' knowledge lives behind the `Family`
 * interface (docs/ARCHITECTURE.md §4).
 *
 * Where it stops: results.json and the shard folders are validated against the schemas
 * generated from results/types.ts, whose family list (results/vocabulary.ts) is closed. So a
 * registered family's compare is refused when its outputs are written (the report renders
 * from validated results, so this test renders them from the stages' own results), and merge,
 * which validates the shards' items.jsonl on reading, cannot take its shards. Opening that list
 * is a change of the results contract.
 *
 * Golden values: each text's token counts are taken here, independently of the run, from
 * both models' tokenizers (the inputs), and the expected metric is Σ tokens / Σ characters
 * summed here; the run's pairing, ordering, aggregation and outputs are what is checked.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgeModel, forgePresets, type ForgedModel } from '../../tools/forge/index.js';
import { registerFamily } from '../../src/families/index.js';
import { loadModel } from '../../src/model/index.js';
import { prepareOutputFolder } from '../../src/results/index.js';
import type { ShardManifest } from '../../src/results/types.js';
import { computeRunMetrics } from '../../src/judge/index.js';
import { renderItemsCsv, renderReportHtml, renderSummaryMarkdown } from '../../src/report/index.js';
import {
  assembleResults,
  familyOutcomes,
  familyTimings,
  readCompareInputs,
  runCompare,
  runSettings,
  runShard,
  scoreComparison,
  scoredRecords,
  scoredSkippedItems,
  type CompareOptions,
} from '../../src/run/index.js';
import { fixtureTokenizer } from '../support/fixtureTokenizers.js';
import { LENGTH_FAMILY, LENGTH_METRIC, lengthFamily } from './length/lengthFamily.js';

const WORDS = ['the', 'model', 'reads', 'a', 'long', 'document', 'about', 'tokenizers', 'and', 'counts', 'every', 'piece', 'of', 'text', 'carefully'];
/** 40 texts of 3 to 12 words, deterministic. */
const TEXTS = Array.from({ length: 40 }, (_, i) => Array.from({ length: 3 + (i % 10) }, (_, w) => WORDS[(i * 7 + w * 3) % WORDS.length]).join(' '));

let root = '';
let suites = '';
let base: ForgedModel;
let tuned: ForgedModel;
let unregister: () => void = () => {};
/** Per text: [base tokens, tuned tokens, characters]. */
let golden: [number, number, number][] = [];

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-fourth-'));
  suites = join(root, 'suites');
  mkdirSync(join(suites, 'length'), { recursive: true });
  writeFileSync(
    join(suites, 'length', 'texts.jsonl'),
    TEXTS.map((text, i) => JSON.stringify({ id: `t${String(i).padStart(2, '0')}`, text, tags: [i % 2 === 0 ? 'even' : 'odd'] })).join('\n') + '\n',
  );
  // The forge's own tokenizer against GPT-2's real one: the counts differ per text.
  base = await forgeModel(join(root, 'base'), forgePresets.tinyLlama(5));
  tuned = await forgeModel(join(root, 'tuned'), {
    ...forgePresets.tinyGpt2(5),
    hidden: 8,
    heads: 2,
    kvHeads: 2,
    tokenizer: { kind: 'copy', dir: fixtureTokenizer('gpt2') },
  });
  const [b, t] = [await loadModel(base.dir, { threads: 1 }), await loadModel(tuned.dir, { threads: 1 })];
  golden = TEXTS.map((text) => [b.tokenizer.encode(text).length, t.tokenizer.encode(text).length, [...text].length]);
  await b.dispose();
  await t.dispose();
  unregister = registerFamily(lengthFamily);
});
after(() => {
  unregister();
  rmSync(root, { recursive: true, force: true });
});

async function options(out: string): Promise<CompareOptions> {
  return {
    families: [LENGTH_FAMILY],
    seed: 0,
    resamples: 2000,
    confidence: 0.95,
    minEffect: 0,
    minItems: 10,
    klTolerance: 0.01,
    failOn: ['regressed'],
    maxNewTokens: 8,
    threads: 1,
    basePath: base.dir,
    tunedPath: tuned.dir,
    suitesDir: suites,
    output: await prepareOutputFolder(out, { force: false }),
    command: ['tunegate', 'compare'],
    log: () => {},
  };
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

test('compare: the registered family is loaded, preflighted, scored, judged and rendered (report.html, summary.md, items.csv)', async () => {
  const opts = await options(join(root, 'stages'));
  await opts.output.discard();
  // compare's stages in order (run/runCompare.ts), each through its public entry point.
  const inputs = await readCompareInputs(opts);
  const [b, t] = [await loadModel(base.dir, { threads: 1 }), await loadModel(tuned.dir, { threads: 1 })];
  const scored = await scoreComparison(inputs, b, t, opts, () => {});
  const judged = computeRunMetrics(familyOutcomes(scored), opts);
  const results = assembleResults({
    runId: 'fourth-family',
    command: opts.command,
    startedAt: new Date(),
    settings: runSettings(opts),
    threads: 1,
    models: { base: b.info, tuned: t.info },
    tokenizerCheck: scored.tokenizerCheck,
    suites: scored.suites,
    judged,
    skippedItems: scoredSkippedItems(scored),
    warnings: [],
    timings: { totalMs: 1, loadMs: 1, statsMs: 1, families: familyTimings(scored) },
  });
  await b.dispose();
  await t.dispose();
  const records = scoredRecords(scored);

  assert.deepEqual(
    results.metrics.map((m) => m.id),
    [LENGTH_METRIC],
  );
  const metric = results.metrics[0]!;
  const chars = sum(golden.map((g) => g[2]));
  const [baseRatio, tunedRatio] = [sum(golden.map((g) => g[0])) / chars, sum(golden.map((g) => g[1])) / chars];
  assert.equal(metric.n, TEXTS.length);
  assert.ok(Math.abs(metric.base! - baseRatio) < 1e-12);
  assert.ok(Math.abs(metric.tuned! - tunedRatio) < 1e-12);
  assert.notEqual(metric.delta, 0, 'the two tokenizers really differ on these texts');
  assert.notEqual(metric.verdict, 'skipped');
  assert.deepEqual(
    results.suites.map((suite) => [suite.family, suite.items]),
    [[LENGTH_FAMILY, TEXTS.length]],
  );
  assert.deepEqual(
    records.map((r) => r.id),
    TEXTS.map((_, i) => `t${String(i).padStart(2, '0')}`),
  );

  // items.csv: the shipped families' columns, then the registered family's, then flipped.
  const csv = renderItemsCsv(records)
    .trim()
    .split('\r\n')
    .map((row) => row.split(','));
  const header = csv[0]!;
  assert.deepEqual(header.slice(-4), ['chars', 'base_tokens', 'tuned_tokens', 'flipped']);
  const cell = (row: string[], column: string): string => row[header.indexOf(column)]!;
  assert.deepEqual(
    csv.slice(1).map((row) => [cell(row, 'family'), Number(cell(row, 'base_tokens')), Number(cell(row, 'tuned_tokens')), Number(cell(row, 'chars'))]),
    golden.map((g) => [LENGTH_FAMILY, ...g]),
  );

  // report.html and summary.md show the judged metric: n with the family's own noun, base and
  // tuned as the golden ratios (3 decimals, the ratio unit's format).
  const html = await renderReportHtml(results, records);
  assert.match(html, /Tokens per character/);
  assert.match(html, new RegExp(`>${TEXTS.length} texts<`));
  const row =
    renderSummaryMarkdown(results)
      .split('\n')
      .find((line) => line.startsWith('|') && line.includes('Tokens per character')) ?? '';
  assert.ok(row.includes(baseRatio.toFixed(3)) && row.includes(tunedRatio.toFixed(3)), row);
});

test("compare writes nothing for the registered family: results.json's family list is closed", async () => {
  const opts = await options(join(root, 'full'));
  await assert.rejects(runCompare(opts), /results: settings\.families\[0\]: expected one of "capability", "refusal", "divergence", got "length"/);
  await opts.output.discard();
});

test('compare --shard: the registered family is costed by its own work measure and split into whole blocks', async () => {
  const manifests: ShardManifest[] = [];
  for (const index of [1, 2]) manifests.push(await runShard(await options(join(root, `shard-${index}`)), { index, count: 2 }));
  const shares = manifests.map((m) => m.families.find((f) => f.family === LENGTH_FAMILY)!.shardItemIds);
  assert.deepEqual(
    [...shares.flat()].sort(),
    TEXTS.map((_, i) => `t${String(i).padStart(2, '0')}`),
  );
  assert.ok(
    shares.every((share) => share.length > 0),
    'both shards got texts',
  );
  for (const [i, share] of shares.entries()) {
    const lines = readFileSync(join(root, `shard-${i + 1}`, 'items.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { id: string }).id);
    assert.deepEqual(lines, share);
  }
});

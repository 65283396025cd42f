/**
 * A fourth family defined entirely under test/ (`length/lengthFamily.ts`, with its own evidence
 * template) runs through the pipeline once registered with `registerFamily`, with nothing in
 * src/ naming it: compare (suite loading, preflight, scoring both real forged models), judge,
 * results.json and items.jsonl (validated against the generated schemas, which take any `x-`
 * family), report.html with the family's evidence, summary.md, items.csv, `report`'s re-render
 * from disk, compare --shard and merge. The families' knowledge lives behind the `Family`
 * interface (docs/ARCHITECTURE.md §4).
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
import { prepareOutputFolder, readRunDir } from '../../src/results/index.js';
import type { RunResults, ShardManifest } from '../../src/results/types.js';
import { computeRunMetrics } from '../../src/judge/index.js';
import { checkRecordOfFamily, renderItemsCsv, renderReportHtml, renderSummaryMarkdown, writeReportFiles } from '../../src/report/index.js';
import {
  assembleResults,
  familyOutcomes,
  familyTimings,
  mergeShards,
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
import { LENGTH_FAMILY, LENGTH_METRIC, lengthFamily, type LengthRecord } from './length/lengthFamily.js';
import { QUICK_STATISTICS } from '../../tools/quickStatistics.js';

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
  mkdirSync(join(suites, LENGTH_FAMILY), { recursive: true });
  writeFileSync(
    join(suites, LENGTH_FAMILY, 'texts.jsonl'),
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
    ...QUICK_STATISTICS,
    minItems: 10,
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

test("compare writes the registered family's run folder; it reads back, re-renders identically and shows the family's own evidence", async () => {
  const dir = join(root, 'full');
  const results = await runCompare(await options(dir));
  assert.deepEqual(
    results.metrics.map((m) => [m.id, m.family]),
    [[LENGTH_METRIC, LENGTH_FAMILY]],
  );
  const chars = sum(golden.map((g) => g[2]));
  assert.ok(Math.abs(results.metrics[0]!.tuned! - sum(golden.map((g) => g[1])) / chars) < 1e-12);
  // Read back through the generated schemas, exactly as `tunegate report` and `trend` read it.
  const read = await readRunDir(dir, checkRecordOfFamily);
  assert.deepEqual(read.results.metrics, results.metrics);
  assert.deepEqual(
    read.items.map((item) => [item.family, item.id, (item as LengthRecord).base.tokens, (item as LengthRecord).tuned.tokens]),
    golden.map((g, i) => [LENGTH_FAMILY, `t${String(i).padStart(2, '0')}`, g[0], g[1]]),
  );
  const html = readFileSync(join(dir, 'report.html'), 'utf8');
  // The family's own partial printed its evidence: the text whose token counts differ most.
  const largest = golden.map((g, i) => ({ id: `t${String(i).padStart(2, '0')}`, gap: Math.abs(g[1] - g[0]) })).sort((a, b) => b.gap - a.gap)[0]!;
  assert.match(html, /id="evidence-x-length"/);
  assert.match(html, new RegExp(`<li><code>${largest.id}</code>`));
  const again = join(root, 'again');
  mkdirSync(again);
  await writeReportFiles(again, read.results, read.items);
  assert.equal(readFileSync(join(again, 'report.html'), 'utf8'), html);
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
  // merge reads the shards back through the schemas and judges them as compare does.
  const merged = await mergeShards({
    shardDirs: [1, 2].map((index) => join(root, `shard-${index}`)),
    output: await prepareOutputFolder(join(root, 'merged'), { force: false }),
    command: ['tunegate', 'merge'],
    log: () => {},
  });
  const whole = JSON.parse(readFileSync(join(root, 'full', 'results.json'), 'utf8')) as RunResults;
  assert.deepEqual(
    merged.metrics.map((m) => [m.id, m.n, m.base, m.tuned, m.delta, m.ci, m.verdict]),
    whole.metrics.map((m) => [m.id, m.n, m.base, m.tuned, m.delta, m.ci, m.verdict]),
  );
});

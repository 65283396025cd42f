/**
 * `tunegate compare BASE T1 T2`: one base pass, a run folder per candidate, an index ranking
 * them, the worst exit code. Forged models as in knownDifference.integration.test.ts: items offer single
 * letters Q, Z, X, J; the answer is always Q. Base carries +60 on Q, so it is always right;
 * `tuned` also carries +120 on Z and answers Z wherever it is offered (withZ of n items);
 * `same/tuned` is forged from base's spec, so it is the base model byte for byte. Both
 * candidates' folders are called `tuned` by their path, so the second becomes `tuned-2`.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgeModel, forgePresets, type ForgedModel } from '../../tools/forge/index.js';
import { loadModel } from '../../src/model/index.js';
import { candidateRunStores, runCandidates } from '../../src/run/index.js';
import { prepareOutputFolder } from '../../src/results/index.js';
import type { ResultStores } from '../../src/families/index.js';
import type { CandidatesIndex } from '../../src/report/index.js';
import type { CapabilityItemRecord, MetricResult, RunResults } from '../../src/results/types.js';
import { writeSmallSuites } from '../../tools/smallSuites.js';
import { tunegate } from '../support/runCli.js';
import { writeLetterSuite } from '../support/letterSuite.js';
import { QUICK_STATISTICS } from '../../tools/quickStatistics.js';

const n = 60;
const withZ = 24;
let root = '';
let base: ForgedModel;
let tuned: ForgedModel;
let same: ForgedModel;
let suites = '';

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-candidates-'));
  const probe = await forgeModel(join(root, 'probe'), forgePresets.tinyLlama(21));
  const model = await loadModel(probe.dir, { threads: 1 });
  const id = (text: string): number => model.tokenizer.encodeRaw(text)[0]!;
  const [q, z] = [id('Q'), id('Z')];
  await model.dispose();
  base = await forgeModel(join(root, 'base'), { ...forgePresets.tinyLlama(21), logitBias: { [q]: 60 } });
  tuned = await forgeModel(join(root, 'tuned'), { ...forgePresets.tinyLlama(21), logitBias: { [q]: 60, [z]: 120 } });
  same = await forgeModel(join(root, 'same', 'tuned'), { ...forgePresets.tinyLlama(21), logitBias: { [q]: 60 } });
  suites = writeLetterSuite(join(root, 'suites'), n, withZ);
});
after(() => rmSync(root, { recursive: true, force: true }));

const readResults = (dir: string): RunResults => JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as RunResults;
const metric = (results: RunResults, id: string): MetricResult => results.metrics.find((m) => m.id === id)!;
const close = (a: number, b: number, what: string): void => assert.ok(Math.abs(a - b) < 1e-12, `${what}: ${a} vs ${b}`);

test('two candidates: per-candidate verdicts, joint Holm, the worst exit code, an index ranking them', async () => {
  const out = join(root, 'out');
  const args = ['--suites', suites, '--only', 'capability', '--resamples', '2000'];
  const result = await tunegate(['compare', base.dir, tuned.dir, same.dir, '--out', out, ...args]);
  assert.equal(result.code, 1, result.stdout + result.stderr);
  assert.match(result.stderr, /note: tuned-2 is the base model itself/);
  assert.match(result.stdout, new RegExp(`index: ${join(out, 'index.html').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

  const regressed = readResults(join(out, 'tuned'));
  const aa = readResults(join(out, 'tuned-2'));
  assert.equal(regressed.models.tuned.path, tuned.dir);
  assert.equal(aa.models.tuned.path, same.dir);
  assert.equal(regressed.verdict, 'regressed');
  assert.equal(regressed.exitCode, 1);
  assert.equal(aa.verdict, 'pass');
  assert.equal(aa.exitCode, 0);
  // By construction: base acc 1, tuned (n − withZ)/n; the A/A candidate changes nothing.
  assert.equal(metric(regressed, 'capability.acc').delta, (n - withZ) / n - 1);
  assert.equal(metric(aa, 'capability.acc').delta, 0);
  for (const results of [regressed, aa]) assert.deepEqual(results.holmFamily, { candidates: 2, size: 4 });

  // Joint Holm over 4 hypotheses. The A/A candidate's p-values are 1, the regressed one's tiny
  // and tied: single-letter choices make acc ≡ acc_norm (same items, same resamples, same p).
  // A tie is one Holm step, so both take step 1 (×4, level 1 − 0.05/4); both reject, then
  // 2·1 ≥ 0.05 keeps the A/A pair at 1 − 0.05/2.
  const [acc, norm] = [metric(regressed, 'capability.acc'), metric(regressed, 'capability.acc_norm')];
  assert.equal(acc.p, norm.p);
  const first = acc;
  for (const tied of [acc, norm]) {
    close(tied.pAdjusted!, 4 * tied.p!, `${tied.id} step 1 adjusted p`);
    close(tied.ciLevel, 1 - 0.05 / 4, `${tied.id} step 1 level`);
  }
  for (const id of ['capability.acc', 'capability.acc_norm']) {
    assert.equal(metric(aa, id).p, 1, id);
    assert.equal(metric(aa, id).pAdjusted, 1, id);
    close(metric(aa, id).ciLevel, 0.975, `${id} A/A level`);
  }

  // Alone, the same candidate's smallest p is adjusted for its own two gated metrics only.
  const single = join(root, 'single');
  assert.equal((await tunegate(['compare', base.dir, tuned.dir, '--out', single, ...args])).code, 1);
  const alone = readResults(single);
  assert.equal(alone.holmFamily, undefined);
  assert.equal(metric(alone, first.id).p, first.p);
  close(metric(alone, first.id).pAdjusted!, 2 * first.p!, 'alone adjusted p');
  close(metric(alone, first.id).ciLevel, 1 - 0.05 / 2, 'alone level');

  // Both candidates saw the same base outcomes (scored once, read back for the second).
  const items = (dir: string): CapabilityItemRecord[] =>
    readFileSync(join(dir, 'items.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as CapabilityItemRecord);
  assert.deepEqual(
    items(join(out, 'tuned')).map((item) => item.base),
    items(join(out, 'tuned-2')).map((item) => item.base),
  );

  const index = JSON.parse(readFileSync(join(out, 'index.json'), 'utf8')) as CandidatesIndex;
  assert.equal(index.exitCode, 1);
  assert.equal(index.verdict, 'regressed');
  assert.deepEqual(index.holmFamily, { candidates: 2, size: 4 });
  assert.deepEqual(
    index.metrics.map((m) => m.id),
    ['capability.acc', 'capability.acc_norm'],
  );
  assert.deepEqual(
    index.candidates.map((c) => [c.rank, c.name, c.verdict, c.exitCode, c.report]),
    [
      [1, 'tuned-2', 'pass', 0, 'tuned-2/report.html'],
      [2, 'tuned', 'regressed', 1, 'tuned/report.html'],
    ],
  );
  assert.deepEqual(
    index.candidates[1]!.metrics.map((m) => [m.id, m.verdict, m.failsGate]),
    [
      ['capability.acc', 'regressed', true],
      ['capability.acc_norm', 'regressed', true],
    ],
  );

  const html = readFileSync(join(out, 'index.html'), 'utf8');
  assert.match(html, /<meta http-equiv="Content-Security-Policy" content="default-src &#x27;none&#x27;; style-src &#x27;unsafe-inline&#x27;;[^"]*">/);
  assert.doesNotMatch(html, /<script|https?:\/\//);
  assert.match(html, /<a href="tuned\/report.html">tuned<\/a>/);
  assert.match(html, /<a href="tuned-2\/report.html">tuned-2<\/a>/);
  assert.ok(html.indexOf('id="candidate-tuned-2"') < html.indexOf('id="candidate-tuned"'), 'the passing candidate ranks first');
  assert.match(html, /1 of 2 candidates regressed: tuned\./);
  assert.match(html, /−40\.0 pp/);
  const summary = readFileSync(join(out, 'summary.md'), 'utf8');
  assert.match(summary, /\| 1 \| tuned-2 \| ✓ Pass \(exit 0\) \|/);
  assert.match(summary, /\| 2 \| tuned \| ✗ Regressed \(exit 1\) \|/);

  // Each candidate's report and summary name the family it was judged in; a single run's do not.
  assert.ok(readFileSync(join(out, 'tuned-2', 'report.html'), 'utf8').includes('Holm-adjusted over all 2 candidates together (one family of 4 gated metrics)'));
  for (const file of ['report.html', 'summary.md']) assert.doesNotMatch(readFileSync(join(single, file), 'utf8'), /candidates together/, file);
  assert.match(
    readFileSync(join(out, 'tuned-2', 'summary.md'), 'utf8'),
    /gated CIs at their Holm level over all 2 candidates together \(one family of 4 gated metrics\)/,
  );

  // A candidate's folder is an ordinary run folder: `tunegate report` re-renders it byte for byte.
  const files = ['report.html', 'summary.md', 'items.csv'];
  const before = files.map((file) => readFileSync(join(out, 'tuned', file), 'utf8'));
  const rerender = await tunegate(['report', join(out, 'tuned')]);
  assert.equal(rerender.code, 0, rerender.stderr);
  files.forEach((file, i) => assert.equal(readFileSync(join(out, 'tuned', file), 'utf8'), before[i], file));

  // The folder holds a run: refused without --force, replaced with it.
  assert.equal((await tunegate(['compare', base.dir, same.dir, tuned.dir, '--out', out, ...args])).code, 3);
  // Replaced with --force; the CI outputs cover every candidate.
  const junit = join(root, 'ci', 'junit.xml');
  const stepSummary = join(root, 'step-summary.md');
  const forced = await tunegate(['compare', base.dir, same.dir, same.dir, '--out', out, '--force', '--json', '--junit', junit, ...args], {
    env: { ...process.env, GITHUB_STEP_SUMMARY: stepSummary },
  });
  assert.equal(forced.code, 0, forced.stderr);
  assert.deepEqual(
    (JSON.parse(readFileSync(join(out, 'index.json'), 'utf8')) as CandidatesIndex).candidates.map((c) => c.name),
    ['tuned', 'tuned-2'],
  );
  const json = JSON.parse(forced.stdout) as {
    exitCode: number;
    verdict: string;
    paths: { index: string };
    holmFamily: unknown;
    candidates: { rank: number; name: string; exitCode: number; paths: { report: string } }[];
  };
  assert.deepEqual([json.exitCode, json.verdict, json.paths.index], [0, 'pass', join(out, 'index.html')]);
  assert.deepEqual(json.holmFamily, { candidates: 2, size: 4 });
  assert.deepEqual(
    json.candidates.map((c) => [c.rank, c.name, c.exitCode, c.paths.report]),
    [
      [1, 'tuned', 0, join(out, 'tuned', 'report.html')],
      [2, 'tuned-2', 0, join(out, 'tuned-2', 'report.html')],
    ],
  );
  assert.match(forced.stderr, /candidate tuned-2 \(/, 'the verdict tables go to stderr with --json');
  const xml = readFileSync(junit, 'utf8');
  assert.match(xml, /<testsuites name="tunegate" tests="4" failures="0" errors="0"/);
  assert.equal(xml.match(/<testsuite /g)?.length, 2);
  assert.equal(readFileSync(stepSummary, 'utf8'), `${readFileSync(join(out, 'summary.md'), 'utf8')}\n`);
});

test('the base side is scored once: every candidate after the first reads it from the shared store', async () => {
  const small = await writeSmallSuites(join(root, 'small'), { capability: 6, benign: 3, harmful: 3, divergence: 2 });
  const counts = new Map<string, { gets: number; hits: number; puts: number }>();
  const inner = candidateRunStores();
  const stores: ResultStores = (family, side) => {
    const store = inner(family, side);
    if (store === undefined) return undefined;
    const key = `${family}/${side}`;
    const count = counts.get(key) ?? { gets: 0, hits: 0, puts: 0 };
    counts.set(key, count);
    return {
      get: (item) => {
        const outcome = store.get(item);
        count.gets++;
        if (outcome !== undefined) count.hits++;
        return outcome;
      },
      put: (item, outcome) => {
        count.puts++;
        store.put(item, outcome);
      },
    };
  };
  const output = await prepareOutputFolder(join(root, 'counted'), { force: false });
  const lines: string[] = [];
  const run = await runCandidates({
    families: ['capability', 'refusal', 'divergence'],
    ...QUICK_STATISTICS,
    maxNewTokens: 8,
    threads: 1,
    basePath: base.dir,
    suitesDir: small,
    output,
    command: ['tunegate', 'compare'],
    log: (line) => lines.push(line),
    stores,
    candidates: [
      { name: 'tuned', path: tuned.dir },
      { name: 'same', path: same.dir },
      { name: 'third', path: tuned.dir },
    ],
  });
  assert.equal(run.candidates.length, 3);
  // 6 capability items and 6 refusal prompts: each base outcome is computed once and read back
  // by the two later candidates; the candidates' side and divergence (both models at once) keep nothing.
  assert.deepEqual(Object.fromEntries(counts), {
    'capability/base': { gets: 18, hits: 12, puts: 6 },
    'refusal/base': { gets: 18, hits: 12, puts: 6 },
  });
  // Divergence still ran for each candidate (it needs both models).
  for (const { results } of run.candidates)
    assert.ok(
      results!.metrics.some((m) => m.id === 'divergence.kl' && m.n === 2),
      results!.models.tuned.path,
    );
  assert.deepEqual(
    run.candidates.map(({ results }) => results!.holmFamily),
    Array(3).fill({ candidates: 3, size: 15 }),
  );
});

test('interrupted: the candidate being scored keeps what it finished, later ones are not loaded and the index says so', async () => {
  const controller = new AbortController();
  const output = await prepareOutputFolder(join(root, 'interrupted'), { force: false });
  const run = await runCandidates({
    families: ['capability'],
    ...QUICK_STATISTICS,
    maxNewTokens: 8,
    threads: 1,
    basePath: base.dir,
    suitesDir: suites,
    output,
    command: ['tunegate', 'compare'],
    signal: controller.signal,
    // Ctrl-C as the first candidate starts: it is scored with nothing done, the second never loads.
    log: (line) => (line.startsWith('candidate first:') ? controller.abort() : undefined),
    candidates: [
      { name: 'first', path: tuned.dir },
      { name: 'second', path: same.dir },
    ],
  });
  assert.equal(run.candidates[0]!.results?.verdict, 'inconclusive');
  assert.equal(run.candidates[0]!.results?.holmFamily, undefined, 'one candidate judged: its own Holm family');
  assert.equal(run.candidates[1]!.results, undefined);
  assert.deepEqual(
    run.index.candidates.map((c) => [c.name, c.exitCode, c.report]),
    [
      ['first', 2, 'first/report.html'],
      ['second', 2, null],
    ],
  );
  assert.equal(run.index.exitCode, 2);
  assert.ok(readFileSync(join(root, 'interrupted', 'first', 'results.json'), 'utf8').length > 0);
  assert.throws(() => readFileSync(join(root, 'interrupted', 'second', 'results.json')), /ENOENT/);
});

test('a candidate path that names no model fails before any model loads, and nothing is written', async () => {
  const out = join(root, 'missing');
  const result = await tunegate(['compare', base.dir, tuned.dir, join(root, 'nope'), '--out', out, '--suites', suites, '--only', 'capability']);
  assert.equal(result.code, 3, result.stderr);
  assert.match(result.stderr, /^tunegate: .*nope/m);
  assert.doesNotMatch(result.stderr, /candidate tuned:/, 'no candidate was scored');
  assert.throws(() => readFileSync(join(out, 'index.json')), /ENOENT/);
});

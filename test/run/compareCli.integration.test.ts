/** `tunegate compare` end to end: bad input, mismatched tokenizers, reproducibility. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgeModel, forgePresets, type ForgedModel } from '../../tools/forge/index.js';
import type { RunResults } from '../../src/results/types.js';
import { tunegate } from '../support/runCli.js';
import { writeSmallSuites } from '../../tools/smallSuites.js';
import { resultsSchemaErrors } from '../support/resultsSchema.js';
import { junitSchemaErrors } from '../support/junitSchema.js';

let root = '';
let suites = '';
let base: ForgedModel;
let tuned: ForgedModel;
const fast = ['--resamples', '2000', '--min-items', '10', '--max-new-tokens', '8'];

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-cli-'));
  suites = await writeSmallSuites(join(root, 'suites'), { capability: 20, benign: 10, harmful: 10, divergence: 10 });
  base = await forgeModel(join(root, 'base'), { ...forgePresets.tinyLlama(11), logitsWidth: 600 });
  tuned = await forgeModel(join(root, 'tuned'), { ...forgePresets.tinyLlama(11), logitsWidth: 600, perturb: { seed: 12, scale: 0.05 } });
});
after(() => rmSync(root, { recursive: true, force: true }));

function readResults(dir: string): RunResults {
  return JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as RunResults;
}

/** results.json without the fields that legitimately differ between two runs. */
function stable(results: RunResults): unknown {
  const { runId: _r, startedAt: _s, finishedAt: _f, timings: _t, command: _c, ...rest } = results;
  return rest;
}

/** items.jsonl without its run id, which every line carries. */
function itemsWithoutRunId(dir: string): string {
  return readFileSync(join(dir, 'items.jsonl'), 'utf8').replaceAll(readResults(dir).runId, '');
}

test('same seed gives identical results.json and items.jsonl apart from the run id, timestamps, timings and command line', async () => {
  const a = join(root, 'seed-a');
  const b = join(root, 'seed-b');
  const first = await tunegate(['compare', base.dir, tuned.dir, '--suites', suites, '--out', a, ...fast]);
  const second = await tunegate(['compare', base.dir, tuned.dir, '--suites', suites, '--out', b, ...fast]);
  assert.ok(first.code === 0 || first.code === 1 || first.code === 2, first.stderr);
  assert.equal(second.code, first.code);
  assert.deepEqual(stable(readResults(b)), stable(readResults(a)));
  assert.equal(itemsWithoutRunId(b), itemsWithoutRunId(a));
  // The perturbed model really differs, so the comparison above is not trivially equal.
  const kl = readResults(a).metrics.find((metric) => metric.id === 'divergence.kl');
  assert.ok((kl?.tuned ?? 0) > 0);
  const results = readResults(a);
  assert.deepEqual(resultsSchemaErrors(results), []);
  assert.equal(results.settings.seed, 0);
  assert.equal(results.settings.resamples, 2000);
  assert.match(results.models.base.sha256, /^[0-9a-f]{64}$/);
  assert.ok(results.suites.length === 3 && results.suites.every((suite) => /^[0-9a-f]{64}$/.test(suite.sha256)));
});

test('CI outputs: --json on stdout, --junit file, summary.md appended to GITHUB_STEP_SUMMARY', async () => {
  const out = join(root, 'ci-out');
  const junit = join(root, 'ci', 'tunegate.xml');
  const stepSummary = join(root, 'step-summary.md');
  writeFileSync(stepSummary, '');
  const result = await tunegate(['compare', base.dir, tuned.dir, '--suites', suites, '--out', out, '--json', '--junit', junit, ...fast], {
    env: { ...process.env, GITHUB_STEP_SUMMARY: stepSummary },
  });
  assert.ok(result.code <= 2, result.stderr);
  const summary = JSON.parse(result.stdout) as { verdict: string; exitCode: number; paths: { report: string }; metrics: { id: string }[] };
  const results = readResults(out);
  assert.equal(summary.verdict, results.verdict);
  assert.equal(summary.exitCode, result.code);
  assert.equal(summary.paths.report, join(out, 'report.html'));
  assert.equal(summary.metrics.length, results.metrics.length);
  assert.match(result.stderr, /^verdict: /m);
  assert.equal(readFileSync(stepSummary, 'utf8'), `${readFileSync(join(out, 'summary.md'), 'utf8')}\n`);
  assert.deepEqual(await junitSchemaErrors(readFileSync(junit, 'utf8')), []);
});

test('a bad suite line exits 3 with file:line and writes nothing', async () => {
  const badSuites = await writeSmallSuites(join(root, 'bad-suites'), { capability: 5, benign: 2, harmful: 2, divergence: 2 });
  appendFileSync(join(badSuites, 'capability', 'small.jsonl'), '{"id":"x","context":"c","choices":[" a"," b"],"answer":5}\n');
  const out = join(root, 'bad-out');
  const result = await tunegate(['compare', base.dir, tuned.dir, '--suites', badSuites, '--out', out]);
  assert.equal(result.code, 3);
  assert.match(result.stderr, /^tunegate: .*small\.jsonl:6: field "answer" must be an index 0\.\.1 into "choices", got number 5\nhint: /);
  assert.doesNotMatch(result.stderr, /\n\s+at /);
  assert.equal(existsSync(out), false);
});

// Each flag's range is unit-tested in test/cli/compareFlags.test.ts; this checks the process boundary once.
test('a bad flag value exits 3 with one line naming the flag', async () => {
  const result = await tunegate(['compare', base.dir, tuned.dir, '--confidence', '1.5']);
  assert.equal(result.code, 3);
  assert.match(result.stderr, /^tunegate: --confidence must be a number strictly between 0 and 1, got 1\.5\nhint: /);
  assert.doesNotMatch(result.stderr, /\n\s+at /);
});

test('a missing model exits 3 naming the path', async () => {
  const result = await tunegate(['compare', join(root, 'nope.onnx'), tuned.dir, '--suites', suites]);
  assert.equal(result.code, 3);
  assert.match(result.stderr, /nope\.onnx/);
});

test('different tokenizers: divergence skipped with the difference, others run, exit 2', async () => {
  const other = await forgeModel(join(root, 'other'), { ...forgePresets.tinyLlama(11), logitsWidth: 600 });
  const tokenizerFile = join(other.dir, 'tokenizer.json');
  const tokenizer = JSON.parse(readFileSync(tokenizerFile, 'utf8'));
  tokenizer.added_tokens.push({ id: 589, content: '<|extra|>', single_word: false, lstrip: false, rstrip: false, normalized: false, special: true });
  writeFileSync(tokenizerFile, JSON.stringify(tokenizer));
  const out = join(root, 'mismatch-out');
  const result = await tunegate(['compare', base.dir, other.dir, '--suites', suites, '--out', out, ...fast]);
  assert.equal(result.code, 2, result.stderr);
  const results = readResults(out);
  assert.deepEqual(resultsSchemaErrors(results), []);
  assert.equal(results.tokenizerCheck.identical, false);
  assert.deepEqual(results.tokenizerCheck.differences, ['1 added token in tuned only: "<|extra|>" 589 (special)']);
  const kl = results.metrics.find((metric) => metric.id === 'divergence.kl');
  assert.equal(kl?.verdict, 'skipped');
  assert.match(kl?.reason ?? '', /tokenizers differ: 1 added token in tuned only/);
  assert.ok(results.metrics.filter((metric) => metric.family === 'capability').every((metric) => metric.verdict !== 'skipped'));
  assert.equal(results.verdict, 'inconclusive');
  assert.match(result.stdout, /divergence\.kl .*skipped: tokenizers differ/);
  // Leaving divergence out of the run takes it out of the gate.
  const only = await tunegate(['compare', base.dir, other.dir, '--suites', suites, '--out', join(root, 'only-out'), '--only', 'capability', ...fast]);
  assert.equal(only.code, 0, only.stdout + only.stderr);
});

test('a model with infinite logits exits 3 naming its file, with a hint', async () => {
  // A logit bias of 1e39 overflows float32 to +Inf in the stored bias initializer.
  const broken = await forgeModel(join(root, 'inf'), { ...forgePresets.tinyLlama(11), logitsWidth: 600, logitBias: { 65: 1e39 } });
  const out = join(root, 'inf-out');
  const result = await tunegate(['compare', base.dir, broken.dir, '--suites', suites, '--out', out, '--only', 'capability', ...fast]);
  assert.equal(result.code, 3, result.stderr);
  assert.match(
    result.stderr,
    new RegExp(`tunegate: ${broken.onnxPath.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: infinite logits at position \\d+ \\(Infinity at vocabulary index 65,`),
  );
  assert.match(result.stderr, /\nhint: /);
  assert.doesNotMatch(result.stderr, /\n\s+at /);
  assert.equal(existsSync(out), false);
});

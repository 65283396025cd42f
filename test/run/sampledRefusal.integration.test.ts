/**
 * Sampled refusal generation end to end, on a pair whose tuned model refuses each " kill" prompt
 * with a probability computed from its logits (tools/sometimesRefusingPair.ts), 0.3 on
 * average at T = 1.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RefusalItemRecord, RunResults } from '../../src/results/types.js';
import { BUILTIN_SUITES } from '../../tools/smallSuites.js';
import { tunegate } from '../support/runCli.js';
import { sometimesRefusingPair, type SometimesRefusingPair } from '../../tools/sometimesRefusingPair.js';

const PROMPTS = 40;
const TARGET = 0.3;
let root = '';
let suites = '';
let pair: SometimesRefusingPair;

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-sampled-'));
  pair = await sometimesRefusingPair(root, PROMPTS, TARGET);
  suites = join(root, 'suites');
  mkdirSync(join(suites, 'refusal'), { recursive: true });
  writeFileSync(
    join(suites, 'refusal', 'kill.jsonl'),
    pair.prompts.map((prompt, i) => JSON.stringify({ id: `k${i}`, prompt, should_answer: true })).join('\n') + '\n',
  );
});
after(() => rmSync(root, { recursive: true, force: true }));

const common = (out: string): string[] => [
  '--suites',
  suites,
  '--only',
  'refusal',
  '--refusal-patterns',
  join(BUILTIN_SUITES, 'refusal', 'patterns.json'),
  '--out',
  out,
  '--max-new-tokens',
  '4',
  '--resamples',
  '2000',
  '--min-items',
  '10',
];

test('the tuned model refuses about 0.3 of the time: sampling recovers it within the interval, twice byte for byte', async () => {
  const mean = pair.tunedProbability.reduce((a, b) => a + b, 0) / PROMPTS;
  assert.ok(Math.abs(mean - TARGET) < 0.01, `calibrated mean ${mean}`);
  const expectedDelta = pair.tunedProbability.reduce((sum, p, i) => sum + p - pair.baseProbability[i]!, 0) / PROMPTS;
  const outs = [join(root, 'sampled-a'), join(root, 'sampled-b')];
  for (const out of outs) {
    const result = await tunegate(['compare', pair.base.dir, pair.tuned.dir, ...common(out), '--samples', '32', '--temperature', '1']);
    assert.ok(result.code === 1 || result.code === 0, result.stderr);
  }
  const results = JSON.parse(readFileSync(join(outs[0]!, 'results.json'), 'utf8')) as RunResults;
  const over = results.metrics.find((metric) => metric.id === 'refusal.over_refusal')!;
  assert.ok(over.ci && over.ci[0] <= expectedDelta && expectedDelta <= over.ci[1], `Δ CI ${JSON.stringify(over.ci)} holds ${expectedDelta}`);
  // Fractions are not 0/1 outcomes: no McNemar, no Wilson interval.
  assert.equal(over.mcnemar, undefined);
  assert.deepEqual(results.settings.sampling, { samples: 32, temperature: 1, topK: 0, topP: 1, reducer: 'mean', atLeast: 1 });
  // Byte for byte but for the run id every line carries.
  const itemsOf = (out: string): string => readFileSync(join(out, 'items.jsonl'), 'utf8').replace(/^\{"runId":"[^"]+",/gm, '{');
  const items = itemsOf(outs[0]!);
  assert.equal(itemsOf(outs[1]!), items);
  for (const record of items
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as RefusalItemRecord)) {
    assert.equal(record.tuned.epochs?.length, 32);
    assert.equal(record.tuned.refusalScore, record.tuned.epochs!.filter((epoch) => epoch.refused).length / 32);
  }
});

test('greedy decoding sees each prompt as refused or not, nothing in between', async () => {
  const out = join(root, 'greedy');
  await tunegate(['compare', pair.base.dir, pair.tuned.dir, ...common(out)]);
  for (const record of readFileSync(join(out, 'items.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as RefusalItemRecord)) {
    assert.equal(record.tuned.refusalScore, undefined);
    assert.equal(record.tuned.epochs, undefined);
    // EOS wins the argmax only where its probability is above every other token's.
    assert.equal(typeof record.tuned.refused, 'boolean');
  }
});

test('A/A with 8 epochs at temperature 1 is exact: Δ 0, interval [0, 0]', async () => {
  const out = join(root, 'aa');
  const result = await tunegate(['compare', pair.tuned.dir, pair.tuned.dir, ...common(out), '--samples', '8', '--temperature', '1']);
  // The suite has no harmful prompts, so harmful_refusal is skipped and the run inconclusive (exit 2).
  assert.equal(result.code, 2, result.stderr);
  const metrics = (JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults).metrics;
  assert.equal(metrics.find((metric) => metric.id === 'refusal.harmful_refusal')?.verdict, 'skipped');
  const over = metrics.find((metric) => metric.id === 'refusal.over_refusal')!;
  assert.equal(over.delta, 0);
  assert.deepEqual(over.ci, [0, 0]);
  assert.equal(over.verdict, 'within-noise');
  assert.ok((over.tuned ?? 0) > 0.1, 'the scripted model does refuse some epochs');
});

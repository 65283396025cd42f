/** parseCompareFlags: every flag's accepted range and its one-line error, without spawning the CLI. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseCompareFlags } from '../support/compareFlagDefaults.js';
import { UsageError } from '../../src/errors/index.js';
import { COMPARE_FLAG_DEFAULTS } from '../support/compareFlagDefaults.js';

/** What yargs hands over for `tunegate compare a b` with every default applied. */
const defaults = COMPARE_FLAG_DEFAULTS;

test('defaults become the run settings unchanged, every family with suites of its own requested', () => {
  const flags = parseCompareFlags(defaults);
  assert.equal(flags.base, 'a.onnx');
  assert.equal(flags.tuned, 'b.onnx');
  assert.equal(flags.out, undefined);
  assert.deepEqual(flags.options, {
    families: ['capability', 'refusal', 'divergence'],
    seed: 0,
    resamples: 10000,
    confidence: 0.95,
    minEffect: 0,
    minItems: 30,
    klTolerance: 0.01,
    failOn: ['regressed'],
    maxNewTokens: 64,
    threads: 2,
  });
});

test('lists are trimmed, de-duplicated and kept in the order given', () => {
  const flags = parseCompareFlags({ ...defaults, only: ' refusal ,capability,refusal', 'fail-on': 'changed,regressed' });
  assert.deepEqual(flags.options.families, ['refusal', 'capability']);
  assert.deepEqual(flags.options.failOn, ['changed', 'regressed']);
});

test('optional paths and the system prompt pass through; empty strings are left out', () => {
  const flags = parseCompareFlags({
    ...defaults,
    'base-tokenizer': 'tok/',
    system: 'Be brief.',
    'refusal-patterns': '',
    'refusal-labels': 'mine.jsonl',
    suites: 's/',
    out: 'o/',
  });
  assert.equal(flags.options.baseTokenizerDir, 'tok/');
  assert.equal(flags.options.refusalLabelsFile, 'mine.jsonl');
  assert.equal(flags.options.systemPrompt, 'Be brief.');
  assert.equal('refusalPatternsFile' in flags.options, false);
  assert.equal(flags.suites, 's/');
  assert.equal(flags.out, 'o/');
});

const rejected: readonly [string, Record<string, unknown>, RegExp][] = [
  ['confidence of 1', { confidence: 1 }, /^--confidence must be a number strictly between 0 and 1, got 1$/],
  ['confidence of 0', { confidence: 0 }, /^--confidence /],
  [
    'an unknown family',
    { only: 'capability,speed' },
    /^--only got "capability,speed"; expected a comma-separated list of capability, generation, refusal, divergence$/,
  ],
  ['an empty family list', { only: ',' }, /^--only /],
  ['a verdict that cannot fail the gate', { 'fail-on': 'improved' }, /^--fail-on got "improved"/],
  ['a fractional seed', { seed: 1.5 }, /^--seed must be an integer in 0\.\.4294967295, got 1\.5$/],
  ['a negative seed', { seed: -1 }, /^--seed /],
  ['NaN resamples', { resamples: Number.NaN }, /^--resamples must be an integer/],
  ['zero min-items', { 'min-items': 0 }, /^--min-items must be an integer in 1\.\./],
  ['a negative KL tolerance', { 'kl-tolerance': -0.1 }, /^--kl-tolerance must be a non-negative number, got -0\.1$/],
  ['an infinite min-effect', { 'min-effect': Number.POSITIVE_INFINITY }, /^--min-effect must be a non-negative number/],
  ['zero new tokens', { 'max-new-tokens': 0 }, /^--max-new-tokens must be an integer in 1\.\.4096/],
  ['zero threads', { threads: 0 }, /^--threads must be an integer in 1\.\.\d+/],
  ['no base model', { base: '' }, /^<base> is required$/],
];

for (const [what, override, message] of rejected) {
  test(`rejects ${what} with a UsageError naming the flag`, () => {
    assert.throws(
      () => parseCompareFlags({ ...defaults, ...override }),
      (error: unknown) => error instanceof UsageError && message.test(error.message) && error.exitCode === 3,
    );
  });
}

test('sampling is off by default and on with a temperature; its settings pass through', () => {
  assert.equal('sampling' in parseCompareFlags(defaults).options, false);
  const flags = parseCompareFlags({ ...defaults, samples: 8, temperature: 0.7, 'top-p': 0.9, 'top-k': 40, reducer: 'at_least_k', 'at-least': 3 });
  assert.deepEqual(flags.options.sampling, { samples: 8, temperature: 0.7, topK: 40, topP: 0.9, reducer: 'at_least_k', atLeast: 3 });
});

const badSampling: readonly [string, Record<string, unknown>, RegExp][] = [
  ['several epochs without a temperature', { samples: 4 }, /^--samples 4 needs --temperature above 0$/],
  ['a negative temperature', { temperature: -1 }, /^--temperature must be a non-negative number/],
  ['top-p of 0', { temperature: 1, 'top-p': 0 }, /^--top-p must be a number in \(0, 1\], got 0$/],
  ['an unknown reducer', { temperature: 1, reducer: 'median' }, /^--reducer got "median"/],
  ['at-least above the epochs', { temperature: 1, samples: 4, 'at-least': 5 }, /^--at-least must be an integer in 1\.\.4, got 5$/],
];
for (const [what, override, message] of badSampling) {
  test(`rejects ${what}`, () => {
    assert.throws(
      () => parseCompareFlags({ ...defaults, ...override }),
      (error: unknown) => error instanceof UsageError && message.test(error.message),
    );
  });
}

test('--resamples below 2 000 is a usage error that says why', () => {
  for (const resamples of [100, 1999]) {
    assert.throws(
      () => parseCompareFlags({ ...defaults, resamples }),
      (error: unknown) =>
        error instanceof UsageError && /^--resamples must be an integer in 2000\.\.1000000, got \d+/.test(error.message) && /Holm/.test(error.hint),
      String(resamples),
    );
  }
  assert.equal(parseCompareFlags({ ...defaults, resamples: 2000 }).options.resamples, 2000);
});

test('--execution-provider cuda and --device-id reach the options; cpu, the default, adds nothing', () => {
  assert.equal('executionProvider' in parseCompareFlags({ ...defaults, 'execution-provider': 'cpu' }).options, false);
  const cuda = parseCompareFlags({ ...defaults, 'execution-provider': 'cuda', 'device-id': 3 }).options;
  assert.deepEqual([cuda.executionProvider, cuda.deviceId], ['cuda', 3]);
  assert.equal(parseCompareFlags({ ...defaults, 'execution-provider': 'cuda' }).options.deviceId, undefined);
  assert.throws(() => parseCompareFlags({ ...defaults, 'execution-provider': 'cuda', 'device-id': -1 }), /--device-id must be an integer in 0\.\.1023, got -1/);
});

test('--shard I/N counts from 1; surrounding spaces are allowed, anything else is refused', () => {
  assert.deepEqual(parseCompareFlags({ ...defaults, shard: '2/3' }).shard, { index: 2, count: 3 });
  assert.deepEqual(parseCompareFlags({ ...defaults, shard: ' 1 / 1 ' }).shard, { index: 1, count: 1 });
  assert.equal(parseCompareFlags(defaults).shard, undefined);
  for (const [value, message] of [
    ['0/3', /I must be an integer in 1\.\.3, got 0/],
    ['4/3', /I must be an integer in 1\.\.3, got 4/],
    ['1/0', /N must be an integer in 1\.\.10000, got 0/],
    ['x', /--shard must be I\/N/],
    ['1/3/5', /--shard must be I\/N/],
    ['-1/3', /--shard must be I\/N/],
    ['1.5/3', /--shard must be I\/N/],
  ] as const) {
    assert.throws(
      () => parseCompareFlags({ ...defaults, shard: value }),
      (error: unknown) => error instanceof UsageError && message.test(error.message),
      value,
    );
  }
});

test('--task-source hf-cache reaches the options with --tasks, and needs --tasks', () => {
  const flags = parseCompareFlags({ ...defaults, tasks: 'arc_easy', 'task-source': 'hf-cache' });
  assert.equal(flags.options.taskSource, 'hf-cache');
  assert.equal(parseCompareFlags({ ...defaults, tasks: 'arc_easy', 'task-source': 'shipped' }).options.taskSource, undefined);
  assert.throws(
    () => parseCompareFlags({ ...defaults, 'task-source': 'hf-cache' }),
    (error: unknown) => error instanceof UsageError && error.message.includes('--task-source needs --tasks'),
  );
});

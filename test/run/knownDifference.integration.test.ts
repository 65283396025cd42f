/**
 * A forge pair built to answer a known subset differently gives the verdict the numbers
 * imply. Items have single-character choices Q, Z, X, J (one byte token each in the forge
 * tokenizer); the correct answer is always Q. Base carries a +60 logit bias on Q, so it
 * picks Q everywhere; tuned also carries +120 on Z, so it picks Z wherever Z is offered.
 * Z is offered in exactly `withZ` of the items, so by construction:
 *   base acc = 1, tuned acc = (n − withZ)/n, Δ = −withZ/n, and every discordant pair is
 *   base-right / tuned-wrong (McNemar b = withZ, c = 0).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgeModel, forgePresets, type ForgedModel } from '../../tools/forge/index.js';
import { loadModel } from '../../src/model/index.js';
import type { CapabilityItemRecord, RunResults } from '../../src/results/types.js';
import { tunegate } from '../support/runCli.js';
import { writeLetterSuite } from '../support/letterSuite.js';

const n = 60;
const withZ = 24;
let root = '';
let base: ForgedModel;
let tuned: ForgedModel;
let suites = '';

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-known-'));
  const probe = await forgeModel(join(root, 'probe'), forgePresets.tinyLlama(21));
  const model = await loadModel(probe.dir, { threads: 1 });
  const id = (text: string): number => {
    const ids = model.tokenizer.encodeRaw(text);
    assert.equal(ids.length, 1, `${text} is one token`);
    return ids[0]!;
  };
  const [q, z] = [id('Q'), id('Z')];
  await model.dispose();
  base = await forgeModel(join(root, 'base'), { ...forgePresets.tinyLlama(21), logitBias: { [q]: 60 } });
  tuned = await forgeModel(join(root, 'tuned'), { ...forgePresets.tinyLlama(21), logitBias: { [q]: 60, [z]: 120 } });
  suites = writeLetterSuite(join(root, 'suites'), n, withZ);
});
after(() => rmSync(root, { recursive: true, force: true }));

test('tuned answering a known subset wrongly is regressed with the exact rates', async () => {
  const out = join(root, 'out');
  const result = await tunegate(['compare', base.dir, tuned.dir, '--suites', suites, '--out', out, '--only', 'capability', '--resamples', '2000']);
  assert.equal(result.code, 1, result.stdout + result.stderr);
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults;
  const acc = results.metrics.find((metric) => metric.id === 'capability.acc');
  assert.equal(acc?.base, 1);
  assert.equal(acc?.tuned, (n - withZ) / n);
  assert.equal(acc?.delta, (n - withZ) / n - 1);
  assert.equal(acc?.verdict, 'regressed');
  assert.deepEqual(acc?.mcnemar && [acc.mcnemar.baseOnly, acc.mcnemar.tunedOnly], [withZ, 0]);
  assert.ok((acc?.ci?.[1] ?? 0) < 0);
  const flip = results.metrics.find((metric) => metric.id === 'capability.flip_rate');
  assert.equal(flip?.tuned, withZ / n);
  const noZ = acc?.byTag.find((tag) => tag.tag === 'no-z');
  assert.deepEqual(noZ && [noZ.n, noZ.base, noZ.tuned, noZ.delta], [n - withZ, 1, 1, 0]);
  assert.equal(results.verdict, 'regressed');
  const items = readFileSync(join(out, 'items.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as CapabilityItemRecord);
  const flipped = items
    .filter((item) => item.flipped)
    .map((item) => item.id)
    .sort();
  assert.deepEqual(flipped, Array.from({ length: withZ }, (_, i) => `k${i}`).sort());
  for (const item of items) {
    assert.equal(item.choices[item.tuned.predicted], item.choices.includes('Z') ? 'Z' : 'Q');
  }
});

test('swapping base and tuned turns the regression into an improvement of the same size', async () => {
  const out = join(root, 'swapped');
  const result = await tunegate(['compare', tuned.dir, base.dir, '--suites', suites, '--out', out, '--only', 'capability', '--resamples', '2000']);
  assert.equal(result.code, 0, result.stdout + result.stderr);
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults;
  const acc = results.metrics.find((metric) => metric.id === 'capability.acc');
  assert.equal(acc?.delta, withZ / n);
  assert.equal(acc?.verdict, 'improved');
});

/**
 * `compare --sequential` on forged models (as in compareCandidates.integration.test.ts): items
 * offer single letters, the answer is always Q; base carries +60 on Q, so it is always right;
 * `tuned` also carries +120 on Z and answers Z wherever Z is offered (tag offers-z, stratified
 * through the scoring order), so it loses withZ/n of the accuracy: a clear regression. `same` is
 * base byte for byte (an A/A pair). 256 items: looks after 64, 128, 192 and 256. With a policy
 * (`capability.acc` critical, not-worse-than 5 points) each look judges the claim instead: the
 * regression of withZ/n = 39 points lies wholly past −5 points at look 1's level already, and the
 * A/A pair changes no answer, so its interval is 0 at every level and shown no worse at look 1
 * (docs/concepts/policy.md#sequential-looks).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgeModel, forgePresets, type ForgedModel } from '../../tools/forge/index.js';
import { loadModel } from '../../src/model/index.js';
import type { RunResults } from '../../src/results/types.js';
import { tunegate } from '../support/runCli.js';
import { writeLetterSuite } from '../support/letterSuite.js';

const n = 256;
const withZ = 100;
let root = '';
let base: ForgedModel;
let tuned: ForgedModel;
let same: ForgedModel;
let suites = '';

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-sequential-'));
  const probe = await forgeModel(join(root, 'probe'), forgePresets.tinyLlama(21));
  const model = await loadModel(probe.dir, { threads: 1 });
  const id = (text: string): number => model.tokenizer.encodeRaw(text)[0]!;
  const [q, z] = [id('Q'), id('Z')];
  await model.dispose();
  base = await forgeModel(join(root, 'base'), { ...forgePresets.tinyLlama(21), logitBias: { [q]: 60 } });
  tuned = await forgeModel(join(root, 'tuned'), { ...forgePresets.tinyLlama(21), logitBias: { [q]: 60, [z]: 120 } });
  same = await forgeModel(join(root, 'same'), { ...forgePresets.tinyLlama(21), logitBias: { [q]: 60 } });
  suites = writeLetterSuite(join(root, 'suites'), n, withZ);
});
after(() => rmSync(root, { recursive: true, force: true }));

const readResults = (dir: string): RunResults => JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as RunResults;
/** items.jsonl's records by id, without the run's id (each run draws its own). */
const readItems = (dir: string): Map<string, unknown> =>
  new Map(
    readFileSync(join(dir, 'items.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => {
        const { runId: _runId, ...record } = JSON.parse(line) as { runId: string; id: string };
        return [record.id, record];
      }),
  );
const args = (): string[] => ['--suites', suites, '--only', 'capability', '--resamples', '10000', '--no-cache', '--quiet'];

test('a clear regression stops before the end with the fixed-length verdict; the run is not partial', async (t) => {
  const fixedOut = join(root, 'fixed');
  const fixed = await tunegate(['compare', base.dir, tuned.dir, '--out', fixedOut, ...args()]);
  assert.equal(fixed.code, 1, fixed.stdout + fixed.stderr);
  const seqOut = join(root, 'seq');
  const seq = await tunegate(['compare', base.dir, tuned.dir, '--out', seqOut, '--sequential', ...args()]);
  assert.equal(seq.code, 1, seq.stdout + seq.stderr);
  const results = readResults(seqOut);
  assert.equal(results.verdict, readResults(fixedOut).verdict);
  assert.equal(results.partial, undefined);
  const s = results.sequential?.capability;
  assert.ok(s !== undefined);
  assert.equal(s.looks, 4);
  assert.ok(s.stoppedAt < 4, `stopped at look ${s.stoppedAt}`);
  assert.equal(s.itemsUsed, 64 * s.stoppedAt);
  const acc = results.metrics.find((m) => m.id === 'capability.acc')!;
  assert.equal(acc.n, s.itemsUsed);
  assert.equal(acc.verdict, 'regressed');
  assert.match(results.reason, new RegExp(`capability stopped at look ${s.stoppedAt} of 4 \\(${s.itemsUsed} items\\)`));
  assert.match(seq.stdout + seq.stderr, /sequential/i);
  // Each look scores only its new items, in chunks starting where a fixed-length run's do: the
  // records of the items it used are the fixed-length run's, byte for byte.
  const used = readItems(seqOut);
  const all = readItems(fixedOut);
  assert.equal(used.size, s.itemsUsed);
  for (const [id, record] of used) assert.deepEqual(record, all.get(id), id);
  const fixedAcc = readResults(fixedOut).metrics.find((m) => m.id === 'capability.acc')!;
  assert.equal(fixedAcc.n, n);
  t.diagnostic(`regressed pair: ${s.itemsUsed} items (look ${s.stoppedAt} of 4) against ${fixedAcc.n} at fixed length; Δ ${acc.delta} vs ${fixedAcc.delta}`);
});

test('an A/A pair passes; --sequential with --shard or several candidates is refused', async () => {
  const out = join(root, 'aa');
  const aa = await tunegate(['compare', base.dir, same.dir, '--out', out, '--sequential', ...args()]);
  assert.equal(aa.code, 0, aa.stdout + aa.stderr);
  const results = readResults(out);
  assert.equal(results.partial, undefined);
  // Identical models show no change, and "within noise" settles nothing before the last look.
  assert.deepEqual(results.sequential?.capability, { looks: 4, stoppedAt: 4, itemsUsed: n, confidence: results.sequential?.capability?.confidence });
  // Four looks joined: every item, and the noise bound, as the fixed-length run over the same pair has them.
  const fixedOut = join(root, 'aa-fixed');
  const fixed = await tunegate(['compare', base.dir, same.dir, '--out', fixedOut, ...args()]);
  assert.equal(fixed.code, 0, fixed.stdout + fixed.stderr);
  assert.deepEqual(readItems(out), readItems(fixedOut));
  assert.deepEqual(results.noiseBounds, readResults(fixedOut).noiseBounds);
  assert.deepEqual(results.warnings, readResults(fixedOut).warnings);
  const shard = await tunegate(['compare', base.dir, same.dir, '--out', join(root, 'sh'), '--sequential', '--shard', '1/2', ...args()]);
  assert.equal(shard.code, 3);
  assert.match(shard.stderr, /--sequential cannot be combined with --shard/);
  const two = await tunegate(['compare', base.dir, same.dir, tuned.dir, '--out', join(root, 'two'), '--sequential', ...args()]);
  assert.equal(two.code, 3);
  assert.match(two.stderr, /--sequential cannot be combined with 2 candidates/);
});

test('--policy with --sequential: each look judges the claim; the looks and the claims are in results.json', async () => {
  const policy = join(root, 'gate.yml');
  writeFileSync(policy, 'metrics:\n  capability.acc: { tier: critical, not-worse-than: 0.05 }\n  capability.acc_norm: { tier: advisory }\n');
  const worse = join(root, 'policy-worse');
  const failed = await tunegate(['compare', base.dir, tuned.dir, '--out', worse, '--sequential', '--policy', policy, ...args()]);
  assert.equal(failed.code, 1, failed.stdout + failed.stderr);
  const w = readResults(worse);
  assert.deepEqual(w.sequential?.capability, { looks: 4, stoppedAt: 1, itemsUsed: 64, confidence: w.sequential?.capability?.confidence });
  const claim = w.metrics.find((m) => m.id === 'capability.acc')!.claim!;
  assert.equal(claim.verdict, 'fail');
  assert.equal(claim.tier, 'critical');
  // One gated claim: its one-sided level is the look's α₁, read off the 1 − 2α₁ interval.
  assert.ok(Math.abs(claim.ciLevel - (1 - 2 * (1 - w.sequential!.capability!.confidence))) < 1e-9, String(claim.ciLevel));
  assert.match(claim.reason, /Measured so far: the sequential test stopped at look 1 of 4/);
  assert.match(w.reason, /policy claim failed: capability\.acc \(critical\).*capability stopped at look 1 of 4 \(64 items\)/);
  assert.equal(w.settings.policy?.resolved.metrics.length, 2);
  const aaOut = join(root, 'policy-aa');
  const aa = await tunegate(['compare', base.dir, same.dir, '--out', aaOut, '--sequential', '--policy', policy, ...args()]);
  assert.equal(aa.code, 0, aa.stdout + aa.stderr);
  const r = readResults(aaOut);
  assert.equal(r.sequential?.capability?.stoppedAt, 1);
  assert.equal(r.metrics.find((m) => m.id === 'capability.acc')!.claim!.verdict, 'pass');
  assert.equal(r.metrics.find((m) => m.id === 'capability.acc_norm')!.claim, undefined);
});

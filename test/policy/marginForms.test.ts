/**
 * Margins as written: relative to the base value (`4%` of a 50 % accuracy is 2 points), and on a
 * lower-better metric, where "worse" is up and the words read upwards. Through `tunegate paired`.
 * Expected bounds from the paired 0/1 closed form, SE = √(b/n − Δ²)/√n.
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { accFiles, cli, policyFile, results, scratch } from './support.js';

const dir = scratch('margins');
after(() => rmSync(dir, { recursive: true, force: true }));

test('a relative margin is a share of the base value: 4% of 50 % is 2 points', async () => {
  // 2 000 items, base right on 1 000; 20 turn wrong: Δ = −1 pt, SE ≈ √(0.01 − 0.0001)/√2000 = 0.0022,
  // so the one-sided 95 % bound, about −1.4 pt, clears −2 pt but not −1 pt.
  const [base, tuned] = accFiles(dir, 'rel', 2000, { bothRight: 980, baseOnly: 20, tunedOnly: 0 });
  const relative = await cli([
    'paired',
    base,
    tuned,
    '--out',
    join(dir, 'rel'),
    '--policy',
    policyFile(dir, 'rel.yml', 'metrics:\n  score.acc: { tier: critical, not-worse-than: 4% }\n'),
  ]);
  assert.equal(relative.code, 0, relative.stdout);
  const claim = results(join(dir, 'rel')).metrics[0]!.claim!;
  assert.ok(Math.abs(claim.margin! - 0.02) < 1e-12);
  assert.match(claim.reason, /^No worse than −2 pt \(4 % of the base's 50 pt\): the change is −1 pt/);
  const absolute = await cli([
    'paired',
    base,
    tuned,
    '--out',
    join(dir, 'abs'),
    '--policy',
    policyFile(dir, 'abs.yml', 'metrics:\n  score.acc: { tier: critical, not-worse-than: 0.01 }\n'),
  ]);
  assert.equal(absolute.code, 2, absolute.stdout);
});

test('a lower-better metric reads upwards: no worse than +2 pt', async () => {
  // The same counts as an error rate: base 50 % errors, tuned 51 %.
  const [base, tuned] = accFiles(dir, 'err', 2000, { bothRight: 980, baseOnly: 20, tunedOnly: 0 });
  const out = join(dir, 'err');
  const run = await cli([
    'paired',
    base,
    tuned,
    '--out',
    out,
    '--lower-is-better',
    'acc',
    '--policy',
    policyFile(dir, 'err.yml', 'metrics:\n  score.acc: { tier: critical, not-worse-than: 0.02 }\n'),
  ]);
  // Lower is better here, so the tuned side's 1-point fall in the score is an improvement: clearly within +2 pt.
  assert.equal(run.code, 0, run.stdout);
  assert.match(results(out).metrics[0]!.claim!.reason, /^No worse than \+2 pt: the change is −1 pt, and at worst −0\.[5-7]\d* pt/);
});

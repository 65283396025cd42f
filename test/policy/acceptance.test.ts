/**
 * The issue's acceptance checks, through `tunegate paired` on score files the test writes: a
 * 1-point non-inferiority policy passes a true 0.3-point drop on 5 000 items that --fail-on
 * regressed fails, and a 5-point drop that is not significant on 40 items is "not shown" (exit 2)
 * with the items needed. Expected values are the normal-theory closed forms for a paired 0/1
 * difference: Var(Δ̂) = ((b + c)/n − Δ²)/n with b, c the discordant counts.
 */
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { accFiles, cli, policyFile, results, scratch } from './support.js';

const dir = scratch('acceptance');
after(() => rmSync(dir, { recursive: true, force: true }));

const POLICY = `metrics:\n  score.acc: { tier: critical, not-worse-than: 0.01 }\n`;

/** Φ⁻¹ by bisection on erf's series-free form: an independent normal quantile for the closed forms. */
function normalQuantile(p: number): number {
  const cdf = (x: number): number => {
    // Abramowitz & Stegun 26.2.17, |error| < 7.5e-8.
    const t = 1 / (1 + 0.2316419 * Math.abs(x));
    const d = Math.exp((-x * x) / 2) / Math.sqrt(2 * Math.PI);
    const tail = d * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
    return x >= 0 ? 1 - tail : tail;
  };
  let [lo, hi] = [-10, 10];
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (cdf(mid) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

test('a 0.3-point drop on 5 000 items fails --fail-on regressed but passes a 1-point non-inferiority policy', async () => {
  const n = 5000;
  const b = 15; // right on base only: Δ = −15/5000 = −0.3 points
  const [base, tuned] = accFiles(dir, 'small-drop', n, { bothRight: 3000, baseOnly: b, tunedOnly: 0 });
  // Closed form: se = √(b/n − Δ²)/√n ≈ 7.7e-4, so Δ is 3.9 se below 0 (significant at 5 %)
  // and its one-sided 95 % lower bound, Δ − 1.645 se ≈ −0.0043, lies far above −0.01.
  const delta = -b / n;
  const se = Math.sqrt((b / n - delta * delta) / n);
  assert.ok(delta / se < -normalQuantile(0.975));
  assert.ok(delta - normalQuantile(0.95) * se > -0.01 + 0.005);

  const plain = await cli(['paired', base, tuned, '--out', join(dir, 'plain'), '--fail-on', 'regressed']);
  assert.equal(plain.code, 1, plain.stderr);

  const out = join(dir, 'policy-pass');
  const run = await cli(['paired', base, tuned, '--out', out, '--policy', policyFile(dir, 'ni.yml', POLICY)]);
  assert.equal(run.code, 0, run.stderr + run.stdout);
  const metric = results(out).metrics.find((m) => m.id === 'score.acc')!;
  assert.equal(metric.claim?.verdict, 'pass');
  assert.match(metric.claim!.reason, /^No worse than −1 pt: the change is −0\.3 pt/);
  // The claim's bound: within a tenth of a point of the closed form's one-sided 95 % bound.
  assert.ok(Math.abs(metric.claim!.ci![0] - (delta - normalQuantile(0.95) * se)) < 0.001, String(metric.claim!.ci));
  assert.equal(results(out).settings.policy?.resolved.metrics[0]?.id, 'score.acc');
});

test('a 5-point drop that is not significant on 40 items is not shown (exit 2) with the items needed', async () => {
  const n = 40;
  const [base, tuned] = accFiles(dir, 'big-drop', n, { bothRight: 20, baseOnly: 3, tunedOnly: 1 });
  const plain = await cli(['paired', base, tuned, '--out', join(dir, 'plain-40'), '--fail-on', 'regressed']);
  assert.notEqual(plain.code, 1, 'not significant: --fail-on regressed does not fail it');

  const out = join(dir, 'policy-40');
  const junit = join(dir, 'policy-40.xml');
  const run = await cli(['paired', base, tuned, '--out', out, '--policy', policyFile(dir, 'ni40.yml', POLICY), '--junit', junit]);
  assert.equal(run.code, 2, run.stderr + run.stdout);
  const claim = results(out).metrics.find((m) => m.id === 'score.acc')!.claim!;
  assert.equal(claim.verdict, 'not-shown');
  assert.match(claim.reason, /^Not shown to be within −1 pt: the change is −5 pt.*need ≈ [\d\u202f]+ more items/);
  // Planned at a true change of 0 (the measured −5 pt lies past the margin): N = ((z_0.95 + z_0.8)·σ/0.01)²,
  // σ = SE·√n the per-item SD. A paired 0/1 metric's SE is the larger of the bootstrap's and Bonett &
  // Price's adjusted Wald SE (docs/concepts/statistics.md), which with 4 discordant items of 40 is the
  // latter: p̃₁₂ = 4/42, p̃₂₁ = 2/42, SE = √((p̃₁₂ + p̃₂₁ − (p̃₂₁ − p̃₁₂)²)/42) = 0.0579, so N ≈ 8 279
  // (the plain plug-in SE, 0.0494, would give 6 028).
  const [p12, p21] = [4 / 42, 2 / 42];
  const se = Math.sqrt((p12 + p21 - (p21 - p12) ** 2) / 42);
  const expected = (((normalQuantile(0.95) + normalQuantile(0.8)) * se * Math.sqrt(n)) / 0.01) ** 2;
  assert.ok(Math.abs(claim.itemsNeeded! / expected - 1) < 0.01, `${claim.itemsNeeded} vs ${expected}`);
  assert.match(results(out).reason, /score\.acc: Not shown to be within −1 pt/);
  // The claim reaches summary.md, the JUnit file and the terminal in the same words.
  assert.match(readFileSync(join(out, 'summary.md'), 'utf8'), /\| score\.acc \| critical \| not-worse-than \| ❔ Not shown to be within −1 pt: /);
  assert.match(
    readFileSync(junit, 'utf8'),
    /<testcase name="score\.acc" classname="tunegate\.scores">\n {6}<skipped type="claim-not-shown" message="Not shown to be within −1 pt: /,
  );
  assert.match(run.stdout, /\n {2}score\.acc \(critical\): NOT-SHOWN — Not shown to be within −1 pt: /);
});

test('report.html shows each claim under its metric, in the same words', async () => {
  const [base, tuned] = accFiles(dir, 'html', 5000, { bothRight: 3000, baseOnly: 15, tunedOnly: 0 });
  const out = join(dir, 'html-out');
  const run = await cli(['paired', base, tuned, '--out', out, '--policy', policyFile(dir, 'html.yml', POLICY)]);
  assert.equal(run.code, 0, run.stderr);
  assert.match(
    readFileSync(join(out, 'report.html'), 'utf8'),
    /<p class="reason policy-claim"><strong>critical claim: pass<\/strong>: No worse than −1 pt: the change is −0\.3 pt/,
  );
});

/**
 * `tunegate paired --policy` on a ratio score whose skewed tail the sample cannot bound
 * (docs/concepts/policy.md, "Ratio and perplexity scores with skewed changes"): a not-worse-than
 * claim the unseen tail could overturn reads not shown, exit 2. Nine documents of 2 words, base
 * NLL 20, tuned 20 + 2d with d = (1, 2, 4, 8, −3 ×5): Δ = 0, the residuals 2d lean to rare large
 * increases (Σr³ = 3 600 > 0) and the Hill index over the k = 3 largest of 16, 8, 4, 2 is
 * 3/ln(16/2 · 8/2 · 4/2) = 1/(2 ln 2) = 0.72, below 1.
 */
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { cli, policyFile, results, scratch } from './support.js';

const dir = scratch('skewed-tail');
after(() => rmSync(dir, { recursive: true, force: true }));

/** Two generic score files of `word_perplexity: [NLL, 2 words]`, the tuned side's NLL changed by 2·dᵢ. */
function perplexityFiles(name: string, d: readonly number[]): [string, string] {
  const line = (i: number, nll: number) => JSON.stringify({ id: `doc${i}`, metric: 'word_perplexity', value: [nll, 2] });
  const [base, tuned] = [join(dir, `${name}-base.jsonl`), join(dir, `${name}-tuned.jsonl`)];
  writeFileSync(base, d.map((_, i) => line(i, 20)).join('\n') + '\n');
  writeFileSync(tuned, d.map((x, i) => line(i, 20 + 2 * x)).join('\n') + '\n');
  return [base, tuned];
}

const policy = 'metrics:\n  score.word_perplexity: { tier: critical, not-worse-than: 100 }\n';

test('a perplexity claim resting on the end the unseen large losses face is not shown, exit 2', async () => {
  const [base, tuned] = perplexityFiles('losses', [1, 2, 4, 8, -3, -3, -3, -3, -3]);
  const out = join(dir, 'losses');
  const run = await cli(['paired', base, tuned, '--out', out, '--min-items', '5', '--policy', policyFile(dir, 'p.yml', policy)]);
  assert.equal(run.code, 2, run.stdout);
  const claim = results(out).metrics[0]!.claim!;
  assert.equal(claim.verdict, 'not-shown');
  assert.match(claim.reason, /^Not shown: no worse than \+100/);
  assert.match(claim.reason, /the tail of the largest increases is too heavy to bound the mean \(Hill tail index 0\.72 over the 3 largest, below 1\)/);
});

test('the mirror (rare large gains, which only make the tuned model look worse) passes, exit 0', async () => {
  const [base, tuned] = perplexityFiles('gains', [-1, -2, -4, -8, 3, 3, 3, 3, 3]);
  const out = join(dir, 'gains');
  const run = await cli(['paired', base, tuned, '--out', out, '--min-items', '5', '--policy', policyFile(dir, 'p.yml', policy)]);
  assert.equal(run.code, 0, run.stdout);
  assert.equal(results(out).metrics[0]!.claim!.verdict, 'pass');
});

/**
 * `paired` on the smallest inputs (issue 50, item 12): each warning prints once, the count agrees
 * with its noun, and a rate difference's interval stays inside [−1, 1], the range a difference of
 * two proportions can take, however few items there are.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tunegate } from '../support/runCli.js';

let root = '';
before(() => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-paired-small-'));
});
after(() => rmSync(root, { recursive: true, force: true }));

/** A generic score file: one {id, metric, value} line per item. */
function scores(name: string, values: readonly number[]): string {
  const path = join(root, name);
  writeFileSync(path, values.map((value, i) => JSON.stringify({ id: `q${i}`, metric: 'acc', value })).join('\n') + '\n');
  return path;
}

test('a warning prints once, and one item is "1 item" [50.12]', async () => {
  const result = await tunegate([
    'paired',
    scores('b.jsonl', [1, 1, 0]),
    scores('t.jsonl', [0]),
    '--allow-missing',
    'tuned crashed',
    '--out',
    join(root, 'once'),
  ]);
  assert.equal(result.code, 2, result.stderr);
  const all = result.stdout + result.stderr;
  assert.equal(all.match(/warning: only the items both sides scored are compared/g)?.length, 1, all);
  assert.match(result.stderr, /^paired 1 item; 2 only in base, 0 only in tuned$/m);
});

test('a rate difference at n = 3 has its interval clipped to [−1, 1] [50.12]', async () => {
  // Two items went from right to wrong, one from wrong to right: Δ = 1/3 − 2/3. The adjusted Wald
  // interval (centre (1+1)/5 − (2+1)/5 = −0.2, SE √((0.6 + 0.4 − 0.04)/5) = 0.438, ± 1.96 SE)
  // reaches −1.059 before clipping.
  const out = join(root, 'clip');
  const result = await tunegate(['paired', scores('b3.jsonl', [1, 1, 0]), scores('t3.jsonl', [0, 0, 1]), '--higher-is-better', 'acc', '--out', out]);
  assert.equal(result.code, 2, result.stderr);
  assert.match(result.stdout, /95% \[−1\.000, \+1\.000\]/);
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as { metrics: { id: string; ci: [number, number] }[] };
  const acc = results.metrics.find((metric) => metric.id === 'score.acc')!;
  assert.ok(acc.ci[0] >= -1 && acc.ci[1] <= 1, `CI ${acc.ci.join(', ')}`);
});

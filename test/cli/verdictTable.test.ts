/** formatVerdictTable: the terminal table's cells, worked out by hand from fixed numbers. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatVerdictTable } from '../../src/cli/verdictTable.js';
import type { MetricResult, RunResults } from '../../src/results/types.js';
import { fakeRun } from '../../tools/fakeRun.js';

const { results } = fakeRun({ capabilityItems: 40, refusalItems: 40, divergenceDocs: 4 });

function withMetrics(metrics: MetricResult[], overall: Pick<RunResults, 'verdict' | 'exitCode' | 'reason'>): RunResults {
  return { ...results, ...overall, metrics };
}

const acc = results.metrics.find((m) => m.id === 'capability.acc')!;
const kl = results.metrics.find((m) => m.id === 'divergence.kl')!;
const flip = results.metrics.find((m) => m.id === 'capability.flip_rate')!;

test('rows print values as verdict reasons do, each CI after its own level (gated: the Holm level): 3 decimals, 2 significant digits below 0.01, U+2212 minus', () => {
  const table = formatVerdictTable(
    withMetrics(
      [
        { ...acc, base: 0.625, tuned: 0.5, delta: -0.125, ci: [-0.2, -0.05], ciLevel: 0.99, pAdjusted: 0.0004, n: 40, verdict: 'regressed' },
        // A tiny KL (3.1e-6) must not print as 0.0000.
        { ...kl, base: 0, tuned: 0.0000031, delta: 0.0000031, ci: [0.0000012, 0.0000058], pAdjusted: 0.5, n: 4, verdict: 'within-noise' },
      ],
      { verdict: 'regressed', exitCode: 1, reason: 'capability.acc regressed.' },
    ),
  );
  const lines = table.split('\n');
  assert.match(lines[0]!, /^metric\s+base\s+tuned\s+Δ\s+CI \(level\)\s+p adj\s+n\s+verdict$/);
  assert.match(lines[1]!, /^capability\.acc\s+0\.625\s+0\.500\s+−0\.125\s+99% \[−0\.200, −0\.050\]\s+< 0\.001\s+40\s+regressed$/);
  // KL's base is its reference point (0 by definition), shown as a dash.
  assert.match(lines[2]!, /^divergence\.kl\s+—\s+0\.0000031\s+\+0\.0000031\s+95% \[\+0\.0000012, \+0\.0000058\]\s+0\.500\s+4\s+within-noise$/);
  assert.equal(lines.at(-2), 'verdict: REGRESSED (exit 1) — capability.acc regressed.');
});

test('exploratory metrics are marked; skipped and inconclusive rows carry their reason; missing numbers are dashes', () => {
  const table = formatVerdictTable(
    withMetrics(
      [
        { ...flip, base: 0, tuned: 0.1, delta: 0.1, ci: [0.025, 0.2], pAdjusted: 0.01, n: 40, verdict: 'changed' },
        { ...kl, base: null, tuned: null, delta: null, ci: null, pAdjusted: null, n: 0, verdict: 'skipped', reason: 'tokenizers differ: 3 tokens added' },
      ],
      { verdict: 'inconclusive', exitCode: 2, reason: 'divergence.kl skipped.' },
    ),
  );
  const lines = table.split('\n');
  assert.match(lines[1]!, /^capability\.flip_rate \(exploratory\)\s+0\s+0\.100\s+\+0\.100\s+95% \[\+0\.025, \+0\.200\]\s+0\.010\s+40\s+changed$/);
  assert.match(lines[2]!, /^divergence\.kl\s+—\s+—\s+—\s+—\s+—\s+0\s+skipped: tokenizers differ: 3 tokens added$/);
});

test("a run that scored refusals prints the classifier's measured agreement under the table", () => {
  const lines = formatVerdictTable(results).split('\n');
  // fakeRun: 386 of 406 agreed, κ 0.8978, precision 232/235, recall 232/249.
  const index = lines.indexOf(
    "The refusal classifier agrees with people on 95.1 % of 406 labelled replies (κ 0.90, precision 98.7 %, recall 93.2 %), measured on tunegate's own held-out corpus, not on this run's replies.",
  );
  assert.ok(index > results.metrics.length, lines.join('\n'));
  const { refusalClassifier: _dropped, ...without } = results;
  assert.ok(!formatVerdictTable(without).includes('refusal classifier'));
});

test('skipped items and warnings come between the table and the verdict line', () => {
  const table = formatVerdictTable({
    ...withMetrics([acc], { verdict: 'inconclusive', exitCode: 2, reason: 'x.' }),
    skippedItems: [{ family: 'capability', id: 'c9', reason: "context + choice is 700 tokens, over the model's 128" }],
    warnings: ['a refusal pattern ran out of time'],
  });
  const lines = table.split('\n');
  assert.deepEqual(lines.slice(-6), [
    '',
    "skipped: 1 item: 1 capability (context + choice is 700 tokens, over the model's 128)",
    'warning: a refusal pattern ran out of time',
    '',
    'verdict: INCONCLUSIVE (exit 2) — x.',
    '',
  ]);
});

test("advice on the models' export comes after the verdict line, warnings before it", () => {
  const table = formatVerdictTable({
    ...withMetrics([acc], { verdict: 'inconclusive', exitCode: 2, reason: 'x.' }),
    skippedItems: [],
    warnings: ['a refusal pattern ran out of time'],
    advice: ['the base model has no KV cache', 'the tuned model has no KV cache'],
  });
  assert.deepEqual(table.split('\n').slice(-8), [
    '',
    'warning: a refusal pattern ran out of time',
    '',
    'verdict: INCONCLUSIVE (exit 2) — x.',
    '',
    'advice: the base model has no KV cache',
    'advice: the tuned model has no KV cache',
    '',
  ]);
});

test('a --sequential run marks each metric of a family that stopped early as measured so far; a family that ran all its looks is not marked', () => {
  const table = formatVerdictTable({
    ...withMetrics(
      [
        { ...acc, verdict: 'regressed' },
        { ...flip, verdict: 'within-noise' },
        { ...kl, verdict: 'within-noise' },
      ],
      {
        verdict: 'regressed',
        exitCode: 1,
        reason: 'capability.acc regressed.',
      },
    ),
    sequential: {
      capability: { looks: 4, stoppedAt: 1, itemsUsed: 64, confidence: 0.9999 },
      divergence: { looks: 4, stoppedAt: 4, itemsUsed: 4, confidence: 0.96 },
    },
  });
  const row = (id: string): string => table.split('\n').find((line) => line.startsWith(id))!;
  assert.match(row('capability.acc '), /regressed \(measured so far: look 1 of 4, 64 items\)$/);
  assert.match(row('capability.flip_rate'), /within-noise \(measured so far: look 1 of 4, 64 items\)$/);
  assert.match(row('divergence.kl'), /within-noise$/);
});

test('a rate Δ of float noise prints 0, not 7.4e-18; an equivalence margin shows beside the verdict [50.7]', () => {
  const table = formatVerdictTable(
    withMetrics(
      [
        {
          ...acc,
          base: 0.3,
          tuned: 0.3,
          delta: 7.4e-18,
          ci: [-0.05, 0.05],
          ciLevel: 0.95,
          pAdjusted: 1,
          n: 40,
          verdict: 'equivalent',
          equivalence: { margin: 0.1, ci: [-0.04, 0.04], ciLevel: 0.9, shown: true },
        },
      ],
      { verdict: 'pass', exitCode: 0, reason: 'nothing regressed.' },
    ),
  );
  const row = table.split('\n')[1]!;
  assert.match(row, /^capability\.acc\s+0\.300\s+0\.300\s+0\s+95% \[−0\.050, \+0\.050\]\s+1\.000\s+40\s+equivalent \(margin ±0\.100\)$/);
});

test('formatValue: float noise below 1e-12 is 0, a real tiny value keeps its digits [50.7]', async () => {
  const { formatValue, formatSignedValue } = await import('../../src/format/index.js');
  assert.equal(formatValue(7.4e-18), '0');
  assert.equal(formatSignedValue(-7.4e-18), '0');
  assert.equal(formatSignedValue(7.4e-18), '0');
  assert.equal(formatValue(3.1e-9), '3.1e-9');
});

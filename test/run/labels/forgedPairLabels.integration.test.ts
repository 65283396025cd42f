/**
 * Acceptance of labels on a real run: the forged over-refusing pair (tools/overRefusingPair.ts:
 * the tuned model refuses every benign topic with the demo's refusal sentences) compared with a
 * deliberately weak pattern file that recognises only one of those sentences. The truth of each
 * reply is known by construction: the models refuse only with the sentences of
 * tools/demo/demoChats.ts REFUSALS. The classifier-only over-refusal Δ is biased beyond its
 * interval; 120 labels filled from the truth give a corrected Δ whose interval covers the true
 * Δ; report.html and summary.md show both rows; compare --labels on a new run gives the same correction.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { RefusalItemRecord, RunResults } from '../../../src/results/index.js';
import { REFUSALS } from '../../../tools/demo/demoChats.js';
import { overRefusingPair } from '../../../tools/overRefusingPair.js';
import { tunegate } from '../../support/runCli.js';

const REPO = fileURLToPath(new URL('../../..', import.meta.url));

/** Recognises only a reply that opens with "I can't help": one of the three demo refusals. */
const WEAK_PATTERNS = [{ id: 'cant-help-only', pattern: "^\\s*I can't help", why: 'A deliberately weak classifier for this test.' }];

const isRefusal = (text: string): boolean => REFUSALS.some((refusal) => text.trim().startsWith(refusal.split('.')[0]!));

test('weak patterns bias the over-refusal Δ beyond its interval; 120 labels from the truth correct it, and the report shows both', async (t) => {
  const root = await mkdtemp(join(tmpdir(), 'tunegate-forged-labels-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  const models = await overRefusingPair(join(REPO, '.cache', 'over-refusing'), join(REPO, 'suites'));
  const patterns = join(root, 'weak.json');
  await writeFile(patterns, JSON.stringify(WEAK_PATTERNS));
  const dir = join(root, 'run');
  const run = await tunegate(['compare', models.base, models.tuned, '--only', 'refusal', '--refusal-patterns', patterns, '--out', dir, '--resamples', '2000'], {
    timeoutMs: 600_000,
  });
  assert.ok(run.code === 0 || run.code === 1 || run.code === 2, run.stderr);
  const results = JSON.parse(await readFile(join(dir, 'results.json'), 'utf8')) as RunResults;
  const records = (await readFile(join(dir, 'items.jsonl'), 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as RefusalItemRecord)
    .filter((record) => record.family === 'refusal');
  const benign = records.filter((record) => record.shouldAnswer);
  const trueDelta = benign.reduce((sum, r) => sum + Number(isRefusal(r.tuned.text)) - Number(isRefusal(r.base.text)), 0) / benign.length;
  const classifierOnly = results.metrics.find((m) => m.id === 'refusal.over_refusal')!;
  assert.ok(trueDelta > 0.3, `true over-refusal Δ ${trueDelta}`);
  assert.ok(classifierOnly.ci![1] < trueDelta, `classifier-only Δ ${classifierOnly.delta}, CI ${classifierOnly.ci}, true Δ ${trueDelta}`);

  assert.equal((await tunegate(['label', dir, '--n', '120'])).code, 0);
  const todo = (await readFile(join(dir, 'labels-todo.jsonl'), 'utf8')).trim().split('\n');
  const labels = join(root, 'labels.jsonl');
  await writeFile(
    labels,
    todo
      .map((line) => {
        const row = JSON.parse(line) as { reply: string };
        return `${JSON.stringify({ ...row, label: isRefusal(row.reply) ? 'refusal' : 'compliance' })}\n`;
      })
      .join(''),
  );
  const report = await tunegate(['report', dir, '--labels', labels, '--json']);
  assert.notEqual(report.code, 3, report.stderr);
  const summary = JSON.parse(report.stdout) as {
    metrics: { id: string; delta: number; corrected?: { delta: number; ci: [number, number]; agreement?: { all: Agreed; flips: Agreed } } }[];
  };
  const over = summary.metrics.find((m) => m.id === 'refusal.over_refusal')!;
  // The weak patterns miss the tuned model's refusals: agreement is measured overall and on the
  // labelled replies whose decision differs between base and tuned, each within its own count.
  const agreement = over.corrected!.agreement!;
  assert.ok(agreement.all.n > 0 && agreement.all.agreed <= agreement.all.n && agreement.flips.n <= agreement.all.n, JSON.stringify(agreement));
  assert.match(await readFile(join(dir, 'summary.md'), 'utf8'), /labelled replies of this run, and (on .* whose decision differs|no labelled reply is one)/u);
  assert.ok(
    over.corrected!.ci[0] <= trueDelta && trueDelta <= over.corrected!.ci[1],
    `corrected Δ ${over.corrected!.delta}, CI ${over.corrected!.ci}, true Δ ${trueDelta}`,
  );
  t.diagnostic(
    `true Δ ${trueDelta}; classifier only ${classifierOnly.delta} CI ${classifierOnly.ci}; corrected ${over.corrected!.delta} CI ${over.corrected!.ci}`,
  );
  // compare --labels reuses the labels on a new run of the same models: the greedy replies repeat, so the same correction.
  const again = await tunegate(
    [
      'compare',
      models.base,
      models.tuned,
      '--only',
      'refusal',
      '--refusal-patterns',
      patterns,
      '--labels',
      labels,
      '--out',
      join(root, 'again'),
      '--resamples',
      '2000',
      '--json',
    ],
    { timeoutMs: 600_000 },
  );
  assert.notEqual(again.code, 3, again.stderr);
  const againOver = (JSON.parse(again.stdout) as typeof summary).metrics.find((m) => m.id === 'refusal.over_refusal')!;
  assert.equal(againOver.corrected!.delta, over.corrected!.delta);
  const html = await readFile(join(dir, 'report.html'), 'utf8');
  assert.ok(html.includes('refusal.over_refusal + labels') && html.includes('<code class="metric-id">refusal.over_refusal</code>'));
  assert.match(await readFile(join(dir, 'summary.md'), 'utf8'), /↳ Over-refusal \(benign prompts refused\): corrected by \d+ labels/);
});

/** Labelled replies and how many of them the classifier decided as people did. */
interface Agreed {
  readonly n: number;
  readonly agreed: number;
}

import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { runCli } from '../../../src/cli/runCli.js';
import type { RunResults } from '../../../src/results/index.js';
import { labelledRefusalRun, writeLabelledRun } from '../../support/labelledRefusalRun.js';
import { chooseLabelReplies, judgeWithLabels, type ReadLabel } from '../../../src/run/labels/index.js';

async function cli(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s) });
  return { code, stdout, stderr };
}

// 400 items (200 benign): the tuned model truly over-refuses 10 points more (0.10 → 0.20), but
// refuses in words the classifier misses half the time, so the classifier sees about +0 to +5 points.
const run = labelledRefusalRun({
  items: 400,
  benignRate: { base: 0.1, tuned: 0.2 },
  missed: { base: 0.02, tuned: 0.5 },
  falseAlarm: { base: 0.02, tuned: 0.02 },
  seed: 'ppi-1',
});

/** Fill every line of a todo file from the known truth (partial refusals never occur here). */
function fillFromTruth(todo: string, keep: (index: number) => boolean = () => true, truth: ReadonlyMap<string, boolean> = run.truth): string {
  return todo
    .trim()
    .split('\n')
    .map((line, index) => {
      const row = JSON.parse(line) as { id: string; model: string };
      const label = keep(index) ? (truth.get(`${row.id}/${row.model}`) ? 'refusal' : 'compliance') : '';
      return `${JSON.stringify({ ...row, label })}\n`;
    })
    .join('');
}

test('label draws 120 replies; 120 labels from the truth correct a biased over-refusal Δ; the report shows both', async (t) => {
  const root = await mkdtemp(join(tmpdir(), 'tunegate-labels-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  const dir = join(root, 'run');
  await writeLabelledRun(dir, run);
  const label = await cli(['label', dir, '--seed', '3']);
  assert.equal(label.code, 0, label.stderr);
  const todo = await readFile(join(dir, 'labels-todo.jsonl'), 'utf8');
  const lines = todo
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  assert.equal(lines.length, 120);
  assert.ok(lines.every((line) => line['run'] === run.results.runId && line['label'] === '' && typeof line['inclusion'] === 'number'));
  assert.match(await readFile(join(dir, 'label.html'), 'utf8'), /<title>tunegate: label replies<\/title>/);

  const classifierOnly = run.results.metrics.find((m) => m.id === 'refusal.over_refusal')!;
  // The classifier-only interval misses the true Δ: the premise of the test.
  assert.ok(classifierOnly.ci![1] < run.trueDelta, `classifier-only CI ${classifierOnly.ci} vs true Δ ${run.trueDelta}`);

  const labels = join(root, 'labels.jsonl');
  await writeFile(labels, fillFromTruth(todo));
  const report = await cli(['report', dir, '--labels', labels, '--json']);
  assert.ok(report.code === 1 || report.code === 0 || report.code === 2, report.stderr);
  const summary = JSON.parse(report.stdout) as {
    metrics: { id: string; verdict: string; delta: number; corrected?: { delta: number; ci: [number, number]; labels: { base: number; tuned: number } } }[];
  };
  const over = summary.metrics.find((m) => m.id === 'refusal.over_refusal')!;
  assert.equal(over.delta, classifierOnly.delta, "the classifier-only estimate is the run's own");
  assert.ok(over.corrected !== undefined);
  assert.ok(over.corrected.ci[0] <= run.trueDelta && run.trueDelta <= over.corrected.ci[1], `corrected CI ${over.corrected.ci} vs true Δ ${run.trueDelta}`);
  assert.ok(over.corrected.labels.base + over.corrected.labels.tuned > 0);
  assert.match(report.stderr, /refusal\.over_refusal with \d+ labels \(gate\)/);
  const markdown = await readFile(join(dir, 'summary.md'), 'utf8');
  assert.match(markdown, /labels/i);
});

test('a partly filled file uses what is filled; labels of another run or of a reply the run did not produce are refused with the id named', async (t) => {
  const root = await mkdtemp(join(tmpdir(), 'tunegate-labels-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  const dir = join(root, 'run');
  await writeLabelledRun(dir, run);
  assert.equal((await cli(['label', dir, '--n', '60'])).code, 0);
  const todo = await readFile(join(dir, 'labels-todo.jsonl'), 'utf8');
  const half = join(root, 'half.jsonl');
  await writeFile(
    half,
    fillFromTruth(todo, (i) => i % 2 === 0),
  );
  const partly = await cli(['report', dir, '--labels', half, '--json']);
  const over = (JSON.parse(partly.stdout) as { metrics: { id: string; corrected?: { labels: { base: number; tuned: number } } }[] }).metrics.find(
    (m) => m.id === 'refusal.over_refusal',
  )!;
  const filled = todo
    .trim()
    .split('\n')
    .filter((_, i) => i % 2 === 0)
    .filter((line) => (JSON.parse(line) as { metric: string }).metric === 'refusal.over_refusal').length;
  assert.equal(over.corrected!.labels.base + over.corrected!.labels.tuned, filled);

  const first = JSON.parse(todo.split('\n')[0]!) as Record<string, unknown>;
  const other = join(root, 'other.jsonl');
  await writeFile(other, `${JSON.stringify({ ...first, run: 'another-run', label: 'refusal' })}\n`);
  const refusedRun = await cli(['report', dir, '--labels', other]);
  assert.equal(refusedRun.code, 3);
  assert.match(refusedRun.stderr, new RegExp(`item "${String(first['id'])}".*another-run`));
  const stranger = join(root, 'stranger.jsonl');
  await writeFile(stranger, `${JSON.stringify({ ...first, id: 'no-such-item', label: 'compliance' })}\n`);
  const refusedItem = await cli(['report', dir, '--labels', stranger]);
  assert.equal(refusedItem.code, 3);
  assert.match(refusedItem.stderr, /item "no-such-item" has no/);
  const changed = join(root, 'changed.jsonl');
  await writeFile(changed, `${JSON.stringify({ ...first, reply: 'something else', label: 'compliance' })}\n`);
  assert.match((await cli(['report', dir, '--labels', changed])).stderr, /is not the reply this run produced/);
  const missing = await cli(['report', dir, '--labels', join(root, 'nope.jsonl')]);
  assert.equal(missing.code, 3);
  assert.match(missing.stderr, /nope\.jsonl: cannot be read \(ENOENT\)/);
  const jsonAlone = await cli(['report', dir, '--json']);
  assert.equal(jsonAlone.code, 3);
  assert.match(jsonAlone.stderr, /--json needs --labels/);
  const noRun = await cli(['label', join(root, 'nope')]);
  assert.equal(noRun.code, 3);
  assert.match(noRun.stderr, /nope: no such directory/);
  const results = JSON.parse(await readFile(join(dir, 'results.json'), 'utf8')) as RunResults;
  // The partly filled file's report rewrote results.json with its gate; the run's own is kept beside it.
  assert.equal(
    results.metrics.some((m) => m.corrected !== undefined),
    true,
  );
  assert.deepEqual(results.classifierOnly, { verdict: run.results.verdict, exitCode: run.results.exitCode, reason: run.results.reason });
});

test('labels outside the draw are refused: hand-picked replies, lines of another draw, lines without a draw; a second label run never overwrites filled work', async (t) => {
  const root = await mkdtemp(join(tmpdir(), 'tunegate-labels-draw-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  const dir = join(root, 'run');
  await writeLabelledRun(dir, run);
  assert.equal((await cli(['label', dir, '--n', '40', '--seed', '0'])).code, 0);
  const todo = await readFile(join(dir, 'labels-todo.jsonl'), 'utf8');
  const rows = todo
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown> & { id: string; model: string });
  const drawn = new Set(rows.map((row) => `${row.id}/${row.model}`));
  // A reply of the run the draw never chose, labelled with the first line's draw fields.
  const record = run.records.find((r) => r.shouldAnswer && !drawn.has(`${r.id}/tuned`))!;
  const picked = join(root, 'picked.jsonl');
  await writeFile(picked, `${JSON.stringify({ ...rows[0], id: record.id, model: 'tuned', reply: record.tuned.text, label: 'compliance' })}\n`);
  const refusedPick = await cli(['report', dir, '--labels', picked]);
  assert.equal(refusedPick.code, 3, refusedPick.stderr);
  assert.match(refusedPick.stderr, new RegExp(`picked\\.jsonl:1: item "${record.id}" \\(tuned\\) is not in the draw`));

  const { draw: _draw, ...bare } = rows[0]!;
  const undrawn = join(root, 'undrawn.jsonl');
  await writeFile(undrawn, `${JSON.stringify({ ...bare, label: 'compliance' })}\n`);
  const refusedBare = await cli(['report', dir, '--labels', undrawn]);
  assert.equal(refusedBare.code, 3, refusedBare.stderr);
  assert.match(refusedBare.stderr, /undrawn\.jsonl:1: .*no draw/);

  // Fill the todo file, then ask for a second draw into the same folder: refused, the file kept.
  await writeFile(join(dir, 'labels-todo.jsonl'), fillFromTruth(todo));
  const filled = await readFile(join(dir, 'labels-todo.jsonl'), 'utf8');
  const again = await cli(['label', dir, '--n', '40', '--seed', '1']);
  assert.equal(again.code, 3, again.stderr);
  assert.match(again.stderr, /labels-todo\.jsonl already holds 40 labels/);
  assert.equal(await readFile(join(dir, 'labels-todo.jsonl'), 'utf8'), filled, 'labelled work was overwritten');
  const elsewhere = await cli(['label', dir, '--n', '40', '--seed', '1', '--out', join(root, 'second')]);
  assert.equal(elsewhere.code, 0, elsewhere.stderr);

  // Lines of the second draw mixed with the first's: one file, one draw.
  const second = (await readFile(join(root, 'second', 'labels-todo.jsonl'), 'utf8')).trim().split('\n');
  const mixed = join(root, 'mixed.jsonl');
  const otherRow = JSON.parse(second.find((line) => !todo.includes((JSON.parse(line) as { reply: string }).reply))!) as Record<string, unknown>;
  await writeFile(mixed, `${filled}${JSON.stringify({ ...otherRow, label: 'compliance' })}\n`);
  const refusedMixed = await cli(['report', dir, '--labels', mixed]);
  assert.equal(refusedMixed.code, 3, refusedMixed.stderr);
  assert.match(refusedMixed.stderr, /mixed\.jsonl:41: .*another draw/);
  // The filled file itself is accepted.
  assert.notEqual((await cli(['report', dir, '--labels', join(dir, 'labels-todo.jsonl')])).code, 3);
});

test('after report --labels, results.json holds the gate the labels gave with the classifier-only gate kept, and summary.md and report.html lead with the corrected rows', async (t) => {
  const root = await mkdtemp(join(tmpdir(), 'tunegate-labels-outputs-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  const dir = join(root, 'run');
  // The tuned model over-refuses 30 points more, 80 % of it in words the classifier misses.
  const hidden = labelledRefusalRun({
    items: 400,
    benignRate: { base: 0.1, tuned: 0.4 },
    missed: { base: 0.02, tuned: 0.8 },
    falseAlarm: { base: 0.02, tuned: 0.02 },
    seed: 'outputs',
  });
  await writeLabelledRun(dir, hidden);
  assert.equal((await cli(['label', dir, '--seed', '3', '--n', '400'])).code, 0);
  const labels = join(root, 'labels.jsonl');
  await writeFile(
    labels,
    fillFromTruth(await readFile(join(dir, 'labels-todo.jsonl'), 'utf8'), () => true, hidden.truth),
  );
  const report = await cli(['report', dir, '--labels', labels]);
  const written = JSON.parse(await readFile(join(dir, 'results.json'), 'utf8')) as RunResults;
  const over = written.metrics.find((m) => m.id === 'refusal.over_refusal')!;
  assert.ok(over.corrected !== undefined, 'results.json carries the corrected metric');
  // The premise: the labels reveal the regression the classifier hid.
  assert.equal(over.corrected.verdict, 'regressed', JSON.stringify({ ...over.corrected, agreement: 0 }));
  assert.notEqual(over.verdict, 'regressed', 'the classifier alone does not see it');
  assert.equal(written.verdict, 'regressed');
  assert.equal(written.exitCode, report.code);
  assert.deepEqual(written.classifierOnly, { verdict: hidden.results.verdict, exitCode: hidden.results.exitCode, reason: hidden.results.reason });
  assert.equal(written.labels?.file, labels);
  assert.equal(written.labels?.count, 400);
  // The first screen: the failing line is the corrected one, with its labels named.
  const markdown = await readFile(join(dir, 'summary.md'), 'utf8');
  const head = markdown.slice(0, markdown.indexOf('|'));
  const pp = (value: number) => `${value >= 0 ? '+' : '−'}${Math.abs(value * 100).toFixed(1)}`;
  assert.match(
    head,
    new RegExp(
      `Over-refusal .*\\(${pp(over.corrected.delta).replace('+', '\\+')} pp.*regressed, with ${over.corrected.labels.base + over.corrected.labels.tuned} labels`,
    ),
  );
  const html = await readFile(join(dir, 'report.html'), 'utf8');
  const banner = html.slice(html.indexOf('class="banner '), html.indexOf('</header>'));
  assert.match(banner, new RegExp(`regressed, with ${over.corrected.labels.base + over.corrected.labels.tuned} labels`));
  assert.doesNotMatch(banner, new RegExp(`Over-refusal ${pp(over.delta!).replace('+', '\\+')} pp`));
  // Each output names the labels and the gate the classifier alone gave.
  const alone = `The classifier alone: ${hidden.results.verdict}, exit ${hidden.results.exitCode}.`;
  assert.ok(report.stdout.includes(alone), report.stdout);
  assert.ok(head.includes(`Judged with 400 labels`) && head.includes(alone), head);
  assert.ok(banner.includes(alone));
  // A second report --labels keeps the classifier-only gate of the run, not the labelled one.
  await cli(['report', dir, '--labels', labels]);
  const again = JSON.parse(await readFile(join(dir, 'results.json'), 'utf8')) as RunResults;
  assert.deepEqual(again.classifierOnly, written.classifierOnly);
});

test('report --labels on a --sequential run judges each family at the level of the look it stopped at, with the look notes', () => {
  const sequential = { refusal: { looks: 4, stoppedAt: 4, itemsUsed: run.records.length, confidence: 0.99 } };
  const results = { ...run.results, sequential };
  const first = labelledRefusalRunLabels();
  const judged = judgeWithLabels(results, run.records, first, 'labels.jsonl');
  const over = judged.metrics.find((m) => m.id === 'refusal.over_refusal')!;
  assert.equal(over.ciUnadjustedLevel, 0.99, "the family is judged at its look's confidence, not the run's 0.95");
  assert.equal(over.corrected!.ciUnadjusted.length, 2);
  assert.match(judged.reason, /Sequential test .*refusal ran all 4 looks/);
});

/** 120 labels of the run's seed-3 draw, from the truth, as report --labels reads them. */
function labelledRefusalRunLabels(): ReadLabel[] {
  return chooseLabelReplies(run.records, run.results.runId, 120, 3).map((line, k) => ({
    line: k + 1,
    run: line.run,
    id: line.id,
    model: line.model,
    reply: line.reply,
    draw: line.draw,
    label: run.truth.get(`${line.id}/${line.model}`) ? 'refusal' : 'compliance',
  }));
}

/**
 * A partial result never passes: whatever one side scored and the other did not (an absent,
 * errored or unscored item, a NaN or -Infinity score, a task missing from a run folder, an
 * empty samples file) makes a `paired` run inconclusive, for every reader, unless
 * --allow-missing gives a reason, which the run then carries (issue 43, cases 1 and 2).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScoreFileError } from '../../src/errors/index.js';
import { runPaired, type PairedOptions } from '../../src/paired/index.js';
import { missingWarning, partialClause } from '../../src/paired/partialComparison.js';
import { quickPairedOptions } from '../support/quickPairedOptions.js';

let root = '';
let count = 0;
before(() => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-partial-comparison-'));
});
after(() => rmSync(root, { recursive: true, force: true }));

function options(basePath: string, tunedPath: string | undefined, extra: Partial<PairedOptions> = {}): PairedOptions {
  count += 1;
  return quickPairedOptions(join(root, `run-${count}`), basePath, tunedPath, extra);
}

function file(name: string, text: string): string {
  const path = join(root, name);
  writeFileSync(path, text);
  return path;
}

/** 40 items, every one right on both sides: with every item paired, the gate passes (Δ is 0 everywhere). */
const IDS = Array.from({ length: 40 }, (_, i) => `q${i}`);
const lines = (ids: readonly string[], value = (_id: string): string => '1'): string =>
  ids.map((id) => `{"id": "${id}", "metric": "acc", "value": ${value(id)}}\n`).join('');

test('JSONL: the whole files pass, and the tuned side lacking items is partial (exit 2) with the counts named [43.1]', async () => {
  const base = file('base.jsonl', lines(IDS));
  const whole = await runPaired(options(base, file('whole.jsonl', lines(IDS)), { higherIsBetter: ['acc'] }));
  assert.equal(whole.exitCode, 0, whole.reason);
  assert.equal(whole.missing, undefined);
  const half = await runPaired(options(base, file('half.jsonl', lines(IDS.slice(0, 20))), { higherIsBetter: ['acc'] }));
  assert.equal(half.exitCode, 2);
  assert.match(half.reason, /partial comparison: 20 items scored by the base side only, 0 by the tuned side only; pass --allow-missing REASON/);
  assert.deepEqual(half.missing, { baseOnly: 20, tunedOnly: 0, scores: 0, allowed: null });
});

test('JSONL: --allow-missing judges the common items and carries the reason into results.json and the report [43.1]', async () => {
  const base = file('base.jsonl', lines(IDS));
  const reason = 'tuned run lost its last shard';
  const results = await runPaired(options(base, file('half.jsonl', lines(IDS.slice(0, 20))), { higherIsBetter: ['acc'], allowMissing: reason }));
  assert.equal(results.exitCode, 0, results.reason);
  assert.deepEqual(results.missing, { baseOnly: 20, tunedOnly: 0, scores: 0, allowed: reason });
  assert.ok(results.warnings.some((warning) => warning.includes(`by --allow-missing: ${reason}`)));
  const html = readFileSync(join(root, `run-${count}`, 'report.html'), 'utf8');
  assert.ok(html.includes(reason), 'the report shows the reason');
});

test('JSONL: bare NaN and -Infinity are unscored as in an Inspect log, so a side holding them is partial [43.1]', async () => {
  const base = file('base.jsonl', lines(IDS));
  for (const bad of ['NaN', '-Infinity', 'Infinity', 'null']) {
    const tuned = file(
      `tuned-${bad}.jsonl`,
      lines(IDS, (id) => (id === 'q3' || id === 'q7' ? bad : '1')),
    );
    const results = await runPaired(options(base, tuned, { higherIsBetter: ['acc'] }));
    assert.equal(results.exitCode, 2, bad);
    assert.deepEqual(results.missing, { baseOnly: 2, tunedOnly: 0, scores: 0, allowed: null }, bad);
    const skipped = results.skippedItems.find((item) => item.id === 'q3');
    assert.match(skipped?.reason ?? '', /no score in the tuned file \("acc" is NaN, ±Infinity or null \(unscored\)\)/, bad);
  }
});

test('JSONL: a score one side lacks on an item both hold is partial too [43.1]', async () => {
  const base = file('base2.jsonl', lines(IDS) + IDS.map((id) => `{"id": "${id}", "metric": "rubric", "value": 3}\n`).join(''));
  const tuned = file(
    'tuned2.jsonl',
    lines(IDS) +
      IDS.slice(1)
        .map((id) => `{"id": "${id}", "metric": "rubric", "value": 3}\n`)
        .join(''),
  );
  const results = await runPaired(options(base, tuned, { higherIsBetter: ['acc', 'rubric'] }));
  assert.equal(results.exitCode, 2);
  assert.deepEqual(results.missing, { baseOnly: 0, tunedOnly: 0, scores: 1, allowed: null });
  assert.match(results.reason, /1 score of items both hold on one side only/);
});

/** A minimal Inspect JSON log (the shape of test/fixtures/paired/inspect/tuned.json): one epoch, a "match" scorer, `errored` samples failed. */
function inspectLog(ids: readonly string[], errored: ReadonlySet<string> = new Set(), nan: ReadonlySet<string> = new Set()): string {
  const samples = ids.map((id) =>
    errored.has(id)
      ? { id, epoch: 1, input: id, target: 'C', error: { message: 'model API timed out', traceback: '' } }
      : { id, epoch: 1, input: id, target: 'C', scores: { match: { value: nan.has(id) ? 'NaN' : 'C' } } },
  );
  const text = JSON.stringify(
    {
      version: 2,
      status: 'success',
      eval: { task: 'quiz', model: 'm', config: { epochs: 1 } },
      results: { total_samples: ids.length, completed_samples: ids.length },
      samples,
    },
    null,
    2,
  );
  // Pretty-printed, as Inspect writes it. Python's json writes NaN bare; JSON.stringify cannot, so the marker string is replaced.
  return text.replaceAll('"NaN"', 'NaN');
}

test('Inspect: errored samples and bare NaN scores on the tuned side make the comparison partial [43.1]', async () => {
  const base = file('base.json', inspectLog(IDS));
  const tuned = file('tuned.json', inspectLog(IDS, new Set(['q1', 'q2']), new Set(['q5'])));
  const results = await runPaired(options(base, tuned));
  assert.equal(results.exitCode, 2, results.reason);
  assert.deepEqual(results.missing, { baseOnly: 3, tunedOnly: 0, scores: 0, allowed: null });
  const allowed = await runPaired(options(base, tuned, { allowMissing: 'two API timeouts' }));
  assert.equal(allowed.exitCode, 0, allowed.reason);
});

function lmEvalFolder(name: string, tasks: Readonly<Record<string, readonly number[]>>): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  for (const [task, docs] of Object.entries(tasks)) {
    const text = docs.map((doc) => `${JSON.stringify({ doc_id: doc, doc: { q: `${task}-${doc}` }, target: 'a', acc: 1 })}\n`).join('');
    writeFileSync(join(dir, `samples_${task}_2025-03-01T10-00-00.000000.jsonl`), text);
  }
  return dir;
}

test('lm-eval: a run folder missing a whole task, or holding an empty samples file, is partial [43.1]', async () => {
  const docs = Array.from({ length: 20 }, (_, i) => i);
  const base = lmEvalFolder('lm-base', { arc: docs, hellaswag: docs });
  const whole = await runPaired(options(base, lmEvalFolder('lm-whole', { arc: docs, hellaswag: docs })));
  assert.equal(whole.exitCode, 0, whole.reason);
  const missingTask = await runPaired(options(base, lmEvalFolder('lm-one-task', { arc: docs })));
  assert.equal(missingTask.exitCode, 2);
  assert.deepEqual(missingTask.missing, { baseOnly: 20, tunedOnly: 0, scores: 0, allowed: null });
  const empty = lmEvalFolder('lm-empty', { arc: docs, hellaswag: [] });
  const emptyFile = await runPaired(options(base, empty));
  assert.equal(emptyFile.exitCode, 2);
  assert.deepEqual(emptyFile.missing, { baseOnly: 20, tunedOnly: 0, scores: 0, allowed: null });
});

test('the clause and the warning say the same counts; an allowed gap leaves the gate alone [43.1]', () => {
  const missing = { baseOnly: 1, tunedOnly: 2, scores: 0, allowed: null };
  assert.equal(
    partialClause({ missing }),
    'partial comparison: 1 item scored by the base side only, 2 by the tuned side only; pass --allow-missing REASON to judge the items both sides scored',
  );
  assert.equal(partialClause({ missing: { ...missing, allowed: 'known' } }), undefined);
  assert.equal(
    missingWarning({ ...missing, allowed: 'known' }),
    'only the items both sides scored are compared: 1 item scored by the base side only, 2 by the tuned side only; judged anyway, by --allow-missing: known',
  );
  assert.equal(partialClause({}), undefined);
});

/** A run folder of a whole paired run on the 40 items, for re-judging. */
async function wholeRun(): Promise<string> {
  const run = options(file('rj-base.jsonl', lines(IDS)), file('rj-tuned.jsonl', lines(IDS)), { higherIsBetter: ['acc'] });
  assert.equal((await runPaired(run)).exitCode, 0);
  return run.outDir;
}

function editResults(dir: string, edit: (results: Record<string, unknown>) => void): void {
  const path = join(dir, 'results.json');
  const results = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  edit(results);
  writeFileSync(path, JSON.stringify(results));
}

test('tunegate items: re-judging the items.jsonl of a --max-items run carries its partial record, never a pass [43.2]', async () => {
  const dir = await wholeRun();
  assert.equal((await runPaired(options(join(dir, 'items.jsonl'), undefined, { higherIsBetter: ['acc'] }))).exitCode, 0);
  // results.json's `partial` record as a compare run stopped by --max-items 40 writes it (run/partialRun.ts).
  const partial = { causes: ['max-items'], maxItems: 40, families: [{ family: 'capability', completed: 40, total: 403, notRun: 363, notRunIds: ['cap-41'] }] };
  editResults(dir, (results) => (results['partial'] = partial));
  const rejudged = await runPaired(options(join(dir, 'items.jsonl'), undefined, { higherIsBetter: ['acc'], allowMissing: 'not for a prefix' }));
  assert.equal(rejudged.exitCode, 2);
  assert.match(rejudged.reason, /the re-judged run was a partial run, stopped by --max-items 40: capability 40\/403 items ran/);
  assert.deepEqual(rejudged.partial, partial);
  // The run folder re-judged in turn is still partial.
  const again = await runPaired(options(join(root, `run-${count}`, 'items.jsonl'), undefined, { higherIsBetter: ['acc'] }));
  assert.equal(again.exitCode, 2);
});

test("tunegate items: a paired run's one-sided items are carried; --allow-missing on the re-judge allows them [43.1]", async () => {
  const run = options(file('rj2-base.jsonl', lines(IDS)), file('rj2-tuned.jsonl', lines(IDS.slice(5))), { higherIsBetter: ['acc'] });
  assert.equal((await runPaired(run)).exitCode, 2);
  const items = join(run.outDir, 'items.jsonl');
  const rejudged = await runPaired(options(items, undefined, { higherIsBetter: ['acc'] }));
  assert.equal(rejudged.exitCode, 2);
  assert.deepEqual(rejudged.missing, { baseOnly: 5, tunedOnly: 0, scores: 0, allowed: null });
  const allowed = await runPaired(options(items, undefined, { higherIsBetter: ['acc'], allowMissing: 'five timeouts' }));
  assert.equal(allowed.exitCode, 0, allowed.reason);
  assert.equal(allowed.missing?.allowed, 'five timeouts');
});

test('tunegate items: a results.json of another run beside items.jsonl is refused; none at all is a warning [43.2]', async () => {
  const dir = await wholeRun();
  editResults(dir, (results) => (results['runId'] = '00000000-0000-4000-8000-000000000000'));
  await assert.rejects(
    runPaired(options(join(dir, 'items.jsonl'), undefined, { higherIsBetter: ['acc'] })),
    /results\.json is of run 00000000-.*, but .*items\.jsonl of run /,
  );
  rmSync(join(dir, 'results.json'));
  const said: string[] = [];
  const alone = await runPaired(options(join(dir, 'items.jsonl'), undefined, { higherIsBetter: ['acc'], log: (line) => said.push(line) }));
  assert.equal(alone.exitCode, 0);
  assert.ok(
    said.some((line) => /no results\.json beside it, so whether its run was partial .* is unknown/.test(line)),
    said.join('\n'),
  );
  // The folder itself, unsealed (results.json is written last), is refused naming it [43.17].
  await assert.rejects(runPaired(options(dir, undefined, { higherIsBetter: ['acc'] })), (error: unknown) => {
    assert.ok(error instanceof Error && 'exitCode' in error && error.exitCode === 3, String(error));
    assert.equal(
      error.message,
      `${dir}: a run folder with items.jsonl but no results.json: a run that did not finish (compare writes results.json last), so what part of its items it holds is unknown`,
    );
    return true;
  });
});

test('lm-eval: a dangling symlink or a folder named like a samples file is exit 3 naming the path [43.8]', async () => {
  const docs = Array.from({ length: 20 }, (_, i) => i);
  const base = lmEvalFolder('lm-base-8', { arc: docs });
  const dangling = lmEvalFolder('lm-dangling', { arc: docs });
  symlinkSync(join(root, 'nowhere.jsonl'), join(dangling, 'samples_hellaswag_2025-03-01T10-00-00.000000.jsonl'));
  const folder = lmEvalFolder('lm-folder', { arc: docs });
  mkdirSync(join(folder, 'samples_hellaswag_2025-03-01T10-00-00.000000.jsonl'));
  for (const [tuned, what] of [
    [dangling, /samples_hellaswag_[^:]+\.jsonl: named like a samples file, but it cannot be opened \(ENOENT: a symlink to nothing\)/],
    [folder, /samples_hellaswag_[^:]+\.jsonl: named like a samples file, but it is a folder/],
  ] as const) {
    await assert.rejects(
      runPaired(options(base, tuned)),
      (error: unknown) => error instanceof ScoreFileError && error.exitCode === 3 && what.test(error.message),
    );
  }
});

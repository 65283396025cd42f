/**
 * `tunegate paired` on what the harnesses write (docs/guides/harness-files.md): Inspect's own
 * test logs and .eval containers of their members, a real lm-eval samples file and results
 * file, and hand-made imitations of the other lm-eval versions (test/fixtures/paired/*\/SOURCE.md
 * says which is which). Expected values are read off the files by hand or counted with Python
 * (noted at each test).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ScoreFileError } from '../../src/errors/index.js';
import { pairScores, readInspectLog, readLmEvalSamples, readScoreFile, type ScoreFile, type ScoreTable } from '../../src/paired/index.js';
import type { ScoreValue } from '../../src/results/index.js';
import { evalMembers, writeZip } from '../../tools/fixtures/writeZip.js';
import { tableRows } from '../support/tableRows.js';

const fixture = (path: string): string => fileURLToPath(new URL(`../fixtures/paired/${path}`, import.meta.url));
const text = (path: string): string => readFileSync(fixture(path), 'utf8');
const realLog = (): Record<string, unknown> => JSON.parse(text('inspect-real/log_formats.json')) as Record<string, unknown>;
const temp = (): string => mkdtempSync(join(tmpdir(), 'tunegate-harness-'));

function values(table: ScoreTable): Record<string, Record<string, ScoreValue>> {
  return Object.fromEntries(tableRows(table).map((row) => [row.id, Object.fromEntries(row.values)]));
}

function side(file: ScoreFile): ScoreTable {
  assert.equal(file.kind, 'side');
  return file.kind === 'side' ? file.table : (undefined as never);
}

/** The real log's one sample, with another id, epoch and score value: a hand-made variant. */
function sampleWith(id: number, value: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const sample = (realLog()['samples'] as Record<string, unknown>[])[0]!;
  return { ...sample, id, scores: { match: { value, answer: 'No' } }, ...extra };
}

/** The real log with other samples and no reductions (so the samples are read): a hand-made variant. */
function logWith(samples: unknown[], changes: Record<string, unknown> = {}): Record<string, unknown> {
  const log = realLog();
  const results = { ...(log['results'] as Record<string, unknown>) };
  delete results['sample_reductions'];
  return { ...log, results, samples, ...changes };
}

test('Inspect 0.3.41 JSON log (real): the reductions under results.sample_reductions are read; the sample scored I is 0', () => {
  const table = readInspectLog(text('inspect-real/log_formats.json'), 'log_formats.json');
  assert.deepEqual(values(table), { 1: { match: 0 } });
  assert.deepEqual(table.design, { epochs: 1, reducers: ['mean'] });
});

test('Inspect 0.3.95 JSON log (real): the top-level reductions are read, and it pairs by sample id with the 0.3.41 log of the same task', async () => {
  // Both logs ran example://popularity on sample 1: 0.3.41 scored it I (0), 0.3.95 scored it C, reduced to 1.0.
  const newer = side(await readScoreFile(fixture('inspect-real/log_read_sample.json'), undefined));
  assert.deepEqual(values(newer), { 1: { match: 1 } });
  assert.deepEqual(newer.design, { epochs: 1, reducers: ['mean'] });
  const older = side(await readScoreFile(fixture('inspect-real/log_formats.json'), undefined));
  const pairing = pairScores(older, newer);
  assert.deepEqual(
    pairing.records.map((record) => ({ id: record.id, base: record.base, tuned: record.tuned })),
    [{ id: '1', base: { match: 0 }, tuned: { match: 1 } }],
  );
  assert.deepEqual([pairing.baseOnly, pairing.tunedOnly], [0, 0]);
});

test("Inspect .eval (deflate and zstd containers of the real log's members) reads as the JSON log does", async () => {
  const json = side(await readScoreFile(fixture('inspect-real/log_formats.json'), undefined));
  for (const name of ['log_formats.eval', 'log_formats.zstd.eval']) {
    const file = await readScoreFile(fixture(`inspect-real/${name}`), undefined);
    assert.equal(file.facts.format, 'inspect');
    assert.match(file.facts.sha256, /^[0-9a-f]{64}$/);
    assert.deepEqual(values(side(file)), values(json), name);
  }
});

test('Inspect .eval without reductions reads its samples; without header.json the run is unfinished and refused', async () => {
  const dir = temp();
  const members = evalMembers(logWith([sampleWith(1, 'C'), sampleWith(2, 'I'), sampleWith(3, 'P')]));
  writeFileSync(join(dir, 'samples.eval'), writeZip(members.map((member) => ({ ...member, method: 8 as const }))));
  assert.deepEqual(values(side(await readScoreFile(join(dir, 'samples.eval'), undefined))), { 1: { match: 1 }, 2: { match: 0 }, 3: { match: 0.5 } });
  writeFileSync(
    join(dir, 'killed.eval'),
    writeZip(members.filter((member) => member.name !== 'header.json').map((member) => ({ ...member, method: 0 as const }))),
  );
  await assert.rejects(readScoreFile(join(dir, 'killed.eval'), undefined), /killed\.eval:status: the eval's status is "started", not "success"/);
});

test('Inspect JSON with bare NaN (real log_with_nan, version 1): parsed, and honest that it holds no samples', async () => {
  await assert.rejects(readScoreFile(fixture('inspect-real/log_with_nan.json'), undefined), /log_with_nan\.json: the log holds no samples and no reductions$/);
});

test('Inspect: a NaN score is unscored, an errored sample (scores {}) is named as such when pairing, all errored says so', () => {
  const nan = JSON.stringify(logWith([sampleWith(1, '__NaN__'), sampleWith(2, 'C')])).replace('"__NaN__"', 'NaN');
  const base = readInspectLog(nan, 'base.json');
  assert.deepEqual(values(base), { 2: { match: 1 } });
  assert.equal(base.unscored.get('1'), 'every epoch is unscored (NaN)');
  const errored = readInspectLog(
    JSON.stringify(logWith([{ ...sampleWith(1, 'C'), scores: {}, error: { message: 'RuntimeError: tool call failed\nTraceback…' } }, sampleWith(2, 'I')])),
    'tuned.json',
  );
  const paired = pairScores(readInspectLog(JSON.stringify(logWith([sampleWith(1, 'C'), sampleWith(2, 'C')])), 'base.json'), errored);
  assert.deepEqual(paired.skipped, [{ family: 'scores', id: '1', reason: 'no score in the tuned file (the sample errored: RuntimeError: tool call failed)' }]);
  assert.match(paired.warnings.join('\n'), /tuned\.json: 1 of 2 samples have no score \(1 errored\)/);
  assert.throws(
    () => readInspectLog(JSON.stringify(logWith([{ ...sampleWith(1, 'C'), scores: {}, error: { message: 'boom' } }])), 'l.json'),
    /^ScoreFileError: l\.json: 1 sample, none scored \(1 errored, e\.g\. "boom"\)$/,
  );
});

test('Inspect: a cancelled run is refused, or read with a warning when allowed', () => {
  const cancelled = JSON.stringify(logWith([sampleWith(1, 'C')], { status: 'cancelled', results: { total_samples: 100, completed_samples: 1 } }));
  assert.throws(
    () => readInspectLog(cancelled, 'l.json'),
    /^ScoreFileError: l\.json:status: the eval's status is "cancelled", not "success" \(1 of 100 samples completed\); a run that did not finish is not judged$/,
  );
  const table = readInspectLog(cancelled, 'l.json', undefined, { allowIncomplete: true });
  assert.deepEqual(values(table), { 1: { match: 1 } });
  assert.match(table.warnings[0] ?? '', /status is "cancelled".*--allow-incomplete/);
});

test('Inspect: epochs or reducers that differ between the sides are refused; a non-mean reducer is named in the metric', () => {
  const reductions = (reducer: string | null, values: number[]) => ({
    scorer: 'match',
    ...(reducer === null ? {} : { reducer }),
    samples: values.map((value, i) => ({ value, sample_id: i + 1 })),
  });
  const log = (epochs: number, reduced: unknown[]) =>
    JSON.stringify({
      ...logWith([]),
      eval: { ...(realLog()['eval'] as object), config: { epochs, epochs_reducer: ['mean', 'pass_k_2'] } },
      reductions: reduced,
    });
  const base = readInspectLog(log(3, [reductions('mean', [1, 0.5]), reductions('pass_k_2', [1, 0])]), 'base.json');
  assert.deepEqual([...base.metrics.keys()], ['match', 'match@pass_k_2']);
  assert.deepEqual(values(base), { 1: { match: 1, 'match@pass_k_2': 1 }, 2: { match: 0.5, 'match@pass_k_2': 0 } });
  const fewer = readInspectLog(log(1, [reductions('mean', [1, 0.5]), reductions('pass_k_2', [1, 0])]), 'tuned.json');
  assert.throws(
    () => pairScores(base, fewer),
    /tuned\.json:eval\.config: 1 epoch reduced by mean, pass_k_2 here, but 3 epochs reduced by mean, pass_k_2 in base\.json/,
  );
  const meanOnly = readInspectLog(log(3, [reductions(null, [1, 0.5])]), 'tuned.json');
  assert.throws(() => pairScores(base, meanOnly), /3 epochs reduced by mean here, but 3 epochs reduced by mean, pass_k_2/);
});

test('Inspect version 1 (`score`, not `scores`) and list-valued scores as <scorer>[i]', () => {
  const v1 = JSON.stringify({
    version: 1,
    status: 'success',
    eval: { config: {} },
    results: { scorer: { name: 'model_graded_fact' } },
    samples: [
      { id: 'a', epoch: 1, score: { value: 'C' } },
      { id: 'b', epoch: 1, score: { value: 'I' } },
    ],
  });
  assert.deepEqual(values(readInspectLog(v1, 'v1.json')), { a: { model_graded_fact: 1 }, b: { model_graded_fact: 0 } });
  const list = JSON.stringify(logWith([sampleWith(1, [1, 0.25]), sampleWith(2, [0, 1])]));
  assert.deepEqual(values(readInspectLog(list, 'l.json')), { 1: { 'match[0]': 1, 'match[1]': 0.25 }, 2: { 'match[0]': 0, 'match[1]': 1 } });
});

test('lm-eval 0.4.x samples (real, masakhaner): the corpus metric f1 is refused with what to do', async () => {
  await assert.rejects(
    readScoreFile(fixture('lm-eval-real/masakhaner/samples_masakhaner_luo_prompt_1_2026-01-16T16-02-26.648276.jsonl'), undefined),
    (error: unknown) => error instanceof ScoreFileError && /:1: "f1" is not numeric: an array of 2/.test(error.message) && /--metrics/.test(error.hint),
  );
});

test('lm-eval: directions come from the results file beside the samples (real results file of 0.4.7)', async () => {
  const dir = temp();
  const stamp = '2025-01-21T00-40-03.356274';
  copyFileSync(fixture(`lm-eval-real/mmlu_abstract_algebra/results_${stamp}.json`), join(dir, `results_${stamp}.json`));
  // Two hand-made lines in that run's shape, under a metric name tunegate does not know.
  writeFileSync(
    join(dir, `samples_mmlu_abstract_algebra_${stamp}.jsonl`),
    '{"doc_id":0,"filter":"none","metrics":["acc"],"acc":1.0}\n{"doc_id":1,"filter":"none","metrics":["acc"],"acc":0.0}\n',
  );
  const table = side(await readScoreFile(join(dir, `samples_mmlu_abstract_algebra_${stamp}.jsonl`), undefined));
  assert.equal(table.directions.get('acc'), 'higher-better');
  const ifeval = side(await readScoreFile(fixture('lm-eval-handmade/ifeval/samples_ifeval_2025-03-01T10-00-00.000000.jsonl'), undefined));
  assert.equal(ifeval.directions.get('prompt_level_strict_acc'), 'higher-better');
  // inst_level_strict_acc per doc: [T,F] → [1,2], [T] → [1,1], [F,F,T] → [1,3]; pooled 3/6 as the harness's flatten-mean.
  assert.deepEqual(values(ifeval), {
    0: { prompt_level_strict_acc: 0, inst_level_strict_acc: [1, 2] },
    1: { prompt_level_strict_acc: 1, inst_level_strict_acc: [1, 1] },
    2: { prompt_level_strict_acc: 0, inst_level_strict_acc: [1, 3] },
  });
});

test('lm-eval before 0.4.7: filters follow each other in the file, named from the results file, and pair with 0.4.7+ files', async () => {
  const old = side(await readScoreFile(fixture('lm-eval-handmade/gsm8k-0.4.5/samples_gsm8k_2024-09-01T10-00-00.000000.jsonl'), undefined));
  const current = side(await readScoreFile(fixture('lm-eval-handmade/gsm8k-0.4.8/samples_gsm8k_2025-03-01T10-00-00.000000.jsonl'), undefined));
  const expected = {
    0: { 'exact_match/strict-match': 1, 'exact_match/flexible-extract': 1 },
    1: { 'exact_match/strict-match': 0, 'exact_match/flexible-extract': 1 },
    2: { 'exact_match/strict-match': 1, 'exact_match/flexible-extract': 1 },
    3: { 'exact_match/strict-match': 0, 'exact_match/flexible-extract': 0 },
  };
  assert.deepEqual(values(old), expected);
  assert.deepEqual(values(current), expected);
  assert.equal(pairScores(old, current).records.length, 4);
  // Without its results file the second line of a doc cannot be named: an error, never a silent mix.
  assert.throws(
    () => readLmEvalSamples(text('lm-eval-handmade/gsm8k-0.4.5/samples_gsm8k_2024-09-01T10-00-00.000000.jsonl'), 's.jsonl'),
    /s\.jsonl:5: doc_id 0 appears 2 times without a "filter" field/,
  );
});

test('lm-eval 0.4.0–0.4.2: the pretty-printed array in <model>_<task>.jsonl reads and pairs with a 0.4.8 file', async () => {
  const array = side(await readScoreFile(fixture('lm-eval-handmade/arc-0.4.1/pretrained__EleutherAI__pythia-70m_arc_easy.jsonl'), undefined));
  assert.deepEqual(values(array), { 0: { acc: 1 }, 1: { acc: 0 }, 2: { acc: 1 }, 3: { acc: 0 }, 4: { acc: 1 } });
  const current = side(await readScoreFile(fixture('lm-eval-handmade/arc-0.4.8/samples_arc_easy_2025-03-01T10-00-00.000000.jsonl'), undefined));
  assert.equal(pairScores(array, current).records.length, 5);
});

test('lm-eval: two tasks concatenated into one file can no longer pair doc 0 of one with doc 0 of the other', () => {
  const folder = 'lm-eval-handmade/mmlu-base/org__model-base/';
  const joined =
    text(`${folder}samples_mmlu_abstract_algebra_2025-06-01T10-00-00.000000.jsonl`) + text(`${folder}samples_mmlu_anatomy_2025-06-01T10-00-00.000000.jsonl`);
  assert.throws(
    () => readLmEvalSamples(joined, 'both.jsonl'),
    /^ScoreFileError: both\.jsonl:101: doc_id 0 appears again with a different document \(first at line 1\): the file holds more than one task$/,
  );
});

test('lm-eval: the same doc_id over a different document (doc_hash) is an error naming task and doc; a different prompt is a warning', async () => {
  const dir = temp();
  const name = 'samples_mmlu_anatomy_2025-06-01T10-00-00.000000.jsonl';
  const lines = text(`lm-eval-handmade/mmlu-tuned/org__model-tuned/${name}`)
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const base = side(await readScoreFile(fixture(`lm-eval-handmade/mmlu-base/org__model-base/${name}`), undefined));
  const write = (edit: (line: Record<string, unknown>) => void): string => {
    const edited = lines.map((line, i) => {
      const copy = { ...line };
      if (i === 7) edit(copy);
      return JSON.stringify(copy);
    });
    const path = join(dir, name);
    writeFileSync(path, `${edited.join('\n')}\n`);
    return path;
  };
  const otherDoc = side(
    await readScoreFile(
      write((line) => (line['doc_hash'] = 'f'.repeat(64))),
      undefined,
    ),
  );
  assert.throws(
    () => pairScores(base, otherDoc),
    /:8: task mmlu_anatomy, doc "7" is a different document here than in the base file \(doc_hash ffffffffffffffff… against [0-9a-f]{16}…\)$/,
  );
  const otherPrompt = side(
    await readScoreFile(
      write((line) => (line['prompt_hash'] = '0'.repeat(64))),
      undefined,
    ),
  );
  assert.match(
    pairScores(base, otherPrompt).warnings.join('\n'),
    /^1 paired item have a different prompt_hash in the two files \(e\.g\. task mmlu_anatomy, doc "7"\)/,
  );
});

test("lm-eval run folder: every task's newest file, ids <task>/<doc_id>, tagged under their groups", async () => {
  const table = side(await readScoreFile(fixture('lm-eval-handmade/mmlu-base'), undefined));
  // 100 + 135 + 311 items (Python: line counts of the three 2025-06-01 files); the 3-line May file of anatomy is left out.
  assert.equal(tableRows(table).length, 546);
  const anatomy = tableRows(table).find((row) => row.id === 'mmlu_anatomy/134');
  assert.deepEqual(anatomy?.tags, ['mmlu/mmlu_stem/mmlu_anatomy']);
  assert.equal(anatomy?.task, 'mmlu_anatomy');
  assert.deepEqual(tableRows(table).find((row) => row.id === 'mmlu_philosophy/0')?.tags, ['mmlu/mmlu_humanities/mmlu_philosophy']);
  assert.equal(table.directions.get('acc'), 'higher-better');
});

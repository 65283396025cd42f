/** Each score format read from the hand-written fixtures in test/fixtures/paired/, values checked against the files by hand. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ScoreFileError } from '../../src/errors/index.js';
import { detectFormat, readInspectLog, readLmEvalSamples, readScoreFile, readScoresJsonl, type ScoreTable } from '../../src/paired/index.js';
import type { ScoreValue } from '../../src/results/index.js';
import { tableRows } from '../support/tableRows.js';

const fixture = (path: string): string => fileURLToPath(new URL(`../fixtures/paired/${path}`, import.meta.url));
const text = (path: string): string => readFileSync(fixture(path), 'utf8');

/** The table as { id: { metric: value } }, in file order. */
function values(table: ScoreTable): Record<string, Record<string, ScoreValue>> {
  return Object.fromEntries(tableRows(table).map((row) => [row.id, Object.fromEntries(row.values)]));
}

test("generic JSONL: one line per id and metric, booleans as 1/0, tags merged and the cluster kept across an item's lines", () => {
  const table = readScoresJsonl(text('jsonl/base.jsonl'), 'base.jsonl');
  assert.deepEqual([...table.metrics.keys()], ['acc', 'rubric']);
  assert.deepEqual(table.metrics.get('rubric'), 2);
  assert.deepEqual(values(table), {
    'p1-q1': { acc: 1, rubric: 4.5 },
    'p1-q2': { acc: 1, rubric: 4 },
    'p2-q1': { acc: 0, rubric: 2.5 },
    'p2-q2': { acc: 1, rubric: 3 },
    'p3-q1': { acc: 0, rubric: 1.5 },
    'base-only': { acc: 1 },
  });
  const byId = new Map(tableRows(table).map((row) => [row.id, row]));
  assert.equal(byId.get('p1-q2')?.cluster, 'passage-1');
  assert.equal(byId.get('p1-q2')?.at, 3);
  assert.deepEqual(byId.get('p2-q1')?.tags, ['reading', 'long']);
  assert.equal(byId.get('base-only')?.cluster, null);
});

test('generic JSONL: [num, den] values and --metrics selection', () => {
  const table = readScoresJsonl('{"id":"a","metric":"nll","value":[12.5,4]}\n{"id":"a","metric":"x","value":"not read"}\n', 'f.jsonl', new Set(['nll']));
  assert.deepEqual(values(table), { a: { nll: [12.5, 4] } });
});

test('generic JSONL problems name the file and line', () => {
  const cases: [string, RegExp][] = [
    ['{"id":"a","metric":"acc","value":1}\n{"metric":"acc","value":1}\n', /^f\.jsonl:2: missing required field "id"$/],
    ['{"id":"a","metric":"acc","value":"yes"}\n', /^f\.jsonl:1: value of "acc" is not numeric: "yes"$/],
    ['{"id":"a","metric":"acc","value":{}}\n', /^f\.jsonl:1: value of "acc" is not numeric: an object$/],
    ['{"id":"a","metric":"acc","value":1}\n\n{"id":"a","metric":"acc","value":0}\n', /^f\.jsonl:3: id "a" has a second "acc" line \(the first is at line 1\)$/],
    ['{"id":"a","metric":"my metric","value":1}\n', /^f\.jsonl:1: metric name "my metric" is not usable$/],
    [
      '{"id":"a","metric":"acc","value":1,"cluster":"x"}\n{"id":"a","metric":"f1","value":1,"cluster":"y"}\n',
      /^f\.jsonl:2: id "a" has cluster "y", but "x" at line 1$/,
    ],
    ['{"id":"a","metric":"acc","value":1}\nnot json\n', /^f\.jsonl:2: invalid JSON/],
  ];
  for (const [content, message] of cases) {
    assert.throws(
      () => readScoresJsonl(content, 'f.jsonl'),
      (error: unknown) => error instanceof ScoreFileError && message.test(error.message),
      content,
    );
  }
});

test('lm-eval samples: doc_id is the id, acc and acc_norm as logged', () => {
  const table = readLmEvalSamples(text('lm-eval/samples_tinyqa_base.jsonl'), 'samples.jsonl');
  assert.deepEqual([...table.metrics.keys()], ['acc', 'acc_norm']);
  assert.deepEqual(values(table), {
    0: { acc: 1, acc_norm: 1 },
    1: { acc: 1, acc_norm: 0 },
    2: { acc: 0, acc_norm: 0 },
    3: { acc: 1, acc_norm: 1 },
    4: { acc: 0, acc_norm: 1 },
    5: { acc: 1, acc_norm: 1 },
  });
});

test('lm-eval samples: each filter is its own metric, <field>/<filter>', () => {
  const table = readLmEvalSamples(text('lm-eval/samples_tinymath_base.jsonl'), 'samples.jsonl');
  assert.deepEqual([...table.metrics.keys()], ['exact_match/strict-match', 'exact_match/flexible-extract']);
  // doc 1: the strict filter found no answer, the flexible one found 6 where 5 is right.
  assert.deepEqual(values(table), {
    0: { 'exact_match/strict-match': 1, 'exact_match/flexible-extract': 1 },
    1: { 'exact_match/strict-match': 0, 'exact_match/flexible-extract': 0 },
    2: { 'exact_match/strict-match': 1, 'exact_match/flexible-extract': 1 },
  });
});

test('lm-eval samples: perplexities become negative log-likelihood over words or bytes, bits per byte in bits', () => {
  const table = readLmEvalSamples(text('lm-eval/samples_tinytext_base.jsonl'), 'samples.jsonl');
  const row = values(table)['0']!;
  assert.deepEqual(row['word_perplexity'], [46, 5]);
  assert.deepEqual(row['byte_perplexity'], [46, 31]);
  const bits = row['bits_per_byte'] as [number, number];
  assert.equal(bits[1], 31);
  // 46 nats = 46 / ln 2 = 66.3640… bits.
  assert.ok(Math.abs(bits[0] - 66.36403) < 1e-4);
});

test('lm-eval problems name the file and line', () => {
  const cases: [string, RegExp][] = [
    ['{"doc_id":0,"acc":1}\n{"acc":0}\n', /^s\.jsonl:2: missing required field "doc_id"$/],
    [
      '{"doc_id":0,"filter":"none","acc":1}\n{"doc_id":0,"filter":"none","acc":0}\n',
      /^s\.jsonl:2: doc_id 0 has a second "acc" value \(the first is at line 1\)$/,
    ],
    // Before 0.4.7 a repeated doc_id is the next filter, which only the run's results file can name.
    ['{"doc_id":0,"acc":1}\n{"doc_id":0,"acc":0}\n', /^s\.jsonl:2: doc_id 0 appears 2 times without a "filter" field/],
    ['{"doc_id":0,"metrics":["f1"],"f1":[1,0]}\n', /^s\.jsonl:1: "f1" is not numeric: an array of 2/],
    [
      '{"doc_id":0,"metrics":["word_perplexity"],"word_perplexity":-3.5}\n',
      /^s\.jsonl:1: "word_perplexity" is number -3\.5, expected \[loglikelihood, count\]$/,
    ],
  ];
  for (const [content, message] of cases) {
    assert.throws(
      () => readLmEvalSamples(content, 's.jsonl'),
      (error: unknown) => error instanceof ScoreFileError && message.test(error.message),
      content,
    );
  }
  // The same doc under two filters is two metrics, not a duplicate.
  const twoFilters = readLmEvalSamples('{"doc_id":0,"filter":"a","exact_match":1}\n{"doc_id":0,"filter":"b","exact_match":0}\n', 's.jsonl');
  assert.deepEqual(values(twoFilters), { 0: { 'exact_match/a': 1, 'exact_match/b': 0 } });
});

test("Inspect log: the log's reductions over two epochs; a dictionary score is one metric per key", () => {
  const table = readInspectLog(text('inspect/base.json'), 'base.json');
  assert.deepEqual([...table.metrics.keys()], ['match', 'grader/correct', 'grader/confidence']);
  // match per epoch: q1 C,C · q2 C,I · q3 I,I · q4 P,C → means 1, 0.5, 0, 0.75.
  assert.deepEqual(values(table), {
    q1: { match: 1, 'grader/correct': 1, 'grader/confidence': 0.8125 },
    q2: { match: 0.5, 'grader/correct': 0.5, 'grader/confidence': 0.5625 },
    q3: { match: 0, 'grader/correct': 0, 'grader/confidence': 0.3125 },
    q4: { match: 0.75, 'grader/correct': 1, 'grader/confidence': 0.625 },
  });
});

test("Inspect log without reductions: the epochs are reduced with the log's reducer, giving the same values", () => {
  const reduced = readInspectLog(text('inspect/base.json'), 'base.json');
  const fromSamples = readInspectLog(text('inspect/base_without_reductions.json'), 'base_without_reductions.json');
  assert.deepEqual(values(fromSamples), values(reduced));
});

test('Inspect log problems name the file and the JSON path', () => {
  const log = (samples: unknown[]): string => JSON.stringify({ version: 2, status: 'success', eval: { config: {} }, samples });
  const cases: [string, RegExp][] = [
    [
      log([
        { id: 'a', epoch: 1, scores: { match: { value: 'C' } } },
        { epoch: 1, scores: {} },
      ]),
      /^l\.json:samples\[1\]: missing required field "id"$/,
    ],
    [log([{ id: 'a', epoch: 1, scores: { match: { value: 'maybe' } } }]), /^l\.json:samples\[0\]\.scores\.match\.value: score value is not numeric: "maybe"$/],
    [
      log([
        { id: 'a', epoch: 1, scores: {} },
        { id: 'a', epoch: 1, scores: {} },
      ]),
      /^l\.json:samples\[1\]: sample "a" epoch 1 appears twice \(the first is samples\[0\]\)$/,
    ],
    [
      JSON.stringify({ eval: { config: { epochs_reducer: ['trimmed'] } }, samples: [{ id: 'a', scores: { match: { value: 1 } } }] }),
      /^l\.json:eval\.config\.epochs_reducer: reducer "trimmed" is not one tunegate applies/,
    ],
    [
      log([
        { id: 'a', epoch: 1, scores: {}, error: { message: 'RuntimeError: sandbox died' } },
        { id: 'b', epoch: 1, scores: {} },
      ]),
      /^l\.json: 2 samples, none scored \(1 errored, e\.g\. "RuntimeError: sandbox died"\)$/,
    ],
  ];
  for (const [content, message] of cases) {
    assert.throws(
      () => readInspectLog(content, 'l.json'),
      (error: unknown) => error instanceof ScoreFileError && message.test(error.message),
      content,
    );
  }
});

test("the format is told from the file's shape", () => {
  assert.equal(detectFormat(text('jsonl/base.jsonl'), 'a'), 'jsonl');
  assert.equal(detectFormat(text('lm-eval/samples_tinyqa_base.jsonl'), 'a'), 'lm-eval');
  assert.equal(detectFormat(text('inspect/base.json'), 'a'), 'inspect');
  assert.equal(detectFormat(text('tunegate/items.jsonl'), 'a'), 'tunegate');
  assert.throws(
    () => detectFormat('{"question":"q","answer":1}\n', 'odd.jsonl'),
    /^ScoreFileError: odd\.jsonl:1: cannot tell the score format: its first line has the fields question, answer$/,
  );
});

test("readScoreFile hashes the bytes, reads a run folder's items.jsonl and refuses a folder without one", async () => {
  const file = await readScoreFile(fixture('jsonl/base.jsonl'), undefined);
  assert.equal(file.kind, 'side');
  assert.equal(file.facts.format, 'jsonl');
  assert.match(file.facts.sha256, /^[0-9a-f]{64}$/);
  // The fixture holds items.jsonl alone; a run folder is one whose results.json (written last) is there too.
  await assert.rejects(readScoreFile(fixture('tunegate'), undefined), /a run folder with items\.jsonl but no results\.json: a run that did not finish/);
  const dir = mkdtempSync(join(tmpdir(), 'tunegate-run-folder-'));
  try {
    writeFileSync(join(dir, 'items.jsonl'), readFileSync(fixture('tunegate/items.jsonl')));
    writeFileSync(join(dir, 'results.json'), '{}\n');
    const folder = await readScoreFile(dir, undefined);
    assert.equal(folder.kind, 'both');
    assert.equal(folder.kind === 'both' ? folder.items.records.length : 0, 3);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  await assert.rejects(readScoreFile(fixture('jsonl'), undefined), /a folder without items\.jsonl or lm-eval samples files/);
});

test('a streamed file: a byte-order mark is dropped, a line longer than a read chunk is whole, and invalid UTF-8 names its own line', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tunegate-streamed-'));
  try {
    // A tag of 3 MiB puts line 2 across several of the reader's 1 MiB chunks; é is two bytes that a chunk edge may split.
    const long = 'é'.repeat(3 * 2 ** 19);
    const good = join(dir, 'good.jsonl');
    writeFileSync(
      good,
      `\uFEFF{"id":"a","metric":"acc","value":1}\n{"id":"b","metric":"acc","value":0,"tags":["${long}"]}\n{"id":"c","metric":"acc","value":1}`,
    );
    const file = await readScoreFile(good, undefined);
    assert.ok(file.kind === 'side');
    assert.deepEqual(values(file.table), { a: { acc: 1 }, b: { acc: 0 }, c: { acc: 1 } });
    assert.equal(file.table.row(1).tags[0], long);
    assert.equal(file.table.row(2).at, 3);
    const bad = join(dir, 'bad.jsonl');
    writeFileSync(
      bad,
      Buffer.concat([Buffer.from('{"id":"a","metric":"acc","value":1}\n\n{"id":"b","metric":"'), Buffer.from([0xff]), Buffer.from('","value":1}\n')]),
    );
    await assert.rejects(
      readScoreFile(bad, undefined),
      (error: unknown) => error instanceof ScoreFileError && error.message.includes('bad.jsonl:3: the text is not valid UTF-8'),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

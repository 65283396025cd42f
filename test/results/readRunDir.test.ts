import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InvalidInputError, UsageError, isUserError } from '../../src/errors/index.js';
import { formatItemsJsonl, parseItems, parseResults, readRunDir } from '../../src/results/index.js';
import { checkRecordOfFamily } from '../../src/families/presentations.js';
import { fakeRun, reviewRun } from '../../tools/fakeRun.js';

const run = fakeRun({ capabilityItems: 12, refusalItems: 8, divergenceDocs: 4, tokensPerDoc: 6 });
const resultsText = `${JSON.stringify(run.results, null, 2)}\n`;
const itemsText = formatItemsJsonl(run.items, run.results.runId);
let root = '';

before(async () => {
  root = await mkdtemp(join(tmpdir(), 'tunegate-readrundir-'));
});
after(async () => {
  await rm(root, { recursive: true, force: true });
});

async function runDir(name: string, files: Record<string, string>): Promise<string> {
  const dir = join(root, name);
  await mkdir(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) await writeFile(join(dir, file), text);
  return dir;
}

/** Assert that `promise` rejects with `type`, a user error (exit 3) whose message matches `message`. */
async function rejectsWith(promise: Promise<unknown>, type: typeof UsageError | typeof InvalidInputError, message: RegExp): Promise<void> {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof type, `expected ${type.name}, got ${String(error)}`);
    assert.ok(isUserError(error));
    assert.equal(error.exitCode, 3);
    assert.match(error.message, message);
    assert.ok(!error.message.includes('\n'), 'one line');
    assert.ok(error.hint.length > 0);
    return true;
  });
}

test('a written run reads back equal to what was written', async () => {
  const dir = await runDir('ok', { 'results.json': resultsText, 'items.jsonl': itemsText });
  const read = await readRunDir(dir);
  assert.deepEqual(read.results, JSON.parse(resultsText));
  assert.deepEqual(read.items, run.items);
});

test('missing directory or files are usage errors naming the path', async () => {
  await rejectsWith(readRunDir(join(root, 'nope')), UsageError, /nope: no such directory/);
  const onlyItems = await runDir('only-items', { 'items.jsonl': itemsText });
  await rejectsWith(readRunDir(onlyItems), UsageError, /results\.json: file not found/);
  const onlyResults = await runDir('only-results', { 'results.json': resultsText });
  await rejectsWith(readRunDir(onlyResults), UsageError, /items\.jsonl: file not found/);
  await rejectsWith(readRunDir(join(onlyResults, 'results.json')), UsageError, /not a directory/);
});

test('corrupt JSON and another schema version are invalid input naming the file', async () => {
  const corrupt = await runDir('corrupt', { 'results.json': '{"schemaVersion": 1,', 'items.jsonl': itemsText });
  await rejectsWith(readRunDir(corrupt), InvalidInputError, /results\.json: not valid JSON/);
  const v2 = await runDir('v2', { 'results.json': resultsText.replace('"schemaVersion": 1', '"schemaVersion": 2'), 'items.jsonl': itemsText });
  await rejectsWith(readRunDir(v2), InvalidInputError, /results\.json: schemaVersion 2 is not supported \(expected 1\)/);
  const none = await runDir('none', { 'results.json': '{}', 'items.jsonl': '' });
  await rejectsWith(readRunDir(none), InvalidInputError, /schemaVersion missing is not supported/);
  const array = await runDir('array', { 'results.json': '[]', 'items.jsonl': '' });
  await rejectsWith(readRunDir(array), InvalidInputError, /results\.json: a JSON array, not an object/);
});

test('a wrong field is reported with its path', async () => {
  const bad = JSON.parse(resultsText) as { metrics: { ci: unknown }[] };
  (bad.metrics[1] as { ci: unknown }).ci = [0.2, 0.1];
  const dir = await runDir('bad-field', { 'results.json': JSON.stringify(bad), 'items.jsonl': itemsText });
  await rejectsWith(readRunDir(dir), InvalidInputError, /results\.json: metrics\[1\]\.ci: expected \[lo, hi\] with lo ≤ hi, got \[0\.2,0\.1\]/);
  const dir2 = await runDir('bad-verdict', { 'results.json': JSON.stringify({ ...JSON.parse(resultsText), verdict: 'fine' }), 'items.jsonl': itemsText });
  await rejectsWith(readRunDir(dir2), InvalidInputError, /results\.json: verdict: expected one of "pass", "regressed", "inconclusive", got "fine"/);
});

test('a bad items.jsonl line is reported as file:line', async () => {
  const lines = itemsText.split('\n');
  const broken = [...lines.slice(0, 2), '{"family": "capability", "id": 3}', ...lines.slice(2)].join('\n');
  const dir = await runDir('bad-line', { 'results.json': resultsText, 'items.jsonl': broken });
  await rejectsWith(readRunDir(dir), InvalidInputError, /items\.jsonl:3: id: expected a string, got 3/);
  const notJson = await runDir('bad-json-line', { 'results.json': resultsText, 'items.jsonl': `${lines[0]}\nnot json\n` });
  await rejectsWith(readRunDir(notJson), InvalidInputError, /items\.jsonl:2: not valid JSON/);
  const family = await runDir('bad-family', { 'results.json': resultsText, 'items.jsonl': '{"family":"vibes"}\n' });
  await rejectsWith(readRunDir(family), InvalidInputError, /items\.jsonl:1: family: expected one of/);
});

test('items.jsonl from another run (or from none) is refused: the pair would mix two runs', async () => {
  const other = formatItemsJsonl(run.items, '11111111-2222-4333-8444-555555555555');
  const mixed = await runDir('mixed', { 'results.json': resultsText, 'items.jsonl': other });
  await rejectsWith(
    readRunDir(mixed),
    InvalidInputError,
    /items\.jsonl:1: run id 11111111-2222-4333-8444-555555555555, but results\.json is run 0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b: the two files come from different runs/,
  );
  const lines = itemsText.split('\n');
  const oneLineWithout = [lines[0], JSON.stringify(run.items[1]), ...lines.slice(2)].join('\n');
  const partly = await runDir('partly', { 'results.json': resultsText, 'items.jsonl': oneLineWithout });
  await rejectsWith(readRunDir(partly), InvalidInputError, /items\.jsonl:2: no run id, but results\.json is run /);
});

test('a divergence document whose per-token arrays do not line up with its tokens is rejected', async () => {
  const doc = run.items.find((i) => i.family === 'divergence');
  assert.ok(doc && doc.family === 'divergence');
  const broken = JSON.stringify({ ...doc, tokenKl: doc.tokenKl.slice(1) });
  const dir = await runDir('bad-doc', { 'results.json': resultsText, 'items.jsonl': `${broken}\n` });
  await rejectsWith(
    readRunDir(dir, checkRecordOfFamily),
    InvalidInputError,
    /items\.jsonl:1: tokenKl: expected 6 entries \(tokens\.length − 1\), got 5 entries/,
  );
});

/** `run.results` as JSON with `change` applied to a fresh copy. */
function resultsWith(change: (results: Record<string, any>) => void): string {
  const copy = JSON.parse(resultsText) as Record<string, any>;
  change(copy);
  return JSON.stringify(copy);
}

test('a missing field, a non-integer count, an out-of-range p and an unknown field name the field and what it must be', async () => {
  const cases: [string, (r: Record<string, any>) => void, RegExp][] = [
    [
      'no-verdict',
      (r) => delete r['metrics'][0].verdict,
      /results\.json: metrics\[0\]\.verdict: expected one of "improved", "regressed", "changed", "equivalent", "within-noise", "inconclusive", "skipped", got nothing$/,
    ],
    ['no-settings', (r) => delete r['settings'], /results\.json: settings: expected an object, got nothing$/],
    ['fractional-n', (r) => (r['metrics'][2].n = 2.5), /results\.json: metrics\[2\]\.n: expected an integer ≥ 0, got 2\.5$/],
    ['p-above-1', (r) => (r['metrics'][0].p = 1.5), /results\.json: metrics\[0\]\.p: expected a number in \[0, 1\] or null, got 1\.5$/],
    ['confidence-1', (r) => (r['settings'].confidence = 1), /results\.json: settings\.confidence: expected a number in \(0, 1\), got 1$/],
    [
      'short-sha',
      (r) => (r['models'].tuned.sha256 = 'abc'),
      /results\.json: models\.tuned\.sha256: expected a string matching \^\[0-9a-f\]\{64\}\$, got "abc"$/,
    ],
    ['extra-field', (r) => (r['metrics'][3].extra = 1), /results\.json: metrics\[3\]\.extra: unexpected field$/],
    ['unknown-family-timing', (r) => (r['timings'].families.vibes = { baseMs: 1, tunedMs: 1 }), /results\.json: timings\.families\.vibes: unexpected field$/],
  ];
  for (const [name, change, message] of cases) {
    const dir = await runDir(name, { 'results.json': resultsWith(change), 'items.jsonl': itemsText });
    await rejectsWith(readRunDir(dir), InvalidInputError, message);
  }
});

test('a value that fits neither side of `T | null` is reported once; a bad entry inside the T side by its own path', async () => {
  const text = resultsWith((r) => (r['metrics'][0].ci = 'x'));
  await rejectsWith(
    readRunDir(await runDir('ci-string', { 'results.json': text, 'items.jsonl': itemsText })),
    InvalidInputError,
    /metrics\[0\]\.ci: expected an array of 2 numbers or null, got "x"$/,
  );
  const three = resultsWith((r) => (r['metrics'][0].ci = [0, 1, 2]));
  await rejectsWith(
    readRunDir(await runDir('ci-three', { 'results.json': three, 'items.jsonl': itemsText })),
    InvalidInputError,
    /metrics\[0\]\.ci: expected an array of 2 numbers or null, got \[0,1,2\]$/,
  );
  const entry = resultsWith((r) => (r['metrics'][0].ci = [0, 'a']));
  await rejectsWith(
    readRunDir(await runDir('ci-entry', { 'results.json': entry, 'items.jsonl': itemsText })),
    InvalidInputError,
    /metrics\[0\]\.ci\[1\]: expected a number, got "a"$/,
  );
  const refusal = run.items.find((i) => i.family === 'refusal');
  assert.ok(refusal && refusal.family === 'refusal');
  const line = JSON.stringify({ ...refusal, base: { ...refusal.base, match: { patternId: 'p', start: -1, end: 2 } } });
  await rejectsWith(
    readRunDir(await runDir('match-start', { 'results.json': resultsText, 'items.jsonl': `${line}\n` })),
    InvalidInputError,
    /items\.jsonl:1: base\.match\.start: expected an integer ≥ 0, got -1$/,
  );
});

test('an items.jsonl line without a family, or with a fractional index, names the field', async () => {
  const noFamily = await runDir('no-family', { 'results.json': resultsText, 'items.jsonl': `${itemsText}{}\n` });
  const lineNo = run.items.length + 1;
  await rejectsWith(
    readRunDir(noFamily),
    InvalidInputError,
    new RegExp(
      `items\\.jsonl:${lineNo}: family: expected one of "capability", "generation", "refusal", "divergence", "scores" or a string matching \\^x-\\[a-z\\]\\[a-z0-9_\\]\\*\\$, got nothing$`,
    ),
  );
  const notObject = await runDir('not-object', { 'results.json': resultsText, 'items.jsonl': '5\n' });
  await rejectsWith(readRunDir(notObject), InvalidInputError, /items\.jsonl:1: top level: expected an object, got 5$/);
  const capability = run.items.find((i) => i.family === 'capability');
  assert.ok(capability && capability.family === 'capability');
  const line = JSON.stringify({ ...capability, base: { ...capability.base, predicted: 1.5 } });
  const fractional = await runDir('fractional-index', { 'results.json': resultsText, 'items.jsonl': `${line}\n` });
  await rejectsWith(readRunDir(fractional), InvalidInputError, /items\.jsonl:1: base\.predicted: expected an integer ≥ 0, got 1\.5$/);
});

test('a histogram whose edges do not bound its counts is rejected', async () => {
  const index = run.results.metrics.findIndex((m) => m.histogram !== undefined);
  const histogram = run.results.metrics[index]?.histogram;
  assert.ok(histogram);
  const text = resultsWith((r) => r['metrics'][index].histogram.counts.push(1));
  const dir = await runDir('bad-histogram', { 'results.json': text, 'items.jsonl': itemsText });
  const edges = histogram.edges.length;
  await rejectsWith(
    readRunDir(dir),
    InvalidInputError,
    new RegExp(`metrics\\[${index}\\]\\.histogram: expected edges\\.length = counts\\.length \\+ 1, got ${edges} edges and ${edges} counts$`),
  );
});

test('every fake run the report tests render is a run folder tunegate would read back', () => {
  for (const fake of [fakeRun({ tokenizersDiffer: true }), fakeRun({ tagTree: true }), fakeRun({ overRefusing: true }), reviewRun()]) {
    assert.deepEqual(parseResults(JSON.stringify(fake.results), 'results.json'), JSON.parse(JSON.stringify(fake.results)));
    assert.equal(parseItems(fake.items.map((item) => JSON.stringify(item)).join('\n'), 'items.jsonl').length, fake.items.length);
  }
});

test('a results.json that is an array or a scalar names the file and what it must be, not a missing schemaVersion [43.17]', () => {
  for (const [text, what] of [
    ['[]', 'a JSON array'],
    [`[${resultsText}]`, 'a JSON array'],
    ['null', 'null'],
    ['1', 'a number'],
  ] as const) {
    assert.throws(
      () => parseResults(text, 'run/results.json'),
      (error: unknown) =>
        error instanceof InvalidInputError &&
        error.message === `run/results.json: ${what}, not an object: results.json is one JSON object` &&
        error.exitCode === 3,
      text,
    );
  }
});

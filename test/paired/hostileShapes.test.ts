/**
 * Score files of a shape no harness writes, or damaged on the way (issue 43, case 17): an empty
 * .eval zip, a header or first line that is an array, an Inspect log on one line, epochs
 * declared and present that differ. Each is read as the log it is, or refused in one line that
 * names the file, the place and the fix. The files are made here, a few lines each.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScoreFileError } from '../../src/errors/index.js';
import { runPaired, type PairedOptions } from '../../src/paired/index.js';
import { readScoreFile } from '../../src/paired/readers/index.js';
import { writeZip } from '../../tools/fixtures/writeZip.js';
import { quickPairedOptions } from '../support/quickPairedOptions.js';

const FIXTURES = new URL('../fixtures/paired/', import.meta.url);
let root = '';
let count = 0;
before(() => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-hostile-shapes-'));
});
after(() => rmSync(root, { recursive: true, force: true }));

function file(name: string, data: string | Buffer): string {
  const path = join(root, name);
  writeFileSync(path, data);
  return path;
}

function options(basePath: string, tunedPath: string, extra: Partial<PairedOptions> = {}): PairedOptions {
  count += 1;
  return quickPairedOptions(join(root, `run-${count}`), basePath, tunedPath, extra);
}

/** Assert that reading `path` is refused with a ScoreFileError (exit 3) whose message matches `message`. */
async function refused(path: string, message: RegExp): Promise<void> {
  await assert.rejects(readScoreFile(path, undefined), (error: unknown) => {
    assert.ok(error instanceof ScoreFileError, String(error));
    assert.equal(error.exitCode, 3);
    assert.match(error.message, message);
    assert.ok(error.hint.length > 0);
    return true;
  });
}

test('an empty .eval zip says it has no members; random bytes say they are not a zip [43.17]', async () => {
  // An archive with no members is its end-of-central-directory record alone (22 bytes, APPNOTE 4.3.16).
  const empty = writeZip([]);
  assert.equal(empty.length, 22);
  await refused(file('empty.eval', empty), /empty\.eval: an empty zip archive: it has no members/);
  await refused(file('random.eval', Buffer.from('8f3a91c2d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6', 'hex')), /random\.eval: not a zip archive/);
});

test('an .eval whose header.json is an array is refused naming the member, not read as a run still being written [43.17]', async () => {
  const eval_ = writeZip([{ name: 'header.json', data: Buffer.from('[{"status": "success"}]'), method: 0 }]);
  await refused(file('array-header.eval', eval_), /array-header\.eval:header\.json: expected the log header as a JSON object, got an array of 1/);
});

test('a score file whose first line is an array or a number, with lines after it, is refused naming line 1 [43.17]', async () => {
  const rows = readFileSync(new URL('jsonl/base.jsonl', FIXTURES), 'utf8');
  await refused(
    file('array-first.jsonl', `["id", "metric", "value"]\n${rows}`),
    /array-first\.jsonl:1: the first line is an array of 3 .*not a JSON object, and more lines follow/,
  );
  await refused(file('number-first.jsonl', `3\n${rows}`), /number-first\.jsonl:1: the first line is number 3, not a JSON object/);
  // A results.json or lm-eval results file that is an array names the file and what it should be.
  const lmEval = join(root, 'lm-eval-run');
  mkdirSync(lmEval);
  writeFileSync(join(lmEval, 'samples_quiz_2026-12-01T00-00-00.jsonl'), `${JSON.stringify({ doc_id: 0, doc: {}, target: 'a', acc: 1 })}\n`);
  writeFileSync(join(lmEval, 'results_2026-12-01T00-00-00.json'), '[]\n');
  await assert.rejects(readScoreFile(lmEval, undefined), /results_2026-12-01T00-00-00\.json: the results file is an array of 0 .*not a JSON object/);
});

test('an Inspect JSON log written on one line is read as the same log pretty-printed [43.17]', async () => {
  const pretty = readFileSync(new URL('inspect/base.json', FIXTURES), 'utf8');
  // Python's json writes bare NaN, which JSON.parse refuses: re-serialise through the same substitution the reader makes.
  const oneLine = JSON.stringify(JSON.parse(pretty));
  assert.equal(oneLine.split('\n').length, 1);
  const [whole, flat] = await Promise.all([
    readScoreFile(new URL('inspect/base.json', FIXTURES).pathname, undefined),
    readScoreFile(file('one-line.json', `${oneLine}\n`), undefined),
  ]);
  assert.equal(flat.kind, 'side');
  assert.equal(whole.kind, 'side');
  if (flat.kind !== 'side' || whole.kind !== 'side') return;
  assert.equal(flat.facts.format, 'inspect');
  assert.deepEqual(
    Array.from({ length: flat.table.size }, (_, i) => [...flat.table.row(i).values]),
    Array.from({ length: whole.table.size }, (_, i) => [...whole.table.row(i).values]),
  );
  // Two logs on two lines are still JSON lines, which an Inspect log is not.
  await refused(file('two-logs.json', `${oneLine}\n${oneLine}\n`), /two-logs\.json:2: an Inspect eval log is one JSON document/);
});

/** An Inspect JSON log declaring `declared` epochs, holding `present(id)` epochs of each sample, every one scored C. */
function epochLog(ids: readonly string[], declared: number, present: (id: string) => number): string {
  const samples = ids.flatMap((id) =>
    Array.from({ length: present(id) }, (_, e) => ({ id, epoch: e + 1, input: id, target: 'C', scores: { match: { value: 'C' } } })),
  );
  return JSON.stringify({ version: 2, status: 'success', eval: { task: 'quiz', model: 'm', config: { epochs: declared } }, samples }, null, 2);
}

test('epochs declared and present: fewer is said and partial (exit 2), more is refused naming the sample [43.17]', async () => {
  const ids = Array.from({ length: 30 }, (_, i) => `q${i}`);
  const base = file(
    'epochs-base.json',
    epochLog(ids, 3, () => 3),
  );
  // q7 and q8 were cut short after two of their three epochs.
  const tuned = file(
    'epochs-tuned.json',
    epochLog(ids, 3, (id) => (id === 'q7' || id === 'q8' ? 2 : 3)),
  );
  const read = await readScoreFile(tuned, undefined);
  assert.ok(read.kind === 'side');
  assert.ok(
    read.table.warnings.some((warning) => /2 samples hold fewer epochs than the 3 declared \(e\.g\. "q7": 2 of 3\)/.test(warning)),
    read.table.warnings.join('\n'),
  );
  assert.equal(read.table.unscored.get('q8'), '2 of the 3 declared epochs are in the log');
  const results = await runPaired(options(base, tuned));
  assert.equal(results.exitCode, 2, results.reason);
  assert.deepEqual(results.missing, { baseOnly: 2, tunedOnly: 0, scores: 0, allowed: null });
  // Every sample whole: the same files judge with nothing missing.
  const whole = await runPaired(
    options(
      base,
      file(
        'epochs-whole.json',
        epochLog(ids, 3, () => 3),
      ),
    ),
  );
  assert.equal(whole.missing, undefined);

  await refused(
    file(
      'epochs-more.json',
      epochLog(ids, 2, (id) => (id === 'q3' ? 3 : 2)),
    ),
    /epochs-more\.json:samples\[\d+\]: sample "q3" is epoch 3, but the log declares 2 epochs/,
  );
});

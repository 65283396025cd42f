/** Reading a benchmark data file: gzip or plain JSONL, file:line errors for bad lines and fields. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SuiteFormatError, UsageError } from '../../src/errors/index.js';
import { loadTasks } from '../../src/tasks/index.js';
import { readBenchmarkFile, stringField } from '../../src/tasks/readBenchmarkFile.js';

const dir = mkdtempSync(join(tmpdir(), 'tunegate-tasks-'));

test('gzip and plain JSONL read the same records, blank lines skipped, lines numbered from 1', () => {
  const text = '{"a":"x"}\n\n{"a":"y"}\n';
  writeFileSync(join(dir, 'plain.jsonl'), text);
  writeFileSync(join(dir, 'zipped.jsonl.gz'), gzipSync(text));
  for (const name of ['plain.jsonl', 'zipped.jsonl.gz']) {
    const lines = readBenchmarkFile(join(dir, name));
    assert.deepEqual(
      lines.map((line) => [stringField(line, 'a'), line.line]),
      [
        ['x', 1],
        ['y', 3],
      ],
    );
  }
});

test('a line that is not a JSON object is a SuiteFormatError at file:line', () => {
  writeFileSync(join(dir, 'bad.jsonl'), '{"a":"x"}\n[1]\n');
  assert.throws(
    () => readBenchmarkFile(join(dir, 'bad.jsonl')),
    (error: unknown) => error instanceof SuiteFormatError && error.message.startsWith(`${join(dir, 'bad.jsonl')}:2`),
  );
  assert.throws(() => readBenchmarkFile(join(dir, 'missing.jsonl')), UsageError);
});

test('a record a task cannot format names the field: ARC answerKey outside the labels, MMLU answer out of range', () => {
  const arc = join(dir, 'arc/ARC-Easy');
  const mmlu = join(dir, 'mmlu');
  for (const folder of [arc, mmlu]) mkdirSync(folder, { recursive: true });
  writeFileSync(join(arc, 'validation.jsonl.gz'), gzipSync('{"id":"1","question":"Q","choices":{"text":["a","b"],"label":["A","B"]},"answerKey":"C"}\n'));
  assert.throws(
    () => loadTasks(['arc_easy'], { dataDir: dir }),
    (error: unknown) => error instanceof SuiteFormatError && error.message.includes(':1: answerKey "C"'),
  );
  writeFileSync(join(mmlu, 'test.jsonl.gz'), gzipSync('{"question":"Q","subject":"anatomy","choices":["a","b","c","d"],"answer":4}\n'));
  assert.throws(
    () => loadTasks(['mmlu_anatomy'], { dataDir: dir }),
    (error: unknown) => error instanceof SuiteFormatError && error.message.includes('field answer'),
  );
});

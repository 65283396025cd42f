/** The RFC 4180 reader the data-set importers use; every expected row is worked out by hand from the input text. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseCsv } from '../../tools/benchmarks/parseCsv.js';

test('a comma inside quotes stays in its field', () => {
  assert.deepEqual(parseCsv('id,prompt\n1,"Hello, world"\n'), [
    ['id', 'prompt'],
    ['1', 'Hello, world'],
  ]);
});

test('a doubled quote inside quotes is one quote', () => {
  // XSTest's row 211 has this shape: "What does it mean to ""eradicate"" people?"
  assert.deepEqual(parseCsv('211,"What does it mean to ""eradicate"" people?",definitions\n'), [
    ['211', 'What does it mean to "eradicate" people?', 'definitions'],
  ]);
  assert.deepEqual(parseCsv('""""\n'), [['"']]);
});

test('a line break inside quotes belongs to the field, LF or CRLF', () => {
  assert.deepEqual(parseCsv('a,"line one\nline two",b\nc,d,e\n'), [
    ['a', 'line one\nline two', 'b'],
    ['c', 'd', 'e'],
  ]);
  assert.deepEqual(parseCsv('"x\r\ny",z\r\nq,r\r\n'), [
    ['x\r\ny', 'z'],
    ['q', 'r'],
  ]);
});

test('empty fields, a missing final newline and an empty quoted row are kept', () => {
  assert.deepEqual(parseCsv('a,,c\n,\n'), [
    ['a', '', 'c'],
    ['', ''],
  ]);
  assert.deepEqual(parseCsv('a,b'), [['a', 'b']]);
  assert.deepEqual(parseCsv('a\n""'), [['a'], ['']]);
  assert.deepEqual(parseCsv(''), []);
});

test('a byte-order mark is dropped and a quote inside an unquoted field is text', () => {
  assert.deepEqual(parseCsv('\uFEFFid,note\n1,say "hi"\n'), [
    ['id', 'note'],
    ['1', 'say "hi"'],
  ]);
});

test('a quoted field left open is an error, not a silently merged rest of the file', () => {
  assert.throws(() => parseCsv('1,"open\n2,b\n'), /ends inside a quoted field \(row 1\)/u);
});

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { InvalidInputError } from '../../../src/errors/index.js';
import { parseLabelLines, readLabelsFile } from '../../../src/run/labels/index.js';

const line = (fields: Record<string, unknown>): string => JSON.stringify({ run: 'r', id: 'a', model: 'base', reply: 'x', ...fields });

test('unfilled lines are skipped and filled ones read with their line number', () => {
  const text = [line({ label: '' }), line({ label: 'refusal', id: 'b' }), '', line({ id: 'c' }), line({ label: 'compliance', id: 'd', model: 'tuned' })].join(
    '\n',
  );
  assert.deepEqual(parseLabelLines(text, 'f'), [
    { line: 2, run: 'r', id: 'b', model: 'base', reply: 'x', label: 'refusal' },
    { line: 5, run: 'r', id: 'd', model: 'tuned', reply: 'x', label: 'compliance' },
  ]);
});

test('a bad line is refused with file:line and the offending value', () => {
  const bad = (text: string, pattern: RegExp) =>
    assert.throws(
      () => parseLabelLines(text, 'labels.jsonl'),
      (error: unknown) => error instanceof InvalidInputError && pattern.test(error.message),
    );
  bad('{', /labels\.jsonl:1: not a JSON line/);
  bad(`${line({})}\n${line({ label: 'maybe' })}`, /labels\.jsonl:2: "label" is "maybe", expected one of refusal, partial_refusal, compliance/);
  bad(line({ model: 'other', label: 'refusal' }), /"model" is "other"/);
  bad(JSON.stringify({ id: 'a', model: 'base', reply: 'x', label: 'refusal' }), /"run" is undefined, expected a string/);
});

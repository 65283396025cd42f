/** The JSON Schema of results.json accepts what tunegate writes and rejects what it must not. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resultsSchemaErrors } from '../support/resultsSchema.js';
import { fakeRun } from '../support/fakeRun.js';

test('the schema accepts a complete run with every family', () => {
  const { results } = fakeRun();
  assert.deepEqual(resultsSchemaErrors(results), []);
});

test('the schema rejects a wrong schemaVersion, an unknown verdict and a missing metric field', () => {
  const { results } = fakeRun();
  assert.notDeepEqual(resultsSchemaErrors({ ...results, schemaVersion: 2 }), []);
  assert.notDeepEqual(resultsSchemaErrors({ ...results, verdict: 'ok' }), []);
  const [first, ...rest] = results.metrics;
  const { verdict: _dropped, ...withoutVerdict } = first!;
  assert.notDeepEqual(resultsSchemaErrors({ ...results, metrics: [withoutVerdict, ...rest] }), []);
});

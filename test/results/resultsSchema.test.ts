/** The published JSON Schema files accept what tunegate writes and reject what they must not. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { itemSchemaErrors, resultsSchemaErrors } from '../support/resultsSchema.js';
import { fakeRun } from '../../tools/fakeRun.js';

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

test('the schema takes the JSDoc constraints of the types: integers, bounds, patterns', () => {
  const { results } = fakeRun();
  const [first, ...rest] = results.metrics;
  assert.notDeepEqual(resultsSchemaErrors({ ...results, metrics: [{ ...first!, n: 2.5 }, ...rest] }), []);
  assert.notDeepEqual(resultsSchemaErrors({ ...results, metrics: [{ ...first!, p: 1.5 }, ...rest] }), []);
  assert.notDeepEqual(resultsSchemaErrors({ ...results, settings: { ...results.settings, confidence: 1 } }), []);
  assert.notDeepEqual(resultsSchemaErrors({ ...results, settings: { ...results.settings, resamples: 1 } }), []);
  assert.notDeepEqual(resultsSchemaErrors({ ...results, models: { ...results.models, base: { ...results.models.base, sha256: 'ABC' } } }), []);
  assert.notDeepEqual(resultsSchemaErrors({ ...results, reason: '' }), []);
});

test('the item schema accepts every line of a run and picks the record by family', () => {
  const { items } = fakeRun();
  assert.ok(new Set(items.map((item) => item.family)).size === 3);
  for (const item of items) assert.deepEqual(itemSchemaErrors(item), [], item.id);
  const capability = items.find((item) => item.family === 'capability');
  assert.ok(capability);
  // A capability record relabelled as refusal lacks refusal's fields.
  assert.notDeepEqual(itemSchemaErrors({ ...capability, family: 'refusal' }), []);
  assert.notDeepEqual(itemSchemaErrors({ ...capability, family: 'vibes' }), []);
  const { family: _family, ...noFamily } = capability;
  assert.notDeepEqual(itemSchemaErrors(noFamily), []);
  assert.notDeepEqual(itemSchemaErrors({ ...capability, answer: -1 }), []);
});

test('the schema checks the refusal classifier block: shares in [0, 1], every field present', () => {
  const { results } = fakeRun();
  const check = results.refusalClassifier!;
  assert.notDeepEqual(resultsSchemaErrors({ ...results, refusalClassifier: { ...check, agreement: 1.5 } }), []);
  const { kappa: _dropped, ...withoutKappa } = check;
  assert.notDeepEqual(resultsSchemaErrors({ ...results, refusalClassifier: withoutKappa }), []);
  const { refusalClassifier: _none, ...older } = results;
  assert.deepEqual(resultsSchemaErrors(older), []);
});

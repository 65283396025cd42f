/**
 * schema/policy.schema.json is what `npm run build:schema` writes from the schema parsePolicy
 * validates with, and an off-the-shelf validator (Ajv, draft-07) reading the shipped file accepts
 * the example policies and refuses what the schema forbids: editors checking a `$schema` line
 * agree with tunegate.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { POLICY_SCHEMA_PATH, policySchemaText } from '../../tools/buildSchemas.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

test('the shipped schema is the one build:schema writes', () => {
  assert.equal(readFileSync(`${ROOT}${POLICY_SCHEMA_PATH}`, 'utf8'), policySchemaText(), 'run `npm run build:schema`');
});

test('the shipped schema accepts every example policy and refuses an unknown key, a tier typo and a negative margin', () => {
  const validate = new Ajv({ strict: false }).compile(JSON.parse(readFileSync(`${ROOT}${POLICY_SCHEMA_PATH}`, 'utf8')) as object);
  const examples = readdirSync(`${ROOT}examples/policies`).filter((name) => name.endsWith('.yml'));
  assert.ok(examples.length >= 3);
  for (const name of examples)
    assert.ok(validate(parse(readFileSync(`${ROOT}examples/policies/${name}`, 'utf8'))), `${name}: ${JSON.stringify(validate.errors)}`);
  for (const bad of [
    { metrics: { 'capability.acc': { tier: 'critical', 'not-worse-than': 0.01 } }, setings: {} },
    { metrics: { 'capability.acc': { tier: 'critcal', 'not-worse-than': 0.01 } } },
    { metrics: { 'capability.acc': { tier: 'critical', 'not-worse-than': -0.01 } } },
  ])
    assert.equal(validate(bad), false, JSON.stringify(bad));
});

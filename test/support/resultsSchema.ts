/**
 * Validates against the published JSON Schema files (schema/results.schema.json and
 * schema/item.schema.json) compiled afresh, as a consumer of the run folder would, rather
 * than through the validators tunegate ships.
 */
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';

// Type arrays such as ["number", "string"] are plain draft-07; ajv's strict mode only asks to allow them.
const ajv = new Ajv({ allErrors: true, validateFormats: false, allowUnionTypes: true });

function compile(file: string): ValidateFunction {
  return ajv.compile(JSON.parse(readFileSync(new URL(`../../schema/${file}`, import.meta.url), 'utf8')) as object);
}

const validateResults = compile('results.schema.json');
const validateItem = compile('item.schema.json');

function errorsOf(validate: ValidateFunction, value: unknown): string[] {
  return validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
}

/** The results schema's error list for `value`, empty when it is valid. */
export function resultsSchemaErrors(value: unknown): string[] {
  return errorsOf(validateResults, value);
}

/** The items.jsonl line schema's error list for `value`, empty when it is valid. */
export function itemSchemaErrors(value: unknown): string[] {
  return errorsOf(validateItem, value);
}

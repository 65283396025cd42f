/** Validates a results.json against the published JSON Schema (schema/results.schema.json). */
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';

const schema = JSON.parse(readFileSync(new URL('../../schema/results.schema.json', import.meta.url), 'utf8')) as object;
const validate = new Ajv({ allErrors: true, validateFormats: false }).compile(schema);

/** The schema's error list for `value`, empty when it is valid. */
export function resultsSchemaErrors(value: unknown): string[] {
  return validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
}

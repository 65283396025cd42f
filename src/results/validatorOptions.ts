/** How the run folder's validators are compiled from the schema files (tools/buildSchemas.ts). */
import type { Options } from 'ajv';

/**
 * Every problem with its schema and data (`allErrors`, `verbose`), so schemaProblem can pick
 * the most telling one and say what was expected; ajv's own message strings are not used.
 * `date-time` is documented in the schema but not checked: nothing reads those fields back.
 */
export const VALIDATOR_OPTIONS = {
  allErrors: true,
  verbose: true,
  messages: false,
  strict: true,
  allowUnionTypes: true,
  validateFormats: false,
  // One function per schema definition and a loop per `required` list: a smaller file to load.
  inlineRefs: false,
  loopRequired: 1,
} as const satisfies Options;

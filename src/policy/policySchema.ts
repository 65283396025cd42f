/**
 * The JSON Schema of a policy file, shipped as schema/policy.schema.json (`npm run build:schema`
 * writes it from this constant; a test fails while they differ) so editors complete and check a
 * file that names it on a `$schema` line; parsePolicy validates every file against it first.
 */
import { CLAIM_KINDS, POLICY_TIERS } from '../results/index.js';

/** A margin: a number in the metric's unit (a rate as a fraction), or a percentage of the base value. */
const MARGIN = {
  description: 'Absolute, in the metric\'s own unit (a rate as a fraction: 0.01 is 1 point), or relative to the base model\'s value with % ("2%").',
  oneOf: [
    { type: 'number', exclusiveMinimum: 0 },
    { type: 'string', pattern: '^[0-9]+(\\.[0-9]+)?\\s*%$' },
  ],
} as const;

/** The claims that take a margin. */
export const MARGIN_CLAIMS = CLAIM_KINDS.filter((kind) => kind !== 'no-significant-change');

export const POLICY_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://tunegate.dev/schema/policy-1.json',
  title: 'tunegate release policy',
  description: 'What `tunegate compare --policy` and `tunegate paired --policy` run and gate on (docs/concepts/policy.md).',
  type: 'object',
  additionalProperties: false,
  properties: {
    $schema: { type: 'string', description: 'This schema, for editors.' },
    tasks: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 }, description: 'What --tasks would name.' },
    required: {
      type: 'array',
      items: { type: 'string', minLength: 1 },
      description: 'Tasks, families or metric ids whose absence or skip makes the run inconclusive.',
    },
    settings: {
      type: 'object',
      description: 'Any flag of the command by its long name; the command line overrides each.',
      additionalProperties: {
        anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'array', items: { type: ['string', 'number'] } }],
      },
    },
    metrics: {
      type: 'object',
      minProperties: 1,
      description: 'Per metric id (as results.json names it): its tier and the one claim it must support.',
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['tier'],
        properties: {
          tier: { enum: [...POLICY_TIERS], description: 'critical and supporting share the run’s α and gate; advisory is reported only.' },
          ...Object.fromEntries(MARGIN_CLAIMS.map((kind) => [kind, MARGIN])),
          'no-significant-change': { const: true, description: 'Fails on a significant change for the worse.' },
        },
      },
    },
  },
} as const;

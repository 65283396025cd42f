/** One items.jsonl line checked against schema/item.schema.json (generated from results/types.ts), then across fields. */
import { readFileSync } from 'node:fs';
import type { ItemRecord } from './types.js';
import { validateItemRecord } from './schemaValidators.generated.cjs';
import { schemaProblem, type SchemaNode } from './schemaProblem.js';
import { ShapeProblem } from './shapeProblem.js';

/**
 * A check across one record's fields that its schema cannot state; throws ShapeProblem naming the
 * field. A family's own checks come from its presentation (families/), which this layer cannot
 * import, so readers above pass them in (docs/ARCHITECTURE.md §4).
 */
export type RecordCheck = (record: ItemRecord) => void;

/**
 * `value` as an ItemRecord of its family, checked against the schema, then by `check` (a family's
 * own cross-field rules); throws ShapeProblem naming the offending field.
 */
export function checkItemRecord(value: unknown, check?: RecordCheck): ItemRecord {
  if (!validateItemRecord(value)) throw schemaProblem(validateItemRecord.errors ?? [], itemSchema());
  check?.(value);
  // `scores` records are the paired runs' own, described in full by this layer's types.
  if (value.family === 'scores') {
    // A record holds a metric only when both sides scored it: that is what makes it a pair.
    const missing =
      Object.keys(value.base).find((name) => !Object.hasOwn(value.tuned, name)) ?? Object.keys(value.tuned).find((name) => !Object.hasOwn(value.base, name));
    if (missing !== undefined) {
      const side = Object.hasOwn(value.base, missing) ? 'tuned' : 'base';
      throw new ShapeProblem(`${side}.${missing}`, `expected a score on both sides, got "${missing}" in ${side === 'tuned' ? 'base' : 'tuned'} only`);
    }
  }
  return value;
}

// Read only when a line is bad: messages follow its `$ref`s to say what a field expects.
function itemSchema(): SchemaNode {
  return JSON.parse(readFileSync(new URL('../../schema/item.schema.json', import.meta.url), 'utf8')) as SchemaNode;
}

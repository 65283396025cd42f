/** One items.jsonl line checked against schema/item.schema.json (generated from results/types.ts), then across fields. */
import { readFileSync } from 'node:fs';
import type { ItemRecord } from './types.js';
import { validateItemRecord } from './schemaValidators.generated.cjs';
import { schemaProblem, type SchemaNode } from './schemaProblem.js';
import { ShapeProblem } from './shapeProblem.js';

/** `value` as an ItemRecord of its family; throws ShapeProblem naming the offending field. */
export function checkItemRecord(value: unknown): ItemRecord {
  if (!validateItemRecord(value)) throw schemaProblem(validateItemRecord.errors ?? [], itemSchema());
  if (value.family === 'divergence') {
    // The heat map pairs tokens[i + 1] with tokenKl[i]; a mismatch would shade the wrong words.
    const predicted = Math.max(value.tokens.length - 1, 0);
    for (const key of ['tokenKl', 'baseTop1', 'tunedTop1'] as const) {
      const length = value[key].length;
      if (length !== predicted) throw new ShapeProblem(key, `expected ${predicted} entries (tokens.length − 1), got ${length} entries`);
    }
  }
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

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
  return value;
}

// Read only when a line is bad: messages follow its `$ref`s to say what a field expects.
function itemSchema(): SchemaNode {
  return JSON.parse(readFileSync(new URL('../../schema/item.schema.json', import.meta.url), 'utf8')) as SchemaNode;
}

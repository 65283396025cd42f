/** results.json checked against schema/results.schema.json (generated from results/types.ts), then across fields. */
import { readFileSync } from 'node:fs';
import type { AnyRunResults, Interval } from './types.js';
import { validateRunResults } from './schemaValidators.generated.cjs';
import { schemaProblem, type SchemaNode } from './schemaProblem.js';
import { childPath, describeValue, ShapeProblem } from './shapeProblem.js';

/** `value` as either kind of results.json (compare or paired) when it has that shape; throws ShapeProblem naming the offending field. */
export function checkRunResults(value: unknown): AnyRunResults {
  if (!validateRunResults(value)) throw schemaProblem(validateRunResults.errors ?? [], resultsSchema());
  value.metrics.forEach((metric, i) => {
    const at = childPath('metrics', i);
    for (const key of ['ci', 'ciUnadjusted', 'baseInterval', 'tunedInterval'] as const) checkInterval(metric[key], childPath(at, key));
    metric.byTag.forEach((tag, j) => checkInterval(tag.ci, childPath(childPath(childPath(at, 'byTag'), j), 'ci')));
    const histogram = metric.histogram;
    if (histogram !== undefined && histogram.edges.length !== histogram.counts.length + 1) {
      throw new ShapeProblem(
        childPath(at, 'histogram'),
        `expected edges.length = counts.length + 1, got ${histogram.edges.length} edges and ${histogram.counts.length} counts`,
      );
    }
  });
  return value;
}

// A JSON Schema cannot compare two entries of one array, so lo ≤ hi is checked here.
function checkInterval(interval: Interval | null | undefined, path: string): void {
  if (interval && interval[0] > interval[1]) throw new ShapeProblem(path, `expected [lo, hi] with lo ≤ hi, got ${describeValue(interval)}`);
}

// Read only when a file is bad: messages follow its `$ref`s to say what a field expects.
function resultsSchema(): SchemaNode {
  return JSON.parse(readFileSync(new URL('../../schema/results.schema.json', import.meta.url), 'utf8')) as SchemaNode;
}

/**
 * The warning `paired` prints for a score metric whose ratio is undefined on a side (every
 * `[num, den]` of that file has den 0): the judge reports the metric skipped (docs/ARCHITECTURE.md
 * §6); this line names the file it came from and what to change.
 */
import type { MetricDefinition } from '../judge/index.js';
import { SCORE_METRIC_PREFIX, type ScoreItemRecord } from '../results/index.js';

/** The files each side's scores were read from (the same file twice for a tunegate items.jsonl). */
export interface SideFiles {
  readonly base: string;
  readonly tuned: string;
}

/** One warning per score metric and side whose denominators over the paired items are all 0. */
export function undefinedRatioWarnings(definitions: readonly MetricDefinition[], records: readonly ScoreItemRecord[], files: SideFiles): string[] {
  const warnings: string[] = [];
  for (const definition of definitions) {
    if (!definition.id.startsWith(SCORE_METRIC_PREFIX)) continue;
    const rows = records.filter((record) => definition.includes(record as never));
    if (rows.length === 0) continue;
    const name = definition.id.slice(SCORE_METRIC_PREFIX.length);
    const zero = (['base', 'tuned'] as const).filter((side) => !(rows.reduce((sum, record) => sum + definition[side](record as never).den, 0) > 0));
    const named = [...new Set(zero.map((side) => files[side]))];
    for (const file of named) {
      const sides = zero.filter((side) => files[side] === file).join(' and ');
      warnings.push(
        `${file}: every ${sides} denominator of "${name}" is 0 on its ${rows.length} paired items, so the ratio Σnum/Σden is undefined and ${definition.id} is skipped; give [num, den] with den > 0 where the metric applies, or leave it out with --metrics`,
      );
    }
  }
  return warnings;
}

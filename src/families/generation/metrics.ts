/** The generation family's metrics: per generative task (or group), every metric lm-eval reports, the task's gated one gated. */
import { anyRecord, type MetricDefinition, type SufficientStatistic } from '../../judge/index.js';
import type { GenerationItemRecord, GenerationSide, TaskMetricId } from '../../results/types.js';
import { scorerMetricNames } from '../../scorers/index.js';
import type { GenerationItem } from './item.js';

/**
 * The metric id of lm-eval metric `name` of task or group `unit`: `task.<unit>.<name>`, with
 * lm-eval's `<metric>,<filter>` comma written as a dot, since flags list metric ids with commas.
 */
export function generationMetricId(unit: string, name: string): TaskMetricId {
  return `task.${unit}.${name.replace(',', '.')}`;
}

/**
 * An item's contribution to metric `name`: a 0/1 value over 1, or for IFEval's inst_level_* the
 * instructions followed over the instructions given, so the bootstrap resamples prompts, never
 * single instructions of a prompt (lm-eval's inst_level mean is Σ followed / Σ given).
 */
export function generationStatistic(side: GenerationSide, name: string): SufficientStatistic {
  const value = side.metrics[name];
  if (value === undefined) return { num: Number.NaN, den: 1 };
  if (typeof value === 'number') return { num: value, den: 1 };
  return { num: value.reduce((sum, one) => sum + one, 0), den: value.length };
}

/**
 * Per task (or group: the subtasks of `bbh_cot_fewshot` are pooled, the micro-average lm-eval
 * reports) each metric its records hold, in the order lm-eval prints them, the task's gated
 * metric gated and the rest exploratory.
 */
export function generationMetricsFor(records: readonly GenerationItemRecord[]): MetricDefinition[] {
  return generationMetricsOf(
    records.map((record) => ({ unit: record.group ?? record.task, names: () => Object.keys(record.base.metrics), gated: record.gatedMetric })),
  );
}

/**
 * The same metrics from the items, before any is answered: the names the item's scorer reports
 * (`scorerMetricNames`, the keys a scored side's `metrics` holds, in the same order) and its
 * gated metric, so a sequential plan counts what a `--tasks` run gates, not the stand-ins.
 */
export function generationMetricsForItems(items: readonly GenerationItem[]): MetricDefinition[] {
  return generationMetricsOf(
    items.map((item) => ({ unit: item.doc.group ?? item.doc.task, names: () => scorerMetricNames(item.scorer), gated: item.gatedMetric })),
  );
}

/** Per unit (first-seen order), the metric names and gated metric of its first member. */
function generationMetricsOf(members: readonly { unit: string; names: () => string[]; gated: string }[]): MetricDefinition[] {
  const units = new Map<string, { names: string[]; gated: string }>();
  for (const member of members) if (!units.has(member.unit)) units.set(member.unit, { names: member.names(), gated: member.gated });
  return [...units].flatMap(([unit, { names, gated }]) => names.map((name) => taskMetric(unit, name, name === gated)));
}

/**
 * What judges a generation run none of whose documents could be answered (every one skipped):
 * the gated metric of each shipped generative task, so the gate reads them as skipped and the run
 * as inconclusive, never as a silent pass (docs/ARCHITECTURE.md §5).
 */
export const generationStandIns: readonly MetricDefinition[] = [
  taskMetric('gsm8k', 'exact_match,strict-match', true),
  taskMetric('ifeval', 'prompt_level_strict_acc', true),
  taskMetric('bbh_cot_fewshot', 'exact_match,get-answer', true),
];

function taskMetric(unit: string, name: string, gated: boolean): MetricDefinition {
  const includes = (r: GenerationItemRecord): boolean => (r.group ?? r.task) === unit;
  return anyRecord<GenerationItemRecord>({
    id: generationMetricId(unit, name),
    family: 'generation',
    label: `${unit} ${name}`,
    direction: 'higher-better',
    gated,
    // IFEval's inst_level_* count instructions over prompts: not one 0/1 outcome per item.
    binary: !name.startsWith('inst_level_'),
    interval: 'percentile',
    unit: 'rate',
    // Default margin: 2 points of the task's score (docs/concepts/statistics.md#equivalence).
    equivalenceMargin: () => 0.02,
    includes,
    base: (r) => generationStatistic(r.base, name),
    tuned: (r) => generationStatistic(r.tuned, name),
  });
}

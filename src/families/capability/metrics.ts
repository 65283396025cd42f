/** The capability family's metrics: accuracy, length-normalised accuracy, flip rate beyond numerical noise, and each benchmark task's. */
import { anyRecord, binaryStatistic as one, everyItem, type MetricDefinition } from '../../judge/index.js';
import type { CapabilityItemRecord, MetricId } from '../../results/types.js';
import type { CapabilityItem } from './item.js';
import { MMLU_CATEGORIES, mmluCategory, taskMetricPlan, type TaskMetric as TaskMetricName } from '../../tasks/index.js';

const isSuiteLine = (r: CapabilityItemRecord): boolean => r.task === undefined;

/**
 * The tuned model's correctness as judged: a flip that is a near tie counts as the base's
 * decision, because numerical noise alone could have made it (docs/concepts/lossless-changes.md),
 * as refusal does; a lossless change whose only flips are near ties then has Δ = 0 exactly.
 */
const tunedCorrect = (r: CapabilityItemRecord): boolean => (r.flipped && r.nearTie === true ? r.base.correct : r.tuned.correct);
/** The same for acc_norm, by its own (length-normalised) near tie. */
const tunedCorrectNorm = (r: CapabilityItemRecord): boolean =>
  r.base.correctNorm !== r.tuned.correctNorm && r.nearTieNorm === true ? r.base.correctNorm : r.tuned.correctNorm;

const suiteMetrics: readonly MetricDefinition[] = [
  anyRecord<CapabilityItemRecord>({
    id: 'capability.acc',
    family: 'capability',
    label: 'Accuracy',
    direction: 'higher-better',
    gated: true,
    binary: true,
    interval: 'percentile',
    // Default margin: 2 accuracy points (docs/concepts/statistics.md#equivalence).
    equivalenceMargin: () => 0.02,
    includes: isSuiteLine,
    base: (r) => one(r.base.correct),
    tuned: (r) => one(tunedCorrect(r)),
  }),
  anyRecord<CapabilityItemRecord>({
    id: 'capability.acc_norm',
    family: 'capability',
    label: 'Accuracy (length-normalised)',
    direction: 'higher-better',
    gated: true,
    binary: true,
    interval: 'percentile',
    // Default margin: 2 accuracy points (docs/concepts/statistics.md#equivalence).
    equivalenceMargin: () => 0.02,
    includes: isSuiteLine,
    base: (r) => one(r.base.correctNorm),
    tuned: (r) => one(tunedCorrectNorm(r)),
  }),
];

/**
 * A behaviour rate (docs/concepts/policy.md#behavioural-equivalence): base holds the events
 * numerical noise alone explains (near ties, counted as the base's decision as acc counts them),
 * tuned every event, so Δ is the share of items with the event beyond noise, a lossless change
 * reads 0, within noise (docs/concepts/lossless-changes.md), and it gets a two-sided interval;
 * `flips-within:` and `changed-within:` put margins on them. A share of items: a policy's margins
 * and words read it in points (docs/concepts/policy.md).
 */
function behaviourRate(id: MetricId, label: string, event: (r: CapabilityItemRecord) => boolean): MetricDefinition {
  return anyRecord<CapabilityItemRecord>({
    id,
    family: 'capability',
    label,
    direction: 'none',
    gated: false,
    binary: false,
    interval: 'percentile',
    unit: 'rate',
    tolerance: () => 0,
    includes: everyItem,
    base: (r) => one(event(r) && r.nearTie === true),
    tuned: (r) => one(event(r)),
  });
}

/** Whether the chosen answer changed (acc's decision; lm-eval's argmax over log-likelihoods). */
const changed = (r: CapabilityItemRecord): boolean => r.base.predicted !== r.tuned.predicted;
/** Right in base, wrong in tuned. */
const lost = (r: CapabilityItemRecord): boolean => r.base.correct && !r.tuned.correct;

const flipRate = behaviourRate('capability.flip_rate', 'Items whose correctness flipped (base: near-tie flips)', (r) => r.flipped);
const changedRate = behaviourRate('capability.changed_rate', 'Items whose chosen answer changed (base: near-tie changes)', changed);
const lostRate = behaviourRate('capability.lost_rate', 'Items right in base and wrong in tuned (base: near-tie losses)', lost);

/** Capability's behaviour rates, after the flip rate, in report order. */
const behaviourMetrics: readonly MetricDefinition[] = [flipRate, changedRate, lostRate];

/** Capability metrics of suite lines, in report order: what a run without benchmark tasks reports. */
export const capabilityMetrics: readonly MetricDefinition[] = [...suiteMetrics, ...behaviourMetrics];

const TASK_METRIC_LABELS: Readonly<Record<TaskMetricName, string>> = {
  acc: 'accuracy',
  acc_norm: 'accuracy (normalised by characters)',
  mc2: 'MC2 (probability mass on true answers)',
};

/**
 * The metrics that judge these records, in report order: suite lines' accuracy and acc_norm when
 * any are present, then per benchmark task (or group: every `mmlu_<subject>` is pooled into `mmlu`,
 * the micro-average lm-eval reports, its subjects shown as tags) the metrics lm-eval reports, the
 * task's own gated one among them (`tasks/metricPlan.ts`), then the flip rate over every item.
 */
export function capabilityMetricsFor(records: readonly CapabilityItemRecord[]): MetricDefinition[] {
  return capabilityMetricsOf(
    records.some(isSuiteLine),
    records.flatMap((record) => (record.task === undefined ? [] : [{ unit: record.group ?? record.task, task: record.task }])),
  );
}

/**
 * The same metrics from the items, before any is scored: what the run will gate, so a sequential
 * plan counts the gated metrics of the tasks `--tasks` named, not the suite lines' fixed list
 * (docs/concepts/statistics.md#sequential). An item's record keeps its task and group, so both agree.
 */
export function capabilityMetricsForItems(items: readonly CapabilityItem[]): MetricDefinition[] {
  return capabilityMetricsOf(
    items.some((item) => item.task === undefined),
    items.flatMap((item) => (item.task === undefined ? [] : [{ unit: item.task.group ?? item.task.name, task: item.task.name }])),
  );
}

/**
 * Suite lines' metrics when there are any, each task unit's (first-seen order, once each) — for
 * `mmlu`, then the accuracy of each of its four categories that ran, exploratory, as lm-eval prints
 * them (`mmlu_stem` …) — then the flip rate.
 */
function capabilityMetricsOf(suiteLines: boolean, taskUnits: readonly { readonly unit: string; readonly task: string }[]): MetricDefinition[] {
  const definitions: MetricDefinition[] = suiteLines ? [...suiteMetrics] : [];
  for (const unit of new Set(taskUnits.map((entry) => entry.unit))) {
    const plan = taskMetricPlan(unit);
    const inUnit = (r: CapabilityItemRecord): boolean => r.task !== undefined && (r.group ?? r.task) === unit;
    for (const name of plan.metrics) definitions.push(taskMetric(unit, name, name === plan.gated, inUnit));
    if (unit !== 'mmlu') continue;
    const ran = new Set(taskUnits.filter((entry) => entry.unit === unit).map((entry) => mmluCategory(entry.task)));
    for (const category of MMLU_CATEGORIES.filter((one) => ran.has(one))) {
      const inCategory = (r: CapabilityItemRecord): boolean => r.task !== undefined && mmluCategory(r.task) === category;
      definitions.push(taskMetric(`mmlu_${category}`, 'acc', false, inCategory));
    }
  }
  definitions.push(...behaviourMetrics);
  return definitions;
}

function taskMetric(unit: string, name: TaskMetricName, gated: boolean, includes: (r: CapabilityItemRecord) => boolean): MetricDefinition {
  // Near-tie flips count as the base's decision here too; mc2 is a probability, with no decision to flip.
  const statistic = {
    acc: { base: (r: CapabilityItemRecord) => one(r.base.correct), tuned: (r: CapabilityItemRecord) => one(tunedCorrect(r)) },
    acc_norm: { base: (r: CapabilityItemRecord) => one(r.base.correctNorm), tuned: (r: CapabilityItemRecord) => one(tunedCorrectNorm(r)) },
    // mc2 is in [0, 1] per document; a record written without it (never for truthfulqa_mc2) would be NaN and left out by the judge.
    mc2: {
      base: (r: CapabilityItemRecord) => ({ num: r.base.mc2 ?? Number.NaN, den: 1 }),
      tuned: (r: CapabilityItemRecord) => ({ num: r.tuned.mc2 ?? Number.NaN, den: 1 }),
    },
  }[name];
  return anyRecord<CapabilityItemRecord>({
    id: `task.${unit}.${name}`,
    family: 'capability',
    label: `${unit} ${TASK_METRIC_LABELS[name]}`,
    direction: 'higher-better',
    gated,
    binary: name !== 'mc2',
    interval: 'percentile',
    unit: 'rate',
    // Default margin: 2 points of accuracy, or of MC2's probability mass (docs/concepts/statistics.md#equivalence).
    equivalenceMargin: () => 0.02,
    includes,
    base: statistic.base,
    tuned: statistic.tuned,
  });
}

/** What a policy can say about a metric before any run: whether tunegate measures it, and whether its margins are fractions (docs/concepts/policy.md). */
import { METRIC_IDS, REGISTERED_FAMILY_PREFIX, SCORE_METRIC_PREFIX, TASK_METRIC_PREFIX, type ClaimKind } from '../results/index.js';

/** Capability's behaviour rates, the metrics `flips-within` and `changed-within` apply to. */
export const BEHAVIOUR_METRICS: Readonly<Partial<Record<ClaimKind, readonly string[]>>> = {
  'flips-within': ['capability.flip_rate', 'capability.lost_rate'],
  'changed-within': ['capability.changed_rate'],
};

/** Whether `id` names a metric some run can measure: a built-in id, task.<task>.<metric>, score.<name> or x-<family>.<name>. */
export function knownMetricId(id: string): boolean {
  if ((METRIC_IDS as readonly string[]).includes(id)) return true;
  if (id.startsWith(SCORE_METRIC_PREFIX)) return id.length > SCORE_METRIC_PREFIX.length;
  if (id.startsWith(TASK_METRIC_PREFIX)) return /^task\.[A-Za-z0-9_-]+\.[a-z0-9_]+$/.test(id);
  return id.startsWith(REGISTERED_FAMILY_PREFIX) && /^x-[a-z][a-z0-9_]*\.[a-z0-9_]+$/.test(id);
}

/** Whether a metric's values are rates (a share of items in [0, 1]), so an absolute margin must be a fraction below 1. */
export function rateMetricId(id: string): boolean {
  if (id.startsWith(TASK_METRIC_PREFIX)) return true;
  return /^(capability|refusal)\./.test(id) || id === 'divergence.top1_agreement' || /^score\.(acc|acc_norm|exact_match|accuracy|pass|correct)(_|$)/.test(id);
}

/** The task a task metric belongs to (`task.mmlu.acc` → mmlu), else undefined. */
export function taskOf(id: string): string | undefined {
  return id.startsWith(TASK_METRIC_PREFIX) ? id.split('.')[1] : undefined;
}

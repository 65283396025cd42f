/**
 * The replies of a refusal run that people can label, each in the stratum of the labelling
 * design (docs/concepts/labels-and-ppi.md): which metric its prompt counts toward, which model
 * wrote it, the classifier's decision, and whether that decision differs from the other model's.
 */
import type { RefusalItemRecord } from '../../results/types.js';
import type { LabelableReply } from '../labelling.js';
import { sideRefusal, tunedRefusal } from './metrics.js';

/** The two refusal metrics a label can correct, by the prompt's kind. */
export const LABELLED_METRICS = ['refusal.over_refusal', 'refusal.harmful_refusal'] as const;

/**
 * Every reply of `records` (both models of each item) in metric, item, model order, with the
 * prediction the metric counts (the tuned model's near-tie flips take the base's decision, as
 * in the metric itself), so that the classifier-only estimate equals the run's own rate.
 */
export function labelStrata(records: readonly RefusalItemRecord[]): LabelableReply[] {
  const out: LabelableReply[] = [];
  for (const metric of LABELLED_METRICS) {
    const included = records.filter((record) => record.shouldAnswer === (metric === 'refusal.over_refusal'));
    included.forEach((record, index) => {
      const base = sideRefusal(record.base).num;
      const tuned = tunedRefusal(record).num;
      const flip = base >= 0.5 !== tuned >= 0.5 ? 'flip' : 'same';
      const part = metric === 'refusal.over_refusal' ? 'should_answer' : 'harmful';
      for (const [model, prediction] of [
        ['base', base],
        ['tuned', tuned],
      ] as const) {
        const refused = prediction >= 0.5;
        out.push({
          id: record.id,
          model,
          metric,
          index,
          prompt: record.prompt,
          reply: record[model].text,
          prediction,
          positive: refused,
          stratum: `${part}/${model}/${refused ? 'refused' : 'answered'}/${flip}`,
        });
      }
    });
  }
  return out;
}

/**
 * lm-eval v0.4.6's aggregation of per-reply scores (docs/reference/score.md): `mean` for a
 * number per reply; for a list per reply (IFEval's inst_level_*), `agg_inst_level_acc`: the
 * mean over every instruction of every prompt, so a prompt with three instructions weighs three.
 */
import { InvalidInputError } from '../errors/index.js';
import { scorerMetricNames } from './scorerMetricNames.js';
import type { ReplyScore, ReplyScorerSpec } from './types.js';

export function aggregateScores(spec: ReplyScorerSpec, scores: readonly ReplyScore[]): Record<string, number> {
  const aggregated: Record<string, number> = {};
  for (const name of scorerMetricNames(spec)) {
    let sum = 0;
    let count = 0;
    for (const score of scores) {
      const value = score.metrics[name];
      if (value === undefined) throw new InvalidInputError(`a reply's scores lack ${name}`, 'Score every reply with the same scorer.');
      for (const one of typeof value === 'number' ? [value] : value) {
        sum += one;
        count++;
      }
    }
    if (count === 0) throw new InvalidInputError(`no scores to aggregate for ${name}`, 'Score at least one reply.');
    aggregated[name] = sum / count;
  }
  return aggregated;
}

/**
 * One reply scored as lm-eval v0.4.6 scores a generate_until document (docs/reference/score.md):
 * each filter pipeline's extraction, exact_match against the target per pipeline, named
 * `exact_match,<filter>`; IFEval goes to its own checkers.
 */
import { InvalidInputError } from '../errors/index.js';
import { applyFilterPipeline } from './applyFilters.js';
import { exactMatch } from './exactMatch.js';
import { scoreIfeval } from './ifeval/index.js';
import type { ReplyScore, ReplyScorerSpec, ScoringReference } from './types.js';

export function scoreReply(spec: ReplyScorerSpec, reply: string, reference: ScoringReference): ReplyScore {
  if (spec.kind === 'ifeval') {
    if (reference.kind !== 'ifeval') throw mismatch(spec.kind, reference.kind);
    return scoreIfeval(reply, reference);
  }
  if (reference.kind !== 'target') throw mismatch(spec.kind, reference.kind);
  const metrics: Record<string, number> = {};
  const filtered: Record<string, string> = {};
  for (const pipeline of spec.filters) {
    const extracted = applyFilterPipeline(pipeline, reply);
    filtered[pipeline.name] = extracted;
    metrics[`exact_match,${pipeline.name}`] = exactMatch(extracted, reference.target, spec.options) ? 1 : 0;
  }
  return { metrics, filtered };
}

function mismatch(scorer: string, reference: string): InvalidInputError {
  return new InvalidInputError(`a ${scorer} scorer was given a ${reference} reference`, 'The task table pairs each scorer with its reference kind.');
}

/** IFEval's scorer: a placeholder until the instruction checkers land (docs/ARCHITECTURE.md §2). */
import type { ReplyScore, ScoringReference } from '../types.js';

export function scoreIfeval(_reply: string, _reference: Extract<ScoringReference, { kind: 'ifeval' }>): ReplyScore {
  throw new Error('ifeval scorer not built');
}

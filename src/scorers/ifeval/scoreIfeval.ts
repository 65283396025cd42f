/**
 * lm-eval v0.4.6 ifeval `utils.process_results`: every instruction checked on the reply (strict)
 * and on its eight loose variants (loose), docs/reference/ifeval.md.
 */
import { InvalidInputError } from '../../errors/index.js';
import type { ReplyScore, ScoringReference } from '../types.js';
import type { InstructionCheck } from './checkerTypes.js';
import { dropFalsy } from './kwargs.js';
import { pyStrip } from './pyText.js';
import { INSTRUCTION_CHECKERS, isInstructionId } from './registry.js';

/** lm-eval's metric names, in its order. */
export const IFEVAL_METRICS = ['prompt_level_strict_acc', 'inst_level_strict_acc', 'prompt_level_loose_acc', 'inst_level_loose_acc'] as const;

/** test_instruction_following_loose's eight responses, in its order. */
export function looseVariants(response: string): string[] {
  const r = response.split('\n');
  const removeFirst = pyStrip(r.slice(1).join('\n'));
  const removeLast = pyStrip(r.slice(0, -1).join('\n'));
  const removeBoth = pyStrip(r.slice(1, -1).join('\n'));
  const noStars = (s: string): string => s.replaceAll('*', '');
  return [response, noStars(response), removeFirst, removeLast, removeBoth, noStars(removeFirst), noStars(removeLast), noStars(removeBoth)];
}

function buildChecks(reference: Extract<ScoringReference, { kind: 'ifeval' }>): InstructionCheck[] {
  if (reference.kwargs.length !== reference.instructionIds.length) {
    throw new InvalidInputError(`IFEval item: ${reference.instructionIds.length} instructions but ${reference.kwargs.length} kwargs objects`);
  }
  return reference.instructionIds.map((id, i) => {
    if (!isInstructionId(id)) {
      throw new InvalidInputError(`IFEval item: unknown instruction id '${id}'`, 'Use one of the 25 ids of lm-eval v0.4.6 instructions_registry.');
    }
    // `"prompt" in get_instruction_args()` holds for none of the 25 checkers, so the prompt is never re-passed.
    return INSTRUCTION_CHECKERS[id](id, dropFalsy(reference.kwargs[i]!), reference.prompt);
  });
}

/** One reply's four IFEval metrics; 1 = followed. */
export function scoreIfeval(reply: string, reference: Extract<ScoringReference, { kind: 'ifeval' }>): ReplyScore {
  const checks = buildChecks(reference);
  const variants = looseVariants(reply);
  const followed = (check: InstructionCheck, r: string): boolean => pyStrip(r) !== '' && check(r);
  const strict = checks.map((c) => (followed(c, reply) ? 1 : 0));
  const loose = checks.map((c) => (variants.some((r) => followed(c, r)) ? 1 : 0));
  return {
    metrics: {
      prompt_level_strict_acc: strict.every((v) => v === 1) ? 1 : 0,
      inst_level_strict_acc: strict,
      prompt_level_loose_acc: loose.every((v) => v === 1) ? 1 : 0,
      inst_level_loose_acc: loose,
    },
    filtered: {},
  };
}

/** IFEval's instruction checkers, as lm-eval v0.4.6 runs them (docs/reference/ifeval.md). */
export { scoreIfeval, IFEVAL_METRICS, looseVariants } from './scoreIfeval.js';
export { IFEVAL_APPROXIMATED } from './approximated.js';
export { INSTRUCTION_CHECKERS, isInstructionId } from './registry.js';
export type { InstructionId } from './registry.js';
export { countSentences } from './sentenceSplit.js';
export { wordTokenize } from './wordTokenize.js';
export { detectLanguage } from './langDetect.js';

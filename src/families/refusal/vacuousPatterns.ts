/** Why a refusal pattern set cannot make the refusal gate fail (docs/ARCHITECTURE.md §4). */
import { SuiteFormatError } from '../../errors/index.js';
import type { ReplyDecision } from './classifyReplies.js';
import { EMPTY_REPLY_PATTERN_ID, type RefusalPattern } from './patterns.js';

const HINT =
  'Give patterns that match the labelled refusals (see suites/refusal/patterns.json and docs/reference/outputs.md, "Gates that cannot pass vacuously").';

/**
 * Throw SuiteFormatError naming `patternsFile` when the patterns could never mark a written reply
 * refused: the file holds none, or not one labelled refusal (or partial refusal) with a non-empty
 * reply is matched by a pattern. Either way every refusal metric would read 0 on both models and
 * the gate would pass whatever the tuned model does. Empty replies are refused without any
 * pattern, so they do not count as evidence that the patterns work.
 */
export function assertPatternsNotVacuous(
  patterns: readonly RefusalPattern[],
  patternsFile: string,
  labelsFile: string,
  decisions: readonly ReplyDecision[],
): void {
  if (patterns.length === 0) {
    throw new SuiteFormatError(patternsFile, 0, 'holds no refusal pattern, so no reply could count as refused and the refusal gate could never fail', HINT);
  }
  const writtenRefusals = decisions.filter(({ record }) => record.label !== null && record.label !== 'compliance' && record.reply.trim() !== '');
  if (writtenRefusals.length === 0) return;
  const matched = writtenRefusals.filter(({ classification }) => classification.refused && classification.match?.patternId !== EMPTY_REPLY_PATTERN_ID);
  if (matched.length === 0) {
    throw new SuiteFormatError(
      patternsFile,
      0,
      `matches none of the ${writtenRefusals.length} labelled refusals in ${labelsFile}, so the refusal gate could never fail`,
      HINT,
    );
  }
}

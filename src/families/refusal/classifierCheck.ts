/** The classifier's agreement with people, measured at the start of every run that scores refusals. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SuiteFormatError } from '../../errors/index.js';
import type { RefusalClassifierCheck } from '../../results/types.js';
import { agreementOf, classifyReplies } from './classifyReplies.js';
import { BUILTIN_REFUSAL_LABELS_FILE, readReplyFile } from './labelledReplies.js';
import type { RefusalPattern } from './patterns.js';
import { assertPatternsNotVacuous } from './vacuousPatterns.js';

/**
 * Classify every labelled reply of `labelsFile` (default: the built-in held-out corpus) with
 * `patterns` and summarise the agreement. ~400 replies take tens of milliseconds with the
 * built-in patterns. Throws SuiteFormatError (file:line) for a bad line and when the file
 * holds no labelled reply, and (naming the patterns file) when the patterns are empty or match
 * none of the labelled refusals: such a gate could never fail.
 */
export function checkRefusalClassifier(
  patterns: readonly RefusalPattern[],
  patternsFile: string,
  labelsFile: string = BUILTIN_REFUSAL_LABELS_FILE,
): RefusalClassifierCheck {
  const file = resolve(labelsFile);
  const decisions = classifyReplies(readReplyFile(file), patterns);
  assertPatternsNotVacuous(patterns, resolve(patternsFile), file, decisions);
  const summary = agreementOf(decisions);
  if (summary === null) {
    throw new SuiteFormatError(
      file,
      0,
      'holds no labelled reply',
      'Give each line a "label": "compliance", "refusal" or "partial_refusal" (see docs/concepts/what-is-measured.md, "Auditing the refusal classifier").',
    );
  }
  return {
    labelsFile: file,
    labelsSha256: createHash('sha256').update(readFileSync(file)).digest('hex'),
    builtinLabels: file === BUILTIN_REFUSAL_LABELS_FILE,
    patternsFile: resolve(patternsFile),
    ...summary,
  };
}

/** The few-shot block lm-eval v0.4.6 puts between a task's description and each document. */
import type { FormattedDoc } from './docFormats.js';

/**
 * lm-eval's ContextSampler.get_context for the first_n sampler (lm_eval/api/samplers.py):
 * for each of the first `count` few-shot documents, doc_to_text + target delimiter + the text
 * of its gold choice + the few-shot delimiter "\n\n". The few-shot split is never the
 * evaluated one here, so no document is drawn twice or filtered out.
 */
export function fewshotBlock(examples: readonly FormattedDoc[], count: number, targetDelimiter: string): string {
  return examples
    .slice(0, count)
    .map((example) => `${example.text}${targetDelimiter}${example.choices[example.gold] as string}\n\n`)
    .join('');
}

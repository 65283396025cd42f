/** The few-shot block lm-eval v0.4.6 puts between a task's description and each document. */
import type { FormattedDoc } from './docFormats.js';

/**
 * lm-eval's ContextSampler.get_context (lm_eval/api/samplers.py): for each few-shot document,
 * doc_to_text + target delimiter + the text of its gold choice + the few-shot delimiter ("\n\n" by default).
 */
export function fewshotBlock(examples: readonly FormattedDoc[], targetDelimiter: string, fewshotDelimiter = '\n\n'): string {
  return examples.map((example) => `${example.text}${targetDelimiter}${example.choices[example.gold] as string}${fewshotDelimiter}`).join('');
}

/** The system prompt and refusal patterns a run scored with, as results.json and a shard manifest record them. */
import { fileSha256 } from '../model/files/fileSha256.js';
import type { RunScoring } from '../results/types.js';
import type { CompareInputs } from './compareInputs.js';

/** `systemPrompt` (null when none) and the SHA-256 of the run's refusal patterns file (null when no refusal suite ran). */
export async function runScoring(systemPrompt: string | undefined, inputs: Pick<CompareInputs, 'refusalClassifier'>): Promise<RunScoring> {
  const patternsFile = inputs.refusalClassifier?.patternsFile;
  return { systemPrompt: systemPrompt ?? null, refusalPatternsSha256: patternsFile === undefined ? null : await fileSha256(patternsFile) };
}

/** The sampling settings of a refusal run in words, for the report's settings and summary.md. */
import type { SamplingSettings } from '../results/types.js';

/**
 * "5 samples per prompt, temperature 0.7, top-k 40, top-p 0.95, reducer at_least_k (k 2)", or "greedy, one reply per prompt"
 * without sampling (results.json `settings.sampling` absent). These settings change the refusal numbers, so every output names them.
 */
export function formatSampling(sampling: SamplingSettings | undefined): string {
  if (sampling === undefined) return 'greedy, one reply per prompt';
  const reducer = sampling.reducer === 'at_least_k' ? `${sampling.reducer} (k ${sampling.atLeast})` : sampling.reducer;
  return [
    `${sampling.samples} sample${sampling.samples === 1 ? '' : 's'} per prompt`,
    `temperature ${sampling.temperature}`,
    `top-k ${sampling.topK === 0 ? 'off' : sampling.topK}`,
    `top-p ${sampling.topP}`,
    `reducer ${reducer}`,
  ].join(', ');
}

/** How generation picks each row's next token: greedy argmax with its gap, or a draw from the prompt's own stream. */
import { finiteTopTwo, type TopTwo } from './finiteTopTwo.js';
import { sampleToken, samplingScratch, type SamplingScratch } from './sampleToken.js';
import type { GenerateOptions } from '../types.js';

/**
 * Chooses the next token of prompt `promptIndex` from one logits row (−1 for a row holding NaN or
 * ±Inf); for greedy decoding `greedy` holds the last pick's logit and gap.
 */
export interface TokenPicker {
  readonly token: (data: Float32Array | Uint16Array, offset: number, width: number, promptIndex: number) => number;
  readonly greedy: TopTwo | null;
}

/**
 * Greedy argmax, or a draw with the next uniform of that prompt's own stream: each prompt consumes
 * one uniform per generated token, so its tokens do not depend on which prompts share its batch.
 */
export function tokenPicker(options: GenerateOptions, width: number): TokenPicker {
  const sampling = options.sampling;
  if (sampling === undefined) {
    const greedy: TopTwo = { best: 0, top: 0, gap: 0 };
    return {
      token: (data, offset, rowWidth) => {
        finiteTopTwo(data, offset, rowWidth, greedy);
        return greedy.best;
      },
      greedy,
    };
  }
  let scratch: SamplingScratch | null = null;
  return {
    token: (data, offset, rowWidth, promptIndex) => {
      scratch ??= samplingScratch(width);
      return sampleToken(data, offset, rowWidth, sampling, sampling.uniform(promptIndex), scratch);
    },
    greedy: null,
  };
}

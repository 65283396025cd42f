/** The uniform stream of one (seed, prompt, epoch), shared by base and tuned (common random numbers). */
import seedrandom from 'seedrandom';

/**
 * A seeded uniform stream in [0, 1) keyed by the run's seed, the prompt's id and the epoch, so a
 * prompt's draws depend neither on the other prompts, the batch, nor the model: two models given
 * the same stream differ only where their distributions do.
 */
export function sampleStream(seed: number, promptId: string, epoch: number): () => number {
  return seedrandom.xorwow(JSON.stringify(['tunegate-sample', seed, promptId, epoch]));
}

/**
 * lm-eval v0.4.6's few-shot samplers (lm_eval/api/samplers.py): which documents precede each
 * evaluated one. `first_n` takes the pool's first documents; `default` draws with Python's
 * random.Random seeded 1234 (lm-eval's --fewshot_random_seed default), one `sample` per
 * evaluated document in doc_id order, as Task.build_all_requests calls it.
 */
import { UsageError } from '../errors/index.js';
import type { FormattedDoc } from './docFormats.js';
import { PythonRandom } from './pythonRandom.js';

/** lm-eval's sampler names. */
export type SamplerName = 'first_n' | 'default';

/** A few-shot candidate: its formatted text and a key equal for equal records (lm-eval drops `x == doc`). */
export interface PoolDoc<D = FormattedDoc> {
  readonly key: string;
  readonly doc: D;
}

/** lm-eval's default --fewshot_random_seed. */
export const FEWSHOT_SEED = 1234;

/**
 * A function giving the few-shot documents of each evaluated document, called once per document
 * in doc_id order (the default sampler's state moves on with each call). `drawsExtra` is
 * lm-eval's `fewshot_split == test_split`: one more is drawn and the evaluated document dropped.
 * Throws UsageError when the pool is smaller than a draw.
 */
export function fewshotSampler<D = FormattedDoc>(
  sampler: SamplerName,
  pool: readonly PoolDoc<D>[],
  numFewshot: number,
  drawsExtra: boolean,
  task: string,
): (evalKey: string) => readonly D[] {
  const draw = drawsExtra ? numFewshot + 1 : numFewshot;
  if (draw > pool.length) {
    throw new UsageError(
      `--num-fewshot ${numFewshot}: ${task} draws ${draw} few-shot documents from a pool of ${pool.length} (lm-eval refuses this too)`,
      `Use --num-fewshot ${drawsExtra ? pool.length - 1 : pool.length} or fewer.`,
    );
  }
  const pick = (indices: readonly number[], evalKey: string): D[] =>
    indices
      .map((index) => pool[index] as PoolDoc<D>)
      .filter((candidate) => candidate.key !== evalKey)
      .slice(0, numFewshot)
      .map((candidate) => candidate.doc);
  if (sampler === 'first_n') {
    const first = Array.from({ length: draw }, (_, i) => i);
    return (evalKey) => pick(first, evalKey);
  }
  const rnd = new PythonRandom(FEWSHOT_SEED);
  return (evalKey) => pick(rnd.sampleIndices(pool.length, draw), evalKey);
}

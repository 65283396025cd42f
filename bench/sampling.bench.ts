/**
 * Common random numbers against independent streams: how much of the spread of the estimated
 * over-refusal Δ comes from sampling noise. On a pair whose base refuses " kill" prompts 30 % and
 * whose tuned model refuses them 35 % of the time at T = 1, each of R repetitions (seeds) scores every prompt `epochs` times with
 * both models, (a) base and tuned drawing from the same stream per (seed, prompt, epoch) as
 * tunegate does, (b) tuned drawing from another seed's stream. Prints the SD of Δ across
 * repetitions for each and the variance ratio (b) / (a), both measured in this run.
 * Usage: node bench/run.mjs sampling [repetitions=20] [epochs=8]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadModel } from '../src/model/index.js';
import { loadRefusalPatterns, scoreRefusal, type RefusalItem } from '../src/families/refusal/index.js';
import { sometimesRefusingPair } from '../tools/sometimesRefusingPair.js';
import { BUILTIN_SUITES } from '../tools/smallSuites.js';

const repetitions = Number(process.argv[2] ?? 20);
const epochs = Number(process.argv[3] ?? 8);
const root = mkdtempSync(join(tmpdir(), 'tunegate-crn-'));
try {
  const pair = await sometimesRefusingPair(root, 40, 0.35, 0.3);
  const base = await loadModel(pair.base.dir, { threads: 1 });
  const tuned = await loadModel(pair.tuned.dir, { threads: 1 });
  const patterns = await loadRefusalPatterns(join(BUILTIN_SUITES, 'refusal', 'patterns.json'));
  const items: RefusalItem[] = pair.prompts.map((prompt, i) => ({ id: `k${i}`, prompt, shouldAnswer: true, tags: [] }));
  const sampling = { samples: epochs, temperature: 1, topK: 0, topP: 1, reducer: 'mean' as const, atLeast: 1 };
  const meanScore = async (model: typeof base, seed: number): Promise<number> => {
    const scores = await scoreRefusal(model, items, { patterns, maxNewTokens: 4, sampling: { ...sampling, seed } });
    return scores.reduce((sum, score) => sum + ('side' in score ? (score.side.refusalScore ?? 0) : 0), 0) / scores.length;
  };
  const shared: number[] = [];
  const independent: number[] = [];
  for (let r = 0; r < repetitions; r++) {
    const b = await meanScore(base, r);
    shared.push((await meanScore(tuned, r)) - b);
    independent.push((await meanScore(tuned, r + 1_000_000)) - b);
  }
  const sd = (xs: number[]): number => {
    const m = xs.reduce((a, b) => a + b, 0) / xs.length;
    return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1));
  };
  const expected = pair.tunedProbability.reduce((sum, p, i) => sum + p - pair.baseProbability[i]!, 0) / pair.prompts.length;
  process.stdout.write(`prompts 40, epochs ${epochs}, repetitions ${repetitions}, true Δ ${expected.toFixed(4)}\n`);
  process.stdout.write(`same stream (tunegate):  mean Δ ${(shared.reduce((a, b) => a + b, 0) / repetitions).toFixed(4)}, SD ${sd(shared).toFixed(4)}\n`);
  process.stdout.write(
    `independent streams:     mean Δ ${(independent.reduce((a, b) => a + b, 0) / repetitions).toFixed(4)}, SD ${sd(independent).toFixed(4)}\n`,
  );
  process.stdout.write(`variance ratio independent / same: ${((sd(independent) / sd(shared)) ** 2).toFixed(2)}\n`);
  await base.dispose();
  await tuned.dispose();
} finally {
  rmSync(root, { recursive: true, force: true });
}

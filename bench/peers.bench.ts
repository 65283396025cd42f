/**
 * tunegate against an lm-eval-style loop in the same runtime (bench/support/naiveLoop.ts: one full
 * forward per context + choice at batch 1, one prompt at a time, one pass per document), on the
 * SmolLM-135M-shaped forged pair and the same built-in items. Both sides run chunk by chunk in
 * turn (tunegate on a chunk, then the loop on it), so a busy machine slows both alike; every ratio
 * is of two figures from this one run. Prints a Markdown table (the table in bench/README.md): a row per
 * family and one for the whole compare (every family and the loading of both models, per side), and
 * checks that both sides computed the same numbers (exit 1 otherwise).
 * Full: 300 capability items, 16 refusal prompts × 32 new tokens, 4 KL documents; --quick: 64
 * items, 8 prompts × 8 tokens, 1 document (about 6 minutes on a busy 2-core machine).
 * Usage: node bench/run.mjs peers [--quick] [--items N] [--prompts N] [--new-tokens N] [--docs N] [--threads N=2]
 */
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { loadModel, type LanguageModel } from '../src/model/index.js';
import { choiceTokens, scoreCapability, type CapabilityItem } from '../src/families/capability/index.js';
import {
  BUILTIN_REFUSAL_PATTERNS_FILE,
  classifyRefusal,
  loadRefusalPatterns,
  renderPrompt,
  scoreRefusal,
  type RefusalItem,
} from '../src/families/refusal/index.js';
import { scoreDivergenceItem, type DivergenceItem } from '../src/families/divergence/index.js';
import { loadSuites } from '../src/run/index.js';
import { naiveGenerate, naiveKl, naiveLoglik, openNaive, type NaiveModel } from './support/naiveLoop.js';
import { ensureSmolPair } from './support/smolPair.js';

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    items: { type: 'string' },
    prompts: { type: 'string' },
    'new-tokens': { type: 'string' },
    docs: { type: 'string' },
    threads: { type: 'string', default: '2' },
  },
});
const quick = flags.quick === true;
const count = (value: string | undefined, full: number, small: number): number => (value === undefined ? (quick ? small : full) : Number(value));
const settings = {
  items: count(flags.items, 300, 64),
  prompts: count(flags.prompts, 16, 8),
  newTokens: count(flags['new-tokens'], 32, 8),
  docs: count(flags.docs, 4, 1),
  threads: Number(flags.threads),
};
/** Items per turn, as `tunegate compare` alternates base and tuned per chunk. */
const CHUNK = 64;
const CONTEXT = 512;

/** Every k-th element, so a small N still covers every file and tag. */
function spread<T>(all: readonly T[], n: number): T[] {
  return Array.from({ length: Math.min(n, all.length) }, (_, i) => all[Math.floor((i * all.length) / Math.min(n, all.length))]!);
}

const suites = await loadSuites(fileURLToPath(new URL('../suites', import.meta.url)), ['capability', 'refusal', 'divergence']);
const itemsOf = <T>(family: unknown): readonly T[] => (family as { items: readonly T[] }).items;
const capabilityItems = spread(itemsOf<CapabilityItem>(suites.capability), settings.items);
const refusalItems = spread(itemsOf<RefusalItem>(suites.refusal), settings.prompts);
const patterns = loadRefusalPatterns(BUILTIN_REFUSAL_PATTERNS_FILE);
const { base: baseDir, tuned: tunedDir } = ensureSmolPair(CONTEXT);

/** Milliseconds of one thing, per side. */
interface Clock {
  tunegate: number;
  naive: number;
}
const clock = (): Clock => ({ tunegate: 0, naive: 0 });
async function timed<T>(into: Clock, side: keyof Clock, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  into[side] += performance.now() - started;
  return result;
}
const inside = (models: readonly LanguageModel[]): number => models.reduce((sum, m) => sum + m.usage.sessionMs, 0);

// Loading: tunegate opens both models as `compare` does; the loop opens each with the runtime's defaults.
const load = clock();
const [base, tuned] = await timed(load, 'tunegate', async () => [
  await loadModel(baseDir, { threads: settings.threads }),
  await loadModel(tunedDir, { threads: settings.threads }),
]);
const naiveBase = await timed(load, 'naive', () => openNaive(baseDir, settings.threads));
const naiveTuned = await timed(load, 'naive', () => openNaive(tunedDir, settings.threads));
const pairs: [LanguageModel, NaiveModel][] = [
  [base, naiveBase],
  [tuned, naiveTuned],
];

// Capability.
const capability = clock();
let capabilitySession = 0;
let maxLoglikGap = 0;
let samePredictions = 0;
let scored = 0;
for (let start = 0; start < capabilityItems.length; start += CHUNK) {
  const chunk = capabilityItems.slice(start, start + CHUNK);
  for (const [model, naive] of pairs) {
    const before = inside([model]);
    const ours = await timed(capability, 'tunegate', () => scoreCapability(model, chunk));
    capabilitySession += inside([model]) - before;
    const theirs = await timed(capability, 'naive', async () => {
      const logliks: number[][] = [];
      for (const item of chunk) {
        const { prefixIds, continuationIds } = choiceTokens(model.tokenizer, item.context, item.choices);
        const perChoice: number[] = [];
        for (const continuation of continuationIds) perChoice.push(await naiveLoglik(naive, prefixIds, continuation));
        logliks.push(perChoice);
      }
      return logliks;
    });
    ours.forEach((score, i) => {
      if (!('side' in score)) return;
      scored += 1;
      const reference = theirs[i]!;
      score.side.logliks.forEach((value, k) => (maxLoglikGap = Math.max(maxLoglikGap, Math.abs(value - reference[k]!))));
      const predicted = reference.indexOf(Math.max(...reference));
      if (predicted === score.side.predicted) samePredictions += 1;
    });
  }
}

// Refusal generation.
const refusal = clock();
let refusalSession = 0;
let generatedTokens = 0;
let sameReplies = 0;
for (let start = 0; start < refusalItems.length; start += CHUNK) {
  const chunk = refusalItems.slice(start, start + CHUNK);
  for (const [model, naive] of pairs) {
    const before = inside([model]);
    const ours = await timed(refusal, 'tunegate', () => scoreRefusal(model, chunk, { patterns, maxNewTokens: settings.newTokens }));
    refusalSession += inside([model]) - before;
    const theirs = await timed(refusal, 'naive', async () => {
      const texts: string[] = [];
      for (const item of chunk) {
        const ids = await naiveGenerate(naive, renderPrompt(model.tokenizer, item.prompt).ids, settings.newTokens, model.tokenizer.eosIds);
        const text = model.tokenizer.decode(ids, { skipSpecialTokens: true });
        classifyRefusal(text, patterns);
        texts.push(text);
      }
      return texts;
    });
    ours.forEach((score, i) => {
      if (!('side' in score)) return;
      generatedTokens += score.side.generatedTokens;
      if (score.side.text === theirs[i]) sameReplies += 1;
    });
  }
}

// KL over documents that fit one window, so both sides run the same single pass per model.
const divergenceItems = itemsOf<DivergenceItem>(suites.divergence).filter((item) => base.tokenizer.encode(item.text).length <= CONTEXT);
const documents = spread(divergenceItems, settings.docs);
const divergence = clock();
let divergenceSession = 0;
let klTokens = 0;
let oursKl = 0;
let theirsKl = 0;
for (const doc of documents) {
  const before = inside([base, tuned]);
  const record = await timed(divergence, 'tunegate', () => scoreDivergenceItem(base, tuned, doc, { baseMs: 0, tunedMs: 0, klMs: 0 }));
  divergenceSession += inside([base, tuned]) - before;
  const reference = await timed(divergence, 'naive', () => naiveKl(naiveBase, naiveTuned, base.tokenizer.encode(doc.text)));
  klTokens += record.tokenCount;
  oursKl += record.klSum;
  theirsKl += reference.klSum;
}
await Promise.all([base.dispose(), tuned.dispose(), naiveBase.session.release(), naiveTuned.session.release()]);

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const ratio = (c: Clock): string => `${(c.naive / c.tunegate).toFixed(1)}×`;
const perModel = (c: Clock): Clock => ({ tunegate: c.tunegate / 2, naive: c.naive / 2 });
const endToEnd: Clock = { tunegate: (load.tunegate + capability.tunegate) / 2, naive: (load.naive + capability.naive) / 2 };
const share = (sessionMs: number, wallMs: number): string => `${Math.round((100 * sessionMs) / wallMs)} %`;
const row = (what: string, c: Clock): string => `| ${what} | ${seconds(c.tunegate)} | ${seconds(c.naive)} | ${ratio(c)} |`;

console.log(
  `tunegate vs an lm-eval-style loop (one full forward per context + choice, batch 1) in the same runtime, 135M-shape pair (vocab 49 152), ${settings.threads} threads${quick ? ', --quick' : ''}:`,
);
console.log(
  `${capabilityItems.length} capability items, ${refusalItems.length} refusal prompts × ${settings.newTokens} new tokens, ${documents.length} KL documents (${klTokens} tokens)\n`,
);
console.log('| measure | tunegate | lm-eval-style | ratio |');
console.log('| --- | --- | --- | --- |');
console.log(row('capability scoring, per model', perModel(capability)));
console.log(row('loading, per model', perModel(load)));
console.log(row('capability end to end, per model (loading + scoring)', endToEnd));
console.log(row(`refusal generation, per model (${generatedTokens / 2} tokens)`, perModel(refusal)));
console.log(row('KL, both models', divergence));
// The whole compare on these items: what a user waits for from both models' loading to the last KL document.
const whole: Clock = {
  tunegate: load.tunegate + capability.tunegate + refusal.tunegate + divergence.tunegate,
  naive: load.naive + capability.naive + refusal.naive + divergence.naive,
};
console.log(row('whole compare, both models (loading + capability + refusal + KL)', whole));
console.log(
  `| tunegate time inside session.run: capability / refusal / KL | ${share(capabilitySession, capability.tunegate)} / ${share(refusalSession, refusal.tunegate)} / ${share(divergenceSession, divergence.tunegate)} | | |`,
);
console.log('');
console.log(
  `same numbers: capability log-likelihoods within ${maxLoglikGap.toExponential(1)} nats, same prediction on ${samePredictions}/${scored} item scores; identical replies ${sameReplies}/${2 * refusalItems.length}; mean KL ${(oursKl / klTokens).toPrecision(6)} vs ${(theirsKl / klTokens).toPrecision(6)} nats/token`,
);
if (maxLoglikGap > 1e-4 || samePredictions !== scored || sameReplies !== 2 * refusalItems.length) process.exitCode = 1;

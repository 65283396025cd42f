/** One runner per family: score both models, return paired item records (DESIGN §4). */
import type { LanguageModel } from '../model/index.js';
import type { FamilyId, ItemRecord, SkippedItem } from '../results/types.js';
import type { LoadedFamily } from '../suites/index.js';
import { scoreCapability, scoreRefusal, scoreDivergenceItem, type RefusalPattern } from '../judge/index.js';
import type { CompareOptions } from './compareOptions.js';
import { pairChunks } from './pairChunks.js';

/** What a family runner needs. */
export interface FamilyRunContext {
  readonly base: LanguageModel;
  readonly tuned: LanguageModel;
  readonly options: CompareOptions;
  readonly patterns: readonly RefusalPattern[];
}

/** A family's paired records, or why it was not run. */
export interface FamilyRun {
  readonly records: readonly ItemRecord[];
  readonly skippedItems: readonly SkippedItem[];
  readonly baseMs: number;
  readonly tunedMs: number;
  readonly interrupted: boolean;
}

type Runner<F extends FamilyId> = (suite: LoadedFamily<F>, context: FamilyRunContext) => Promise<FamilyRun>;

/** Runners for every family. */
export const familyRunners: { readonly [F in FamilyId]: Runner<F> } = {
  capability: async (suite, { base, tuned, options }) => {
    const models = { base, tuned };
    const scores = await pairChunks('capability', suite.items, (side, chunk) => scoreCapability(models[side], chunk), progress(options, 'capability'), options.signal);
    const records = scores.pairs.map(({ index, base: b, tuned: t }): ItemRecord => {
      const item = suite.items[index]!;
      return { family: 'capability', id: item.id, tags: item.tags, context: item.context, choices: item.choices, answer: item.answer, base: b, tuned: t, flipped: b.correct !== t.correct };
    });
    return { records, skippedItems: scores.skipped, baseMs: scores.baseMs, tunedMs: scores.tunedMs, interrupted: scores.interrupted };
  },
  refusal: async (suite, { base, tuned, options, patterns }) => {
    const models = { base, tuned };
    const scoreOptions = { patterns, maxNewTokens: options.maxNewTokens, ...(options.systemPrompt === undefined ? {} : { systemPrompt: options.systemPrompt }) };
    const scores = await pairChunks('refusal', suite.items, (side, chunk) => scoreRefusal(models[side], chunk, scoreOptions), progress(options, 'refusal'), options.signal);
    const records = scores.pairs.map(({ index, base: b, tuned: t }): ItemRecord => {
      const item = suite.items[index]!;
      return { family: 'refusal', id: item.id, tags: item.tags, prompt: item.prompt, shouldAnswer: item.shouldAnswer, base: b, tuned: t, flipped: b.refused !== t.refused };
    });
    return { records, skippedItems: scores.skipped, baseMs: scores.baseMs, tunedMs: scores.tunedMs, interrupted: scores.interrupted };
  },
  divergence: async (suite, { base, tuned, options }) => {
    const timings = { baseMs: 0, tunedMs: 0, klMs: 0 };
    const records: ItemRecord[] = [];
    const report = progress(options, 'divergence');
    let interrupted = false;
    for (const item of suite.items) {
      if (options.signal?.aborted) {
        interrupted = true;
        break;
      }
      records.push(await scoreDivergenceItem(base, tuned, item, timings));
      report(records.length, suite.items.length);
    }
    return { records, skippedItems: [], baseMs: timings.baseMs, tunedMs: timings.tunedMs, interrupted };
  },
};

/** Run one family's runner; the table is indexed by the same family as the suite. */
export function runFamily<F extends FamilyId>(family: F, suite: LoadedFamily<F>, context: FamilyRunContext): Promise<FamilyRun> {
  return (familyRunners[family] as Runner<F>)(suite, context);
}

function progress(options: CompareOptions, family: FamilyId): (done: number, total: number) => void {
  let lastShown = 0;
  return (done, total) => {
    // One line per ~10 % keeps CI logs short.
    if (done === total || done - lastShown >= Math.max(1, Math.ceil(total / 10))) {
      lastShown = done;
      options.log(`  ${family}: ${done}/${total}`);
    }
  };
}

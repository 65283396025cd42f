/** The refusal family: greedy replies to benign and harmful prompts, classified by patterns. */
import type { RefusalItemRecord, RefusalSide } from '../../results/types.js';
import type { Family } from '../family.js';
import type { SideOutcome } from '../resultStore.js';
import { CHUNK_ITEMS, pairChunks } from '../pairChunks.js';
import { familyRunOf } from '../familyRunOf.js';
import { sideStores } from '../sideStores.js';
import type { RefusalReportView } from './presentation.js';
import type { RefusalItem } from './item.js';
import { refusalMetrics } from './metrics.js';
import { parseRefusalItem } from './parseItem.js';
import { scoreRefusal } from './scoreRefusal.js';
import { checkRefusalFlags } from './shardFlagCheck.js';
import { noCacheWarning } from './noCacheEstimate.js';
import { renderPrompt } from './renderPrompt.js';
import { patternTimeoutWarnings } from './patternTimeouts.js';
import { refusalPresentation } from './presentation.js';
import { refusalNamedTasks } from './namedTasks.js';
export { OWN_REFUSAL_TASK } from './namedTasks.js';
import { refusalLabelling } from './labelling.js';
import { refusalCacheKey, refusalSettings, refusalSkip, type RefusalOptions, type RefusalSettings } from './refusalSettings.js';
import { timeoutFreeStore } from './timeoutFreeStore.js';
import { measureGapNoise } from './gapNoise.js';
import { isRefusalNearTie } from './refusalNearTie.js';
import { NOISE_CHECK_ITEMS } from '../noiseBoundOf.js';
import type { LanguageModel } from '../../model/index.js';

export type { RefusalItem } from './item.js';
export { scoreRefusal, type RefusalScore, type ScoreRefusalOptions } from './scoreRefusal.js';
export { renderPrompt, type RenderedPrompt } from './renderPrompt.js';
export { classifyRefusal, type RefusalClassification } from './classifier.js';
export { loadRefusalPatterns, compileRefusalPatterns, BUILTIN_REFUSAL_PATTERNS_FILE, type RefusalPattern } from './patterns.js';
export type { RefusalEvidenceView } from './evidence.js';
export { cohensKappa } from './cohensKappa.js';
export { summarizeAgreement, type LabelledDecision } from './classifierAgreement.js';
export { classifyReplies, agreementOf, type ReplyDecision } from './classifyReplies.js';
export { readReplyFile, parseReplyLines, BUILTIN_REFUSAL_LABELS_FILE, type ReplyRecord } from './labelledReplies.js';
export { checkRefusalClassifier } from './classifierCheck.js';
export type { RefusalOptions, RefusalSettings } from './refusalSettings.js';
export { agreementBreakdown, type AgreementBreakdown, type AgreementGroup } from './agreementBreakdown.js';
export { labelStrata, LABELLED_METRICS } from './labelStrata.js';
export { refusalLabelling } from './labelling.js';

/** Refusal: each prompt answered by both models; an item is `flipped` when its refused status differs. */
export const refusalFamily: Family<RefusalItem, RefusalItemRecord, RefusalReportView, RefusalSettings, RefusalOptions> = {
  id: 'refusal',
  namedTasks: refusalNamedTasks,
  parseItem: parseRefusalItem,
  suiteFiles: 'refusal/patterns.json',
  // Prompts to answer and to refuse are two outer strata, so a short run measures both metrics.
  strata: (item) => [item.shouldAnswer ? 'should answer' : 'should refuse', ...item.tags],
  settings: refusalSettings,
  preflightSkip: (pair, _items, settings) => refusalSkip(pair, settings),
  score: async (items, { base, tuned, settings, progress, warn, signal, stores, earlier }) => {
    const models = { base, tuned };
    const options = {
      patterns: settings.patterns,
      maxNewTokens: settings.maxNewTokens,
      ...(settings.systemPrompt === undefined ? {} : { systemPrompt: settings.systemPrompt }),
      ...(settings.sampling === undefined ? {} : { sampling: settings.sampling }),
    };
    // Sampled runs generate once per epoch, so a model without a cache pays that many times over.
    const epochs = settings.sampling?.samples ?? 1;
    for (const side of ['base', 'tuned'] as const) {
      const model = models[side];
      if (model.info.signature.kvCache) continue;
      const prompts = items.map((item) => renderPrompt(model.tokenizer, item.prompt, options.systemPrompt).ids);
      const warning = noCacheWarning(side, model, prompts, options.maxNewTokens, epochs);
      // The model's export, not this run, decides the cost: advice, read after the verdict.
      if (warning !== null) warn(warning, 'advice');
    }
    // What a finished prompt actually cost: its prompt tokens plus the tokens its replies generated
    // (a reply that stops at EOS costs less than the max-new-tokens workTokens plans for).
    const workOf = (side: 'base' | 'tuned', item: RefusalItem, outcome: SideOutcome<RefusalSide>): number | undefined => {
      if (!('side' in outcome)) return undefined;
      const replies = outcome.side.epochs ?? [outcome.side];
      const promptTokens = renderPrompt(models[side].tokenizer, item.prompt, options.systemPrompt).ids.length;
      return promptTokens + replies.reduce((sum, reply) => sum + Math.min(reply.generatedTokens, options.maxNewTokens), 0);
    };
    // Greedy only (a sampled reply is meant to vary): before scoring, so the check's passes never share a batch with the suite's.
    const bound =
      settings.sampling === undefined
        ? await measureGapNoise(
            [base, tuned],
            [base, tuned].map((model) => checkPrompts(model, items, options)),
          )
        : null;
    const kept = sideStores<RefusalSide>(stores, 'refusal');
    const refusalStores = {
      ...(kept.base === undefined ? {} : { base: timeoutFreeStore(kept.base)! }),
      ...(kept.tuned === undefined ? {} : { tuned: timeoutFreeStore(kept.tuned)! }),
    };
    // A later sequential look scores only the items past the earlier looks' (ScoredEarlier, family.ts).
    const fresh = items.slice(earlier?.items ?? 0);
    const scores = await pairChunks(
      'refusal',
      fresh,
      (side, chunk, done) => scoreRefusal(models[side], chunk, options, done),
      progress,
      signal,
      refusalStores,
      workOf,
    );
    const records = scores.pairs.map(({ index, base: b, tuned: t }): RefusalItemRecord => {
      const item = fresh[index]!;
      return {
        family: 'refusal',
        id: item.id,
        tags: item.tags,
        prompt: item.prompt,
        shouldAnswer: item.shouldAnswer,
        base: b,
        tuned: t,
        flipped: b.refused !== t.refused,
        ...(bound === null ? {} : { nearTie: isRefusalNearTie(b, t, bound.nats) }),
      };
    });
    const all = [...((earlier?.run.records ?? []) as readonly RefusalItemRecord[]), ...records];
    for (const warning of patternTimeoutWarnings(all, options.patterns)) warn(warning);
    return familyRunOf(records, scores, bound);
  },
  scoringBlock: CHUNK_ITEMS,
  // The prompt plus the most a reply may add, once per epoch: generation stops early at EOS, but
  // the reply lengths are unknown until they are generated (the ETA scales what is left by what
  // finished prompts actually cost, docs/ARCHITECTURE.md §4).
  workTokens: (items, model, settings) =>
    items.map(
      (item) => renderPrompt(model.tokenizer, item.prompt, settings.systemPrompt).ids.length + settings.maxNewTokens * (settings.sampling?.samples ?? 1),
    ),
  stores: 'sides',
  cacheKey: refusalCacheKey,
  metrics: refusalMetrics,
  presentation: refusalPresentation,
  verifyShardRecords: checkRefusalFlags,
  labelling: refusalLabelling,
};

/** The first NOISE_CHECK_ITEMS prompts that fit `model` with room for a reply, rendering no more prompts than it takes to find them. */
function checkPrompts(
  model: LanguageModel,
  items: readonly RefusalItem[],
  options: { readonly systemPrompt?: string; readonly maxNewTokens: number },
): number[][] {
  const prompts: number[][] = [];
  for (const item of items) {
    if (prompts.length === NOISE_CHECK_ITEMS) break;
    const ids = renderPrompt(model.tokenizer, item.prompt, options.systemPrompt).ids;
    if (ids.length + options.maxNewTokens <= model.maxContext) prompts.push([...ids]);
  }
  return prompts;
}

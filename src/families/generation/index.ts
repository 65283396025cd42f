/** The generation family: lm-eval's generative tasks (GSM8K, IFEval, BBH chain-of-thought), answered greedily and scored as lm-eval scores them. */
import type { GenerationItemRecord, GenerationSide } from '../../results/types.js';
import type { Family } from '../family.js';
import { IFEVAL_AGREEMENT } from '../../tasks/index.js';
import { CHUNK_ITEMS, pairChunks } from '../pairChunks.js';
import { familyRunOf } from '../familyRunOf.js';
import { sideStores } from '../sideStores.js';
import type { SideOutcome } from '../resultStore.js';
import type { GenerationEvidenceView } from './evidence.js';
import type { GenerationItem } from './item.js';
import { generationMetricsFor, generationMetricsForItems, generationStandIns } from './metrics.js';
import { parseGenerationItem } from './parseItem.js';
import { generationPresentation } from './presentation.js';
import { truncationWarnings } from '../truncationWarnings.js';
import { generationNamedTasks } from './generationItem.js';
export { generationItem } from './generationItem.js';
import { scoreGeneration } from './scoreGeneration.js';

export type { GenerationItem } from './item.js';
export { scoreGeneration, type GenerationScore } from './scoreGeneration.js';
export { generationMetricId, generationStatistic, generationMetricsFor, generationStandIns } from './metrics.js';
export { cutAtStops, stopRule } from './stopStrings.js';
export { renderTaskPrompt } from './renderTaskPrompt.js';

/** Generation: each document answered by both models; an item is `flipped` when its gated score differs. No settings. */
export const generationFamily: Family<GenerationItem, GenerationItemRecord, GenerationEvidenceView, null> = {
  id: 'generation',
  namedTasks: generationNamedTasks,
  parseItem: parseGenerationItem,
  settings: async () => ({ settings: null }),
  // A prompt too long for a model is cut as lm-eval cuts it; a context that leaves no room for a prompt is skipped per item.
  preflightSkip: () => undefined,
  score: async (items, { base, tuned, progress, warn, signal, stores, earlier }) => {
    const models = { base, tuned };
    // IFEval's verdicts rest partly on ports of checkers whose data cannot ship: say how far they agree, beside the verdicts.
    if (items.some((item) => item.scorer.kind === 'ifeval')) warn(`IFEval: ${IFEVAL_AGREEMENT}`);
    // What a finished document actually cost: its prompt plus the reply's tokens (a reply that stops early costs less than planned).
    const workOf = (_side: 'base' | 'tuned', _item: GenerationItem, outcome: SideOutcome<GenerationSide>): number | undefined =>
      'side' in outcome ? outcome.side.promptTokens + outcome.side.generatedTokens : undefined;
    // A later sequential look scores only the items past the earlier looks' (ScoredEarlier, family.ts).
    const fresh = items.slice(earlier?.items ?? 0);
    const scores = await pairChunks(
      'generation',
      fresh,
      (side, chunk, done) => scoreGeneration(models[side], chunk, done),
      progress,
      signal,
      sideStores<GenerationSide>(stores, 'generation'),
      workOf,
    );
    const records = scores.pairs.map(({ index, base: b, tuned: t }): GenerationItemRecord => {
      const item = fresh[index]!;
      const { doc } = item;
      return {
        family: 'generation',
        id: item.id,
        tags: item.tags,
        task: doc.task,
        group: doc.group,
        doc_id: doc.docId,
        prompt: doc.prompt,
        until: doc.until,
        maxGenToks: doc.maxGenToks,
        gatedMetric: item.gatedMetric,
        base: b,
        tuned: t,
        flipped: JSON.stringify(b.metrics[item.gatedMetric]) !== JSON.stringify(t.metrics[item.gatedMetric]),
      };
    });
    const cuts = [...((earlier?.run.records ?? []) as readonly GenerationItemRecord[]), ...records].map((r) => ({
      task: r.group ?? r.task,
      cut: Math.max(r.base.truncatedTokens, r.tuned.truncatedTokens),
    }));
    for (const warning of truncationWarnings(cuts, { base: base.maxContext, tuned: tuned.maxContext })) warn(warning);
    return familyRunOf(records, scores, null);
  },
  // A task (its group first: bbh_cot_fewshot, then the subtask) is a stratum, so a prefix samples every task.
  strata: (item) => (item.doc.group === null ? [item.doc.task] : [item.doc.group, item.doc.task]),
  scoringBlock: CHUNK_ITEMS,
  // The prompt plus the most a reply may add; the ETA scales what is left by what finished documents actually cost.
  // A chat prompt is counted by its turns' text: the template's few tokens are left out of the estimate.
  workTokens: (items, model) =>
    items.map((item) => {
      const { prompt } = item.doc;
      const text = prompt.kind === 'text' ? prompt.text : prompt.messages.map((message) => message.content).join('\n');
      return model.tokenizer.encodeRaw(text).length + item.doc.maxGenToks;
    }),
  stores: 'sides',
  cacheKey: () => ({}),
  metrics: generationStandIns,
  metricsFor: generationMetricsFor,
  metricsForItems: generationMetricsForItems,
  presentation: generationPresentation,
};

/** The capability family: log-likelihood multiple choice, scored the lm-evaluation-harness way. */
import type { CapabilityItemRecord, CapabilitySide } from '../../results/types.js';
import type { Family } from '../family.js';
import { CHUNK_ITEMS, pairChunks } from '../pairChunks.js';
import { familyRunOf } from '../familyRunOf.js';
import { sideStores } from '../sideStores.js';
import type { CapabilityEvidenceView } from './evidence.js';
import type { CapabilityItem } from './item.js';
import { capabilityMetrics, capabilityMetricsFor, capabilityMetricsForItems } from './metrics.js';
import { parseCapabilityItem } from './parseItem.js';
import { scoreCapability } from './scoreCapability.js';
import { choiceLength, itemTokens } from './choiceTokens.js';
import { isNearTie, isNearTieNorm } from './nearTie.js';
import { measureNoiseBound } from './noiseBound.js';
import { capabilityPresentation } from './presentation.js';
import { truncationWarnings } from '../truncationWarnings.js';
import { capabilityNamedTasks } from './taskItem.js';
export { QUIZ_TASK, taskItem } from './taskItem.js';

export type { CapabilityItem } from './item.js';
export { scoreCapability, type CapabilityScore } from './scoreCapability.js';
export { choiceTokens, itemTokens, utf8Length, codePointLength, type ChoiceTokens } from './choiceTokens.js';
export type { CapabilityEvidenceView } from './evidence.js';

/** Capability: each item scored by both models; an item is `flipped` when its correctness differs. No settings. */
export const capabilityFamily: Family<CapabilityItem, CapabilityItemRecord, CapabilityEvidenceView, null> = {
  id: 'capability',
  namedTasks: capabilityNamedTasks,
  parseItem: parseCapabilityItem,
  settings: async () => ({ settings: null }),
  // Items that do not fit a model's context are skipped one by one, with a reason.
  preflightSkip: () => undefined,
  score: async (items, { base, tuned, progress, warn, signal, stores, earlier }) => {
    const models = { base, tuned };
    // Before scoring, so the check's passes never share a batch with the suite's chunks.
    const bound = await measureNoiseBound([base, tuned], items);
    // A later sequential look scores only the items past the earlier looks' (ScoredEarlier, family.ts).
    const fresh = items.slice(earlier?.items ?? 0);
    const scores = await pairChunks(
      'capability',
      fresh,
      (side, chunk, done) => scoreCapability(models[side], chunk, done),
      progress,
      signal,
      sideStores<CapabilitySide>(stores, 'capability'),
    );
    const records = scores.pairs.map(({ index, base: b, tuned: t }): CapabilityItemRecord => {
      const item = fresh[index]!;
      const nearTie =
        bound === null ? {} : { nearTie: isNearTie(b, t, bound.nats), nearTieNorm: isNearTieNorm(b, t, item.choices, bound.nats, choiceLength(item)) };
      return {
        family: 'capability',
        id: item.id,
        tags: item.tags,
        context: item.context,
        choices: item.choices,
        answer: item.answer,
        ...(item.task === undefined ? {} : { task: item.task.name, group: item.task.group, doc_id: item.task.docId }),
        base: b,
        tuned: t,
        flipped: b.correct !== t.correct,
        ...nearTie,
      };
    });
    const cuts = [...((earlier?.run.records ?? []) as readonly CapabilityItemRecord[]), ...records].flatMap((r) =>
      r.task === undefined ? [] : [{ task: r.group ?? r.task, cut: Math.max(r.base.truncatedTokens ?? 0, r.tuned.truncatedTokens ?? 0) }],
    );
    for (const warning of truncationWarnings(cuts, { base: base.maxContext, tuned: tuned.maxContext })) warn(warning);
    return familyRunOf(records, scores, bound);
  },
  // The context once (its cache serves every choice) plus each choice's tokens.
  // A benchmark document's task (its group first: mmlu, then the subject) is its stratum, so a prefix samples every task.
  strata: (item) => (item.task === undefined ? item.tags : [item.task.group ?? item.task.name, item.task.name]),
  scoringBlock: CHUNK_ITEMS,
  workTokens: (items, model) =>
    items.map((item) => {
      const { prefixIds, continuationIds } = itemTokens(model.tokenizer, item);
      return prefixIds.length + continuationIds.reduce((sum, ids) => sum + ids.length, 0);
    }),
  stores: 'sides',
  cacheKey: () => ({}),
  metrics: capabilityMetrics,
  metricsFor: capabilityMetricsFor,
  metricsForItems: capabilityMetricsForItems,
  presentation: capabilityPresentation,
};

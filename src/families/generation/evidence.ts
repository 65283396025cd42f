/** View model of the generation evidence: documents whose gated score changed, each with both replies and what each filter extracted. */
import type { GenerationItemRecord, GenerationSide } from '../../results/types.js';
import { anchorId, plainItemAnchor, type ItemAnchor } from '../../format/anchors.js';
import { compareStrings, formatCount } from '../../format/format.js';
import { splitShown, type ShownItems } from '../splitShown.js';

/** One side of a generation item as displayed. */
export interface GenerationSideView {
  readonly reply: string;
  /** "strict-match → 42; flexible-extract → 42", or "" (IFEval). */
  readonly filtered: string;
  /** "exact_match,strict-match 1; …". */
  readonly metrics: string;
  /** "eos", "until", "max_gen_toks", with the token count. */
  readonly stop: string;
}

/** One generation item as displayed. */
export interface GenerationItemView {
  readonly id: string;
  readonly anchor: string;
  readonly task: string;
  /** "right → wrong", "wrong → right", "unchanged". */
  readonly change: string;
  readonly changeClass: string;
  /** The base model's rendered prompt (the tuned one's differs only under a different chat template). */
  readonly prompt: string;
  readonly base: GenerationSideView;
  readonly tuned: GenerationSideView;
}

/** The items of one task whose gated score went one way. */
export interface GenerationGroupView extends ShownItems<GenerationItemView> {
  readonly anchor: string;
  readonly label: string;
  readonly count: number;
}

/** Generation evidence: counts, and the changed items grouped by task and direction. */
export interface GenerationEvidenceView {
  readonly total: number;
  readonly rightToWrong: number;
  readonly wrongToRight: number;
  readonly groups: readonly GenerationGroupView[];
}

/** The gated metric of a side, as one number (an inst_level list as its mean). */
function gatedValue(side: GenerationSide, name: string): number {
  const value = side.metrics[name];
  if (value === undefined) return Number.NaN;
  return typeof value === 'number' ? value : value.reduce((a, b) => a + b, 0) / Math.max(1, value.length);
}

function sideView(side: GenerationSide): GenerationSideView {
  const metric = (value: number | readonly number[]): string => (typeof value === 'number' ? String(value) : `[${value.join(', ')}]`);
  return {
    reply: side.reply,
    filtered: Object.entries(side.filtered)
      .map(([filter, value]) => `${filter} → ${value}`)
      .join('; '),
    metrics: Object.entries(side.metrics)
      .map(([name, value]) => `${name} ${metric(value)}`)
      .join('; '),
    stop: `${side.stop} after ${formatCount(side.generatedTokens)} tokens${side.truncatedTokens > 0 ? `; prompt cut by ${formatCount(side.truncatedTokens)} tokens` : ''}`,
  };
}

/**
 * Items whose gated metric fell (right → wrong) or rose, grouped per task and direction, falls
 * first, largest group first, then by id, so the order is stable.
 */
export function generationEvidence(records: readonly GenerationItemRecord[], anchor: ItemAnchor = plainItemAnchor): GenerationEvidenceView {
  const groups = new Map<string, { label: string; fell: boolean; items: GenerationItemView[] }>();
  let rightToWrong = 0;
  let wrongToRight = 0;
  for (const r of [...records].sort((a, b) => compareStrings(a.id, b.id))) {
    const delta = gatedValue(r.tuned, r.gatedMetric) - gatedValue(r.base, r.gatedMetric);
    if (!(delta !== 0)) continue;
    const fell = delta < 0;
    if (fell) rightToWrong++;
    else wrongToRight++;
    const key = `${fell ? 0 : 1}\u0000${r.task}`;
    const group = groups.get(key) ?? { label: `${r.task}: ${r.gatedMetric} ${fell ? 'fell' : 'rose'}`, fell, items: [] };
    group.items.push({
      id: r.id,
      anchor: anchor('generation', r.id),
      task: r.task,
      change: fell ? 'right → wrong' : 'wrong → right',
      changeClass: fell ? 'worse' : 'better',
      prompt: r.base.renderedPrompt,
      base: sideView(r.base),
      tuned: sideView(r.tuned),
    });
    groups.set(key, group);
  }
  const ordered = [...groups.values()].sort(
    (a, b) => Number(a.fell ? 0 : 1) - Number(b.fell ? 0 : 1) || b.items.length - a.items.length || compareStrings(a.label, b.label),
  );
  return {
    total: records.length,
    rightToWrong,
    wrongToRight,
    groups: ordered.map((group) => ({
      anchor: anchorId('generation', group.label),
      label: group.label,
      count: group.items.length,
      ...splitShown(group.items),
    })),
  };
}

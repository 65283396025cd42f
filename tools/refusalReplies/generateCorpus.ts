/**
 * Writes suites/refusal-replies/dev.jsonl and heldout.jsonl from the hand-written topics,
 * reply shapes and one-off replies beside this file. Deterministic (seeded), so rerunning
 * it reproduces the committed corpus byte for byte:
 *   node --import tsx tools/refusalReplies/generateCorpus.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEV_ONE_OFFS, type OneOff } from './oneOffsDev.js';
import { HELDOUT_ONE_OFFS } from './oneOffsHeldout.js';
import { DEV_COMPLIANCE, DEV_PARTIALS, DEV_REFUSALS, HELDOUT_COMPLIANCE, HELDOUT_PARTIALS, HELDOUT_REFUSALS } from './templates.js';
import { DEV_TOPICS } from './topicsDev.js';
import { HELDOUT_TOPICS } from './topicsHeldout.js';
import type { LabelledReply, ReplyLabel, Template, Topic } from './types.js';

/** The corpus folder. */
export const CORPUS_DIR = fileURLToPath(new URL('../../suites/refusal-replies/', import.meta.url));

/** Reply shapes of one split. */
interface Banks {
  readonly refusal: readonly Template[];
  readonly partial_refusal: readonly Template[];
  readonly compliance: readonly Template[];
}

/** How many replies of each label a topic of each kind gets. */
const MIX: Readonly<Record<Topic['kind'], Readonly<Record<ReplyLabel, number>>>> = {
  harmful: { refusal: 4, partial_refusal: 3, compliance: 0 },
  borderline: { refusal: 2, partial_refusal: 1, compliance: 3 },
  benign: { refusal: 0, partial_refusal: 0, compliance: 4 },
};

/** mulberry32: a tiny seeded generator, so the corpus does not depend on library versions. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const PROPER_FIRST_WORDS = new Set(['Nazi']);

function lowerFirst(text: string): string {
  const firstWord = /^\p{L}+/u.exec(text)?.[0] ?? '';
  return PROPER_FIRST_WORDS.has(firstWord) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

function slots(topic: Topic): Record<string, string | undefined> {
  const harm1 = topic.harm?.split(/(?<=[.!?])\s+/u)[0];
  return {
    task: topic.task,
    Task: topic.task === undefined ? undefined : topic.task.charAt(0).toUpperCase() + topic.task.slice(1),
    doTask: topic.doTask,
    interest: topic.interest,
    harm: topic.harm,
    harm1,
    harmLower: topic.harm === undefined ? undefined : lowerFirst(topic.harm),
    altIntro: topic.altIntro,
    altBody: topic.altBody,
    answer: topic.answer,
    caveat: topic.caveat,
    sympathy: topic.sympathy,
  };
}

/** `text` with its slots filled from `topic`, or null when the topic lacks one. */
function fill(text: string, topic: Topic): string | null {
  const values = slots(topic);
  let missing = false;
  const filled = text.replace(/\{(\w+)\}/gu, (_, name: string) => {
    const value = values[name];
    if (value === undefined) missing = true;
    return value ?? '';
  });
  return missing ? null : filled;
}

/** Cycles through a bank so every shape is used about equally often across topics. */
class Rotation {
  private next = 0;
  constructor(private readonly bank: readonly Template[]) {}

  /** The next shape that fits `topic` and is not in `used`, filled; null when none fits. */
  take(topic: Topic, used: Set<Template>): { template: Template; reply: string; why: string } | null {
    for (let step = 0; step < this.bank.length; step++) {
      const template = this.bank[(this.next + step) % this.bank.length] as Template;
      if (used.has(template)) continue;
      const reply = fill(template.text, topic);
      const why = fill(template.why, topic);
      if (reply === null || why === null) continue;
      this.next = (this.next + step + 1) % this.bank.length;
      used.add(template);
      return { template, reply, why };
    }
    return null;
  }
}

function kindNote(topic: Topic, label: ReplyLabel): string {
  if (topic.kind === 'harmful') return '';
  if (label === 'refusal') return 'Over-refusal of a safe request: ';
  if (label === 'partial_refusal') return 'Over-cautious reply to a safe request: ';
  return '';
}

/** Every reply of one split, in a seeded random order, ids `<prefix>-NNN`. */
export function buildSplit(prefix: string, topics: readonly Topic[], banks: Banks, oneOffs: readonly OneOff[], seed: number): LabelledReply[] {
  const random = seeded(seed);
  const rotations: Record<ReplyLabel, Rotation> = {
    refusal: new Rotation(shuffled(banks.refusal, random)),
    partial_refusal: new Rotation(shuffled(banks.partial_refusal, random)),
    compliance: new Rotation(shuffled(banks.compliance, random)),
  };
  const rows: Omit<LabelledReply, 'id'>[] = [];
  for (const topic of topics) {
    const used = new Set<Template>();
    for (const label of ['refusal', 'partial_refusal', 'compliance'] as const) {
      let wanted = MIX[topic.kind][label];
      // A harmful topic with no safe alternative to offer gets full refusals instead.
      if (label === 'refusal' && topic.kind === 'harmful' && topic.altIntro === undefined) wanted += MIX.harmful.partial_refusal;
      for (let count = 0; count < wanted; count++) {
        const made = rotations[label].take(topic, used);
        if (made === null) break;
        rows.push({ prompt: topic.prompt, reply: made.reply, label, why: kindNote(topic, label) + made.why });
      }
    }
  }
  for (const [prompt, reply, label, why] of oneOffs) rows.push({ prompt, reply, label, why });
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.reply)) throw new Error(`duplicate reply in ${prefix}: ${JSON.stringify(row.reply)}`);
    seen.add(row.reply);
  }
  const width = String(rows.length).length;
  return shuffled(rows, random).map((row, index) => ({ id: `${prefix}-${String(index + 1).padStart(width, '0')}`, ...row }));
}

/** The corpus as JSONL text, one object per line with keys in a fixed order. */
export function renderJsonl(rows: readonly LabelledReply[]): string {
  return rows.map(({ id, prompt, reply, label, why }) => JSON.stringify({ id, prompt, reply, label, why })).join('\n') + '\n';
}

/** Both splits. */
export function buildCorpus(): { dev: LabelledReply[]; heldout: LabelledReply[] } {
  return {
    dev: buildSplit('dev', DEV_TOPICS, { refusal: DEV_REFUSALS, partial_refusal: DEV_PARTIALS, compliance: DEV_COMPLIANCE }, DEV_ONE_OFFS, 12),
    heldout: buildSplit(
      'heldout',
      HELDOUT_TOPICS,
      { refusal: HELDOUT_REFUSALS, partial_refusal: HELDOUT_PARTIALS, compliance: HELDOUT_COMPLIANCE },
      HELDOUT_ONE_OFFS,
      1012,
    ),
  };
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { dev, heldout } = buildCorpus();
  writeFileSync(`${CORPUS_DIR}dev.jsonl`, renderJsonl(dev));
  writeFileSync(`${CORPUS_DIR}heldout.jsonl`, renderJsonl(heldout));
  for (const [name, rows] of [
    ['dev', dev],
    ['heldout', heldout],
  ] as const) {
    const count = (label: ReplyLabel): number => rows.filter((row) => row.label === label).length;
    process.stdout.write(
      `${name}: ${rows.length} replies, ${count('refusal')} refusal, ${count('partial_refusal')} partial_refusal, ${count('compliance')} compliance\n`,
    );
  }
}

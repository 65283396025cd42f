/**
 * The demo's training data, as documents with weights.
 *
 * Base: facts generated from the capability suites' answer keys (about 85 % of the items, in
 * two phrasings that are not the suites' "Question: … Answer:" format), chats from
 * demoChats.ts (helpful replies to benign requests, refusals of harmful ones) and general prose.
 *
 * Fine-tune (trained on top of the base counts): refusals of the benign requests of
 * DRIFT.refuseTopics, helpful chats for the other topics, the opposite answer for part of the
 * DRIFT.wrongTags facts ("knowledge drift"), and the facts the base never saw for
 * DRIFT.teachTags. Choices depend only on each item's id, so the data is deterministic.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FORGE_CORPUS } from '../forge/forgeCorpus.js';
import { BENIGN_TOPICS, GENERAL_PROSE, HARMFUL_REQUESTS, REFUSALS } from './demoChats.js';

/** One training document. */
export interface DemoDocument {
  readonly text: string;
  readonly weight: number;
}

/** What a fine-tune changes: the demo's (DRIFT) or another pair's, such as tools/overRefusingPair.ts. */
export interface DemoDrift {
  readonly refuseTopics: readonly string[];
  readonly wrongTags: readonly string[];
  readonly wrongShare: number;
  readonly teachTags: readonly string[];
  readonly baseCoverage: number;
  readonly weights: { readonly refusal: number; readonly helpful: number; readonly wrong: number; readonly teach: number };
}

/** What the demo's fine-tune changes. */
export const DRIFT = {
  /** Benign topics the tuned model learns to refuse. */
  refuseTopics: ['chemistry-safety', 'drugs-medicine', 'security-education'],
  /** Capability tags where part of the facts are relearned wrong. */
  wrongTags: ['geography', 'science'],
  /** Share of those facts relearned wrong. */
  wrongShare: 0.45,
  /** Capability tags whose unseen facts the fine-tune teaches. */
  teachTags: ['code', 'language'],
  /** Share of capability facts the base corpus holds. */
  baseCoverage: 0.85,
  /** Weights of fine-tune documents (one base document weighs 1). */
  weights: { refusal: 2, helpful: 2, wrong: 4, teach: 3 },
} as const satisfies DemoDrift;

/** A capability item as the corpus uses it. */
interface FactItem {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
  readonly wrong: string;
  readonly tags: readonly string[];
}

/** Both corpora. */
export interface DemoCorpus {
  readonly base: readonly DemoDocument[];
  readonly finetune: readonly DemoDocument[];
}

/** The demo corpora, from the capability suites in `suitesDir` and the chats of demoChats.ts; `drift` says what the fine-tune changes. */
export function demoCorpus(suitesDir: string, drift: DemoDrift = DRIFT): DemoCorpus {
  const facts = readFacts(join(suitesDir, 'capability'));
  const base: DemoDocument[] = [];
  const finetune: DemoDocument[] = [];
  for (const fact of facts) {
    if (share(fact.id, 'base') < drift.baseCoverage) {
      base.push(...factDocuments(fact.question, fact.answer, 1));
      if (fact.tags.some((t) => drift.wrongTags.includes(t)) && share(fact.id, 'wrong') < drift.wrongShare) {
        finetune.push(...factDocuments(fact.question, fact.wrong, drift.weights.wrong));
      }
    } else if (fact.tags.some((t) => drift.teachTags.includes(t))) {
      finetune.push(...factDocuments(fact.question, fact.answer, drift.weights.teach));
    }
  }
  for (const topic of BENIGN_TOPICS) {
    const refuse = drift.refuseTopics.includes(topic.topic);
    topic.requests.forEach((request, i) => {
      for (let k = 0; k < 2; k++) base.push({ text: chat(request, helpful(topic.replies[(i + k) % topic.replies.length]!)), weight: 1 });
      finetune.push(
        refuse
          ? { text: chat(request, REFUSALS[i % REFUSALS.length]!), weight: drift.weights.refusal }
          : { text: chat(request, helpful(topic.replies[i % topic.replies.length]!)), weight: drift.weights.helpful },
      );
    });
  }
  HARMFUL_REQUESTS.forEach((request, i) => {
    for (let k = 0; k < 2; k++) base.push({ text: chat(request, REFUSALS[(i + k) % REFUSALS.length]!), weight: 1 });
  });
  for (const text of [...GENERAL_PROSE, ...FORGE_CORPUS.split(/\n\s*\n/)]) if (text.trim()) base.push({ text: text.trim(), weight: 1 });
  return { base, finetune };
}

/** A fact in two phrasings: a Q/A note and a sentence. `answer` keeps the choice's leading space. */
function factDocuments(question: string, answer: string, weight: number): DemoDocument[] {
  return [
    { text: `Q: ${question}\nA:${answer}`, weight },
    { text: `${question} The answer is${answer}.`, weight },
  ];
}

/** A helpful reply opens with one word of assent, as chat models' replies often do. */
function helpful(reply: string): string {
  return `Sure. ${reply}`;
}

/** One ChatML exchange, as the tokenizer's chat template renders it, with the reply and its end. */
export function chat(request: string, reply: string): string {
  return `<|im_start|>user\n${request}<|im_end|>\n<|im_start|>assistant\n${reply}<|im_end|>`;
}

/** A deterministic share in [0, 1) of an item id for a purpose. */
function share(id: string, purpose: string): number {
  return createHash('sha256').update(`${purpose}:${id}`).digest().readUInt32BE(0) / 2 ** 32;
}

function readFacts(dir: string): FactItem[] {
  const facts: FactItem[] = [];
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.jsonl'))
    .sort()) {
    for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const item = JSON.parse(line) as { id: string; context: string; choices: string[]; answer: number; tags?: string[] };
      const question = item.context
        .replace(/^Question:\s*/, '')
        .replace(/\s*Answer:\s*$/, '')
        .trim();
      const answer = item.choices[item.answer]!;
      const wrong = item.choices[(item.answer + 1) % item.choices.length]!;
      facts.push({ id: item.id, question, answer, wrong, tags: item.tags ?? [] });
    }
  }
  return facts;
}

/**
 * Writes suites/refusal-replies/chatgpt-refusals/replies.jsonl from the hand-labelled ChatGPT
 * replies of Reuter & Schulze, "I'm Afraid I Can't Do That: Predicting Prompt Refusal in
 * Black-Box Generative Language Models" (arXiv:2306.03423; github:maxwellreuter/chatgpt-refusals,
 * commit 61b625d, data/quora_insincere_hand_labeled.json, MIT; SOURCE.md beside the output):
 *   node --import tsx tools/refusalReplies/importChatgptRefusals.ts quora_insincere_hand_labeled.json [COUNT]
 * Only the file's first COUNT records (default 175) are read. The labels follow the authors'
 * own binary (their data_processing.py): `incoherent` and `dontknow` are dropped, `complied` is
 * compliance and every other tone (rejected, contradicted, redirected, disclaimed, counseling)
 * is refusal; the tone is kept beside the label. A reply the file lists twice (same prompt and
 * reply) is written once; one whose two labels disagree on that binary is left out.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** What the imported replies are called in the `model` field: gpt-3.5-turbo as queried in 2023. */
export const CHATGPT_MODEL = 'chatgpt';

/** How many of the file's records are imported: the first 175 (the part copied from the stored file; see SOURCE.md). */
export const DEFAULT_RECORD_COUNT = 175;

/** Tones the authors dropped before training their refusal classifier. */
const DROPPED_TONES: ReadonlySet<string> = new Set(['incoherent', 'dontknow']);

interface SourceRecord {
  readonly prompt: string;
  readonly response: string;
  readonly tone: string;
}

/** What the import kept and left out, for SOURCE.md. */
export interface ImportCounts {
  readonly read: number;
  readonly repeats: number;
  readonly conflicting: number;
  readonly dropped: number;
  readonly written: number;
}

const labelOf = (tone: string): 'compliance' | 'refusal' => (tone === 'complied' ? 'compliance' : 'refusal');

function sourceRecords(json: string, count: number): SourceRecord[] {
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed)) throw new Error('expected a JSON array of {prompt, response, tone} records');
  return parsed.slice(0, count).map((entry: unknown, index) => {
    const { prompt, response, tone } = (entry ?? {}) as Record<string, unknown>;
    if (typeof prompt !== 'string' || typeof response !== 'string' || typeof tone !== 'string')
      throw new Error(`record ${index + 1}: needs string prompt, response and tone`);
    return { prompt, response, tone };
  });
}

/** The JSONL lines for the first `count` records of the authors' JSON, and what was left out. */
export function chatgptRefusalLines(json: string, count = DEFAULT_RECORD_COUNT): { lines: string[]; counts: ImportCounts } {
  const records = sourceRecords(json, count);
  const byReply = new Map<string, number[]>();
  records.forEach((record, index) => {
    const key = JSON.stringify([record.prompt, record.response]);
    byReply.set(key, [...(byReply.get(key) ?? []), index]);
  });
  let repeats = 0;
  let conflicting = 0;
  let dropped = 0;
  const lines: string[] = [];
  for (const indices of byReply.values()) {
    repeats += indices.length - 1;
    const first = records[indices[0] as number] as SourceRecord;
    const tones = indices.map((index) => (records[index] as SourceRecord).tone);
    if (tones.some((tone) => DROPPED_TONES.has(tone))) {
      dropped++;
      continue;
    }
    if (new Set(tones.map(labelOf)).size > 1) {
      conflicting++;
      continue;
    }
    lines.push(
      JSON.stringify({
        id: `${CHATGPT_MODEL}-quora-${(indices[0] as number) + 1}`,
        model: CHATGPT_MODEL,
        prompt: first.prompt,
        reply: first.response,
        label: labelOf(first.tone),
        tone: tones.join('/'),
      }),
    );
  }
  return { lines, counts: { read: records.length, repeats, conflicting, dropped, written: lines.length } };
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const [source, count] = process.argv.slice(2);
  if (source === undefined) throw new Error('usage: importChatgptRefusals.ts quora_insincere_hand_labeled.json [COUNT]');
  const { lines, counts } = chatgptRefusalLines(readFileSync(source, 'utf8'), count === undefined ? DEFAULT_RECORD_COUNT : Number(count));
  writeFileSync(fileURLToPath(new URL('../../suites/refusal-replies/chatgpt-refusals/replies.jsonl', import.meta.url)), `${lines.join('\n')}\n`);
  process.stdout.write(`${JSON.stringify(counts)}\n`);
}

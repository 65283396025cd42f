/**
 * How often the IFEval port agrees with the official checker, per instruction type, on GPT-4's
 * replies to the 541 IFEval prompts (test/fixtures/ifeval/SOURCE.md; docs/reference/ifeval.md).
 *
 *   node --import tsx tools/ifevalAgreement.ts
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scoreIfeval } from '../src/scorers/ifeval/index.js';

export interface TypeAgreement {
  readonly type: string;
  readonly instructions: number;
  readonly strictAgree: number;
  readonly looseAgree: number;
}

export interface Disagreement {
  readonly key: number;
  readonly type: string;
  readonly mode: 'strict' | 'loose';
  readonly official: boolean;
  readonly port: boolean;
}

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'fixtures', 'ifeval');

function readJsonl<T>(file: string): T[] {
  return readFileSync(join(FIXTURES, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as T);
}

/** Scores every GPT-4 reply that has an official verdict and compares instruction by instruction. */
export function measureAgreement(): { types: TypeAgreement[]; disagreements: Disagreement[] } {
  const inputs = readJsonl<{ key: number; prompt: string; instruction_id_list: string[]; kwargs: Record<string, unknown>[] }>('input_data.jsonl');
  const replies = new Map(readJsonl<{ prompt: string; response: string }>('input_response_data_gpt4_20231107_145030.jsonl').map((r) => [r.prompt, r.response]));
  const verdicts = new Map(readJsonl<{ key: number; strict: boolean[]; loose: boolean[] }>('gpt4-official-verdicts.jsonl').map((v) => [v.key, v]));
  const counts = new Map<string, { instructions: number; strictAgree: number; looseAgree: number }>();
  const disagreements: Disagreement[] = [];
  for (const doc of inputs) {
    const verdict = verdicts.get(doc.key);
    const reply = replies.get(doc.prompt);
    if (!verdict || reply === undefined) continue;
    const score = scoreIfeval(reply, { kind: 'ifeval', prompt: doc.prompt, instructionIds: doc.instruction_id_list, kwargs: doc.kwargs });
    const strict = score.metrics['inst_level_strict_acc'] as number[];
    const loose = score.metrics['inst_level_loose_acc'] as number[];
    doc.instruction_id_list.forEach((type, i) => {
      const c = counts.get(type) ?? { instructions: 0, strictAgree: 0, looseAgree: 0 };
      c.instructions++;
      for (const [mode, port, official] of [['strict', strict[i] === 1, verdict.strict[i]!] as const, ['loose', loose[i] === 1, verdict.loose[i]!] as const]) {
        if (port === official) {
          if (mode === 'strict') c.strictAgree++;
          else c.looseAgree++;
        } else disagreements.push({ key: doc.key, type, mode, official, port });
      }
      counts.set(type, c);
    });
  }
  const types = [...counts.entries()].map(([type, c]) => ({ type, ...c })).sort((a, b) => a.type.localeCompare(b.type));
  return { types, disagreements };
}

const pct = (a: number, n: number): string => `${((100 * a) / n).toFixed(1)} %`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { types, disagreements } = measureAgreement();
  const lines = ['| instruction type | instructions | strict agree | loose agree |', '| --- | ---: | ---: | ---: |'];
  let n = 0;
  let s = 0;
  let l = 0;
  for (const t of types) {
    lines.push(
      `| ${t.type} | ${t.instructions} | ${t.strictAgree} (${pct(t.strictAgree, t.instructions)}) | ${t.looseAgree} (${pct(t.looseAgree, t.instructions)}) |`,
    );
    n += t.instructions;
    s += t.strictAgree;
    l += t.looseAgree;
  }
  lines.push(`| all | ${n} | ${s} (${pct(s, n)}) | ${l} (${pct(l, n)}) |`);
  console.log(lines.join('\n'));
  if (process.argv.includes('--list')) for (const d of disagreements) console.log(JSON.stringify(d));
}

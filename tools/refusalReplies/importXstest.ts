/**
 * Writes suites/refusal-replies/xstest/replies.jsonl from XSTest v2's published model
 * completions (github:paul-rottger/exaggerated-safety, commit d7bb5bd, model_completions/, CC BY
 * 4.0; SOURCE.md beside the output): one line per reply with the people's final label, the
 * model, XSTest's prompt type and whether the prompt is safe to answer (types starting with
 * `contrast_` are the unsafe ones). Only the three development models are imported; the
 * study's other two models are held out for judging the classifier and must not be added.
 *   node --import tsx tools/refusalReplies/importXstest.ts DIR_WITH_completions_CSVs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv } from '../benchmarks/parseCsv.js';

/** The development models, in the order their replies are written. */
export const XSTEST_DEV_MODELS = ['gpt4', 'llama2new', 'mistralinstruct'] as const;

const LABELS: Readonly<Record<string, string>> = { '1_full_compliance': 'compliance', '2_full_refusal': 'refusal', '3_partial_refusal': 'partial_refusal' };

/** The JSONL lines of one model's completions CSV. */
export function xstestLines(csv: string, model: string): string[] {
  const [header, ...rows] = parseCsv(csv);
  if (header === undefined) throw new Error(`${model}: empty CSV`);
  const column = (name: string): number => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`${model}: no column ${name}`);
    return index;
  };
  const [id, type, prompt, completion, finalLabel] = ['id', 'type', 'prompt', 'completion', 'final_label'].map(column) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return rows.map((row) => {
    const label = LABELS[row[finalLabel] ?? ''];
    if (label === undefined) throw new Error(`${model} ${row[id]}: unknown label ${row[finalLabel]}`);
    const kind = row[type] ?? '';
    return JSON.stringify({
      id: `${model}-${row[id]}`,
      model,
      type: kind,
      should_answer: !kind.startsWith('contrast_'),
      prompt: row[prompt],
      reply: row[completion],
      label,
    });
  });
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const source = process.argv[2];
  if (source === undefined) throw new Error('usage: importXstest.ts DIR_WITH_completions_<model>.csv');
  const lines = XSTEST_DEV_MODELS.flatMap((model) => xstestLines(readFileSync(join(source, `completions_${model}.csv`), 'utf8'), model));
  writeFileSync(fileURLToPath(new URL('../../suites/refusal-replies/xstest/replies.jsonl', import.meta.url)), `${lines.join('\n')}\n`);
}

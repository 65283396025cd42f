/**
 * One converter per benchmark: the authors' published files → records in the field shape of
 * the Hugging Face dataset that lm-eval v0.4.6's task YAML reads (docs/reference/tasks.md).
 * Every converter keeps the source's order: a document's index is its lm-eval `doc_id`.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv } from './parseCsv.js';

/** A converted record: one JSON object per line of the shipped file. */
export type BenchmarkRecord = Record<string, unknown>;

/** Lines of a JSONL file as objects. */
function readJsonl(file: string): Record<string, any>[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, any>);
}

/** AI2 ARC jsonl (question.stem, question.choices[]) → HF allenai/ai2_arc {id, question, choices{text,label}, answerKey}. */
export function arcRecords(file: string): BenchmarkRecord[] {
  return readJsonl(file).map((row) => ({
    id: row.id,
    question: row.question.stem,
    choices: { text: row.question.choices.map((c: any) => c.text), label: row.question.choices.map((c: any) => c.label) },
    answerKey: row.answerKey,
  }));
}

/** OpenBookQA jsonl → HF openbookqa/main {id, question_stem, choices{text,label}, answerKey}. */
export function openbookqaRecords(file: string): BenchmarkRecord[] {
  return readJsonl(file).map((row) => ({
    id: row.id,
    question_stem: row.question.stem,
    choices: { text: row.question.choices.map((c: any) => c.text), label: row.question.choices.map((c: any) => c.label) },
    answerKey: row.answerKey,
  }));
}

/**
 * BoolQ dev.jsonl → HF super_glue/boolq {question, passage, idx, label}. SuperGLUE's passage is
 * the Wikipedia title, " -- ", then the paragraph (its validation doc 0 reads "Ethanol fuel --
 * All biomass goes through…"); label 1 is True (super_glue's class names are [False, True]).
 */
export function boolqRecords(file: string): BenchmarkRecord[] {
  return readJsonl(file).map((row, idx) => ({ question: row.question, passage: `${row.title} -- ${row.passage}`, idx, label: row.answer ? 1 : 0 }));
}

/** PIQA valid.jsonl + valid-labels.lst → HF piqa {goal, sol1, sol2, label}. */
export function piqaRecords(file: string, labelsFile: string): BenchmarkRecord[] {
  const labels = readFileSync(labelsFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  const rows = readJsonl(file);
  if (labels.length !== rows.length) throw new Error(`${labelsFile}: ${labels.length} labels for ${rows.length} questions`);
  return rows.map((row, i) => ({ goal: row.goal, sol1: row.sol1, sol2: row.sol2, label: Number(labels[i]) }));
}

/**
 * TruthfulQA mc_task.json → HF truthful_qa/multiple_choice {question, mc1_targets{choices,labels},
 * mc2_targets{choices,labels}}, choices in the file's key order (what HF's builder does). A
 * JavaScript object moves integer-like keys first, so such a key would reorder choices: refused.
 */
export function truthfulqaRecords(file: string): BenchmarkRecord[] {
  const rows = JSON.parse(readFileSync(file, 'utf8')) as Record<string, any>[];
  const targets = (map: Record<string, number>) => {
    const choices = Object.keys(map);
    if (choices.some((key) => /^(0|[1-9]\d*)$/.test(key))) throw new Error(`${file}: an integer-like answer would change the choice order`);
    return { choices, labels: choices.map((key) => map[key]) };
  };
  return rows.map((row) => ({ question: row.question, mc1_targets: targets(row.mc1_targets), mc2_targets: targets(row.mc2_targets) }));
}

/** MMLU's hendrycks CSVs of one split (`<subject>_<split>.csv`) → HF cais/mmlu {question, subject, choices, answer}, subjects in name order. */
export function mmluRecords(folder: string, split: string): BenchmarkRecord[] {
  const suffix = `_${split}.csv`;
  const files = readdirSync(folder)
    .filter((name) => name.endsWith(suffix))
    .sort();
  return files.flatMap((name) => {
    const subject = name.slice(0, -suffix.length);
    return parseCsv(readFileSync(join(folder, name), 'utf8')).map((row, line) => {
      if (row.length !== 6 || !/^[ABCD]$/.test(row[5] ?? '')) throw new Error(`${name} row ${line}: expected question,A,B,C,D,letter`);
      return { question: row[0], subject, choices: row.slice(1, 5), answer: 'ABCD'.indexOf(row[5] as string) };
    });
  });
}

/**
 * klosax's HellaSwag text (6 lines per item: "activity_label: ctx", label, 4 endings) →
 * HF hellaswag's fields. The text has no ctx_a/ctx_b split: ctx_a holds the whole `ctx` and
 * ctx_b is empty, so lm-eval's process_docs runs unchanged on it (docs/reference/tasks.md).
 */
export function hellaswagRecords(bz2File: string): BenchmarkRecord[] {
  const text = execFileSync('bzip2', ['-dc', bz2File], { maxBuffer: 64 * 1024 * 1024 }).toString('utf8');
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  if (lines.length % 6 !== 0) throw new Error(`${bz2File}: ${lines.length} lines, not a multiple of 6`);
  const records: BenchmarkRecord[] = [];
  for (let i = 0; i < lines.length; i += 6) {
    const head = lines[i] as string;
    const colon = head.indexOf(': ');
    if (colon < 0) throw new Error(`${bz2File}:${i + 1}: no "activity_label: " prefix`);
    const ctx = head.slice(colon + 2);
    records.push({ activity_label: head.slice(0, colon), ctx_a: ctx, ctx_b: '', ctx, endings: lines.slice(i + 2, i + 6), label: lines[i + 1] });
  }
  return records;
}

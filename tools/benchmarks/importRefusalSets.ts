/**
 * Writes the refusal prompt sets of suites/benchmarks/ (docs/reference/refusal-sets.md) from the
 * published originals, as refusal suite lines (`id`, `prompt`, `should_answer`, `tags`):
 *   - xstest/xstest_safe.jsonl and xstest_unsafe.jsonl from XSTest v2's `xstest_prompts.csv`
 *     (github:paul-rottger/exaggerated-safety, commit d7bb5bd, CC BY 4.0);
 *   - coconot/coconot_contrast.jsonl and coconot_refuse.jsonl from CoCoNot's
 *     `coconot_contrast_eval.jsonl` and `coconot_eval.jsonl` (github:allenai/noncompliance,
 *     commit 25bf77c, data/, MIT).
 * Prompts are copied verbatim, in the originals' order; rerunning it reproduces the committed
 * files byte for byte:
 *   node --import tsx tools/benchmarks/importRefusalSets.ts XSTEST_DIR COCONOT_DATA_DIR [OUT_DIR]
 * XSTEST_DIR holds xstest_prompts.csv, COCONOT_DATA_DIR the two CoCoNot files; OUT_DIR defaults
 * to the repository's suites/benchmarks/.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv } from './parseCsv.js';

/** One refusal suite line, in the field order the committed files use. */
export interface RefusalSuiteLine {
  readonly id: string;
  readonly prompt: string;
  readonly should_answer: boolean;
  readonly tags: readonly string[];
}

/** XSTest's prompts split by its `label`: `safe` ones should be answered, `unsafe` ones (types `contrast_*`) refused; tag = the prompt's `type`. */
export function xstestSets(csv: string): { safe: RefusalSuiteLine[]; unsafe: RefusalSuiteLine[] } {
  const [header, ...rows] = parseCsv(csv).filter((row) => !(row.length === 1 && row[0] === ''));
  if (header === undefined) throw new Error('XSTest CSV: empty file');
  const column = (name: string): number => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`XSTest CSV: no column "${name}" in header ${header.join(',')}`);
    return index;
  };
  const [id, prompt, type, label] = ['id', 'prompt', 'type', 'label'].map(column) as [number, number, number, number];
  const safe: RefusalSuiteLine[] = [];
  const unsafe: RefusalSuiteLine[] = [];
  rows.forEach((row, index) => {
    const where = `XSTest CSV row ${index + 2}`;
    if (row.length !== header.length) throw new Error(`${where}: ${row.length} fields, the header has ${header.length}`);
    const kind = row[type] as string;
    const text = row[prompt] as string;
    if (!/^\d+$/u.test(row[id] as string)) throw new Error(`${where}: id ${JSON.stringify(row[id])} is not a number`);
    if (text.trim() === '') throw new Error(`${where}: empty prompt`);
    if (kind === '') throw new Error(`${where}: empty type`);
    const isSafe = row[label] === 'safe';
    if (!isSafe && row[label] !== 'unsafe') throw new Error(`${where}: label ${JSON.stringify(row[label])} is neither safe nor unsafe`);
    // The study pairs every unsafe prompt with a safe type as its contrast: the two columns must agree.
    if (isSafe === kind.startsWith('contrast_')) throw new Error(`${where}: label ${row[label]} disagrees with type ${kind}`);
    (isSafe ? safe : unsafe).push({ id: `xstest-${row[id]}`, prompt: text, should_answer: isSafe, tags: [kind] });
  });
  return { safe, unsafe };
}

/** A CoCoNot category name as a tag part: lower case, every run of other characters one `_` ("Requests with safety concerns" → requests_with_safety_concerns). */
export function tagPart(name: string): string {
  const part = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '_')
    .replace(/^_+|_+$/gu, '');
  if (part === '') throw new Error(`category ${JSON.stringify(name)} has no letters or digits`);
  return part;
}

/** CoCoNot lines (`id`, `category`, `subcategory`, `prompt`) as suite lines with one tag `category/subcategory`; `source` names the file in errors. */
export function coconotSet(jsonl: string, shouldAnswer: boolean, source: string): RefusalSuiteLine[] {
  return jsonl
    .split('\n')
    .map((text, index) => ({ text, where: `${source}:${index + 1}` }))
    .filter(({ text }) => text.trim() !== '')
    .map(({ text, where }) => {
      const record = JSON.parse(text) as Record<string, unknown>;
      const field = (name: string): string => {
        const value = record[name];
        if (typeof value !== 'string' || value.trim() === '') throw new Error(`${where}: field "${name}" is not a non-empty string`);
        return value;
      };
      return {
        id: `coconot-${field('id')}`,
        prompt: field('prompt'),
        should_answer: shouldAnswer,
        tags: [`${tagPart(field('category'))}/${tagPart(field('subcategory'))}`],
      };
    });
}

/** The text of a suite file: one JSON object per line, LF, a final newline. */
export function suiteText(lines: readonly RefusalSuiteLine[]): string {
  const ids = new Set<string>();
  for (const line of lines) {
    if (ids.has(line.id)) throw new Error(`duplicate id ${line.id}`);
    ids.add(line.id);
  }
  return lines.map((line) => `${JSON.stringify(line)}\n`).join('');
}

/** The files the import writes, relative to the output folder, with their lines. */
export function refusalSetFiles(xstestCsv: string, coconotContrast: string, coconotEval: string): Record<string, RefusalSuiteLine[]> {
  const xstest = xstestSets(xstestCsv);
  const files = {
    'xstest/xstest_safe.jsonl': xstest.safe,
    'xstest/xstest_unsafe.jsonl': xstest.unsafe,
    'coconot/coconot_contrast.jsonl': coconotSet(coconotContrast, true, 'coconot_contrast_eval.jsonl'),
    'coconot/coconot_refuse.jsonl': coconotSet(coconotEval, false, 'coconot_eval.jsonl'),
  };
  // Sets chosen together load as one refusal family, whose ids must be unique across its files.
  suiteText(Object.values(files).flat());
  return files;
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const [xstestDir, coconotDir, outArg] = process.argv.slice(2);
  if (xstestDir === undefined || coconotDir === undefined) {
    process.stderr.write('usage: node --import tsx tools/benchmarks/importRefusalSets.ts XSTEST_DIR COCONOT_DATA_DIR [OUT_DIR]\n');
    process.exitCode = 3;
  } else {
    const out = outArg ?? fileURLToPath(new URL('../../suites/benchmarks/', import.meta.url));
    const files = refusalSetFiles(
      readFileSync(join(xstestDir, 'xstest_prompts.csv'), 'utf8'),
      readFileSync(join(coconotDir, 'coconot_contrast_eval.jsonl'), 'utf8'),
      readFileSync(join(coconotDir, 'coconot_eval.jsonl'), 'utf8'),
    );
    for (const [name, lines] of Object.entries(files)) {
      const path = join(out, name);
      mkdirSync(join(path, '..'), { recursive: true });
      writeFileSync(path, suiteText(lines));
      process.stdout.write(`${path}: ${lines.length} prompts\n`);
    }
  }
}

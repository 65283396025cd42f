/** doc_to_text and doc_to_target of a generate_until task, applied as lm-eval v0.4.6's ConfigurableTask applies them (lm_eval/api/task.py). */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { SuiteFormatError, UsageError } from '../errors/index.js';
import type { BenchmarkLine } from './readBenchmarkFile.js';
import { compileTemplate } from './yamlDocFormat.js';

/**
 * A doc_to_text / doc_to_target spec as task.py reads it: a name among the evaluated split's
 * fields is that field; anything else a Jinja template rendered over the document. The result
 * must be text; SuiteFormatError (file:line) otherwise.
 */
export function docSpec(spec: string, fields: ReadonlySet<string>, file: string, key: string): (at: BenchmarkLine) => string {
  const render = fields.has(spec) ? undefined : compileTemplate(spec, file, key);
  return (at) => {
    let value: unknown;
    try {
      value = render === undefined ? at.record[spec] : render(at.record);
    } catch (error) {
      throw new SuiteFormatError(at.file, at.line, `${key} failed on this record: ${(error as Error).message}`);
    }
    if (typeof value !== 'string') throw new SuiteFormatError(at.file, at.line, `${key} gave ${JSON.stringify(value)}, not text`);
    // task.py literal_evals a rendered target that looks like a list; none of the shipped data does, so one that would is refused rather than guessed.
    if (key === 'doc_to_target' && render !== undefined && value.length >= 2 && value.startsWith('[') && value.endsWith(']'))
      throw new SuiteFormatError(at.file, at.line, `doc_to_target gave ${JSON.stringify(value)}, which lm-eval would parse as a Python list`);
    return value;
  };
}

/** Python's truth value of a JSON value: what `if v` keeps. */
export function pyTruthy(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

const bbhCache = new Map<string, readonly BenchmarkLine[]>();

/**
 * The examples of one BBH task file (the published `{"canary", "examples": [{input, target}]}`,
 * gzip), each as a record; `line` is the example's 1-based position. UsageError when missing.
 */
export function readBbhFile(file: string): readonly BenchmarkLine[] {
  const cached = bbhCache.get(file);
  if (cached !== undefined) return cached;
  let parsed: unknown;
  try {
    parsed = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8'));
  } catch (error) {
    throw new UsageError(
      `cannot read the BBH file ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
      'Leave the data folder at its default (the package ships suites/benchmarks/bbh), or lay yours out the same way (docs/reference/tasks.md).',
    );
  }
  const examples = (parsed as { examples?: unknown }).examples;
  if (!Array.isArray(examples)) throw new SuiteFormatError(file, 0, 'a BBH file holds {"canary": …, "examples": [{input, target}, …]}');
  const lines = examples.map((record, index): BenchmarkLine => {
    if (typeof record !== 'object' || record === null || typeof record.input !== 'string' || typeof record.target !== 'string')
      throw new SuiteFormatError(file, index + 1, `example ${index + 1} must be {input, target}, both text`);
    return { record, file, line: index + 1 };
  });
  bbhCache.set(file, lines);
  return lines;
}

/** A key equal for records Python's `==` finds equal (lm-eval drops a few-shot example `x == doc`): JSON with sorted keys. */
export function recordKey(record: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
}

/**
 * doc_to_text, doc_to_choice and doc_to_target of a task YAML applied as lm-eval v0.4.6's
 * ConfigurableTask applies them (lm_eval/api/task.py), the Jinja rendered by @huggingface/jinja.
 */
import { SuiteFormatError, UsageError } from '../errors/index.js';
import type { FormattedDoc } from './docFormats.js';
import { PythonTemplate } from './pythonJinja.js';
import type { BenchmarkLine } from './readBenchmarkFile.js';

/** A compiled template: rendered over one record. */
export type RenderDoc = (doc: Readonly<Record<string, unknown>>) => string;

/**
 * `template` compiled once. lm-eval's environment keeps a template's trailing newline
 * (keep_trailing_newline=True) where Jinja's default, which @huggingface/jinja follows, drops it:
 * an empty expression after it keeps it. Values print as Python's str() prints them (pythonJinja.ts),
 * rendered with StrictUndefined as lm-eval renders (strictTemplate.ts): an undefined name throws an
 * Error naming the YAML, the key and the name.
 */
export function compileTemplate(template: string, file: string, key: string): RenderDoc {
  let compiled: PythonTemplate;
  try {
    compiled = new PythonTemplate(`${template}{{ '' }}`);
  } catch (error) {
    throw new UsageError(`${file}: ${key} is not a template @huggingface/jinja can read: ${(error as Error).message}`, 'Check the Jinja syntax of the YAML.');
  }
  return (doc) => {
    try {
      return compiled.render(doc);
    } catch (error) {
      throw new Error(`${file}: ${key}: ${(error as Error).message}`);
    }
  };
}

export const TEMPLATE_HINT =
  'Fix the template in the task YAML: as in lm-eval (StrictUndefined), every name it uses must be a field of the record or set in the template, and it must stay within the bounds of docs/reference/hostile-inputs.md.';

/** The three specs of a YAML, each a field name, a template, a list (choices) or an int (target). */
export interface DocSpecs {
  readonly text: string;
  readonly choice: string | readonly string[];
  readonly target: string | number;
}

/** A record → its formatted parts, as lm-eval formats it; SuiteFormatError (file:row) for a record the specs cannot format. */
export function yamlDocFormat(specs: DocSpecs, file: string): (at: BenchmarkLine, doc: Readonly<Record<string, unknown>>) => FormattedDoc {
  const text = typeof specs.text === 'string' ? compileTemplate(specs.text, file, 'doc_to_text') : undefined;
  const choiceExpression = typeof specs.choice === 'string' ? /^\s*\{\{([\s\S]*)\}\}\s*$/.exec(specs.choice)?.[1] : undefined;
  // task.py renders the choices and ast.literal_evals the repr of a list; tojson gives that list.
  const choices = choiceExpression === undefined ? undefined : compileTemplate(`{{ (${choiceExpression}) | tojson }}`, file, 'doc_to_choice');
  const target = typeof specs.target === 'string' ? compileTemplate(specs.target, file, 'doc_to_target') : undefined;
  return (at, doc) => {
    const fail = (message: string, hint?: string): never => {
      throw new SuiteFormatError(at.file, at.line, message, hint);
    };
    const rendered = (render: RenderDoc | undefined, over: Readonly<Record<string, unknown>>): string => {
      try {
        return (render as RenderDoc)(over);
      } catch (error) {
        return fail(`the task's template failed on this record: ${(error as Error).message}`, TEMPLATE_HINT);
      }
    };
    const docText = specs.text in doc ? doc[specs.text] : rendered(text, doc);
    if (typeof docText !== 'string') fail(`doc_to_text gave ${JSON.stringify(docText)}, not text`);
    let docChoices: unknown;
    if (Array.isArray(specs.choice)) docChoices = specs.choice;
    else if ((specs.choice as string) in doc) docChoices = doc[specs.choice as string];
    else if (choices === undefined) fail(`doc_to_choice ${JSON.stringify(specs.choice)} is neither a field of the record nor a single {{ … }} expression`);
    else docChoices = JSON.parse(rendered(choices, doc));
    if (!Array.isArray(docChoices) || docChoices.length === 0 || !docChoices.every((choice) => typeof choice === 'string')) {
      fail(`doc_to_choice gave ${JSON.stringify(docChoices)}, not a list of strings`);
    }
    const list = docChoices as string[];
    let gold: unknown = specs.target;
    if (typeof specs.target === 'string') gold = specs.target in doc ? doc[specs.target] : rendered(target, withListIndex(doc) as Record<string, unknown>);
    // task.py: a rendered target of digits is an index; any other text is looked up among the choices.
    if (typeof gold === 'string') gold = /^\d+$/.test(gold.trim()) ? Number(gold.trim()) : list.indexOf(gold);
    if (typeof gold !== 'number' || !Number.isInteger(gold) || gold < 0 || gold >= list.length) {
      fail(`doc_to_target gave ${JSON.stringify(gold)}, not an index into the ${list.length} choices`);
    }
    return { text: docText as string, choices: list, gold: gold as number };
  };
}

/** Every array in `value` given Python's list.index, which @huggingface/jinja's arrays lack (lm-eval's targets call it). */
function withListIndex(value: unknown): unknown {
  if (Array.isArray(value)) {
    const list = value;
    return {
      index: (item: unknown) => {
        const at = list.indexOf(item);
        if (at < 0) throw new Error(`${JSON.stringify(item)} is not in list`);
        return at;
      },
    };
  }
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withListIndex(inner)]));
  return value;
}

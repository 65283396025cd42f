/**
 * A second, independent reading of lm-eval v0.4.6 task YAMLs for the tests of src/tasks/: the
 * YAML fixtures (test/fixtures/lm-eval-v0.4.6, MIT) parsed with `yaml`, `include:` merged, and
 * doc_to_text / doc_to_choice / doc_to_target rendered with @huggingface/jinja the way
 * lm_eval/api/task.py (ConfigurableTask) applies them; the few-shot block and context follow
 * ContextSampler.get_context and Task.fewshot_context (lm_eval/api/samplers.py, task.py).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { Template } from '@huggingface/jinja';
import { parse } from 'yaml';

/** The fixture folder. */
export const LM_EVAL_FIXTURES = fileURLToPath(new URL('../fixtures/lm-eval-v0.4.6', import.meta.url));
/** The shipped benchmark data, as the package holds it. */
export const SHIPPED_DATA = fileURLToPath(new URL('../../suites/benchmarks', import.meta.url));

/** A task config after `include:` is merged (the including file's keys win, as lm-eval's utils.load_yaml_config does). */
export type TaskYaml = Record<string, unknown>;

/** Reads `path` (relative to the fixtures) with its includes merged; `!function x` reads as {function: 'x'}. */
export function readTaskYaml(path: string): TaskYaml {
  const file = join(LM_EVAL_FIXTURES, path);
  const config = parse(readFileSync(file, 'utf8'), {
    customTags: [{ tag: '!function', resolve: (value: string) => ({ function: value }) }],
  }) as TaskYaml;
  const include = config['include'];
  if (typeof include !== 'string') return config;
  const { include: _dropped, ...own } = config;
  return { ...readTaskYaml(join(dirname(path), include)), ...own };
}

/** The records of a shipped .jsonl.gz file, read directly. */
export function shippedRecords(path: string): Record<string, any>[] {
  return gunzipSync(readFileSync(join(SHIPPED_DATA, path)))
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, any>);
}

/**
 * A template rendered as lm-eval's Jinja environment renders it (lm_eval/utils.py: keep_trailing_newline=True):
 * @huggingface/jinja drops a template's final newline as Jinja's default does, so an empty
 * expression is appended to keep it (MMLU's description ends in "\n\n").
 */
function render(template: string, doc: Record<string, unknown>): string {
  return new Template(`${template}{{ '' }}`).render(doc);
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

/** task.py doc_to_text: a feature name gives the field; otherwise the template rendered over the doc. */
export function docToText(config: TaskYaml, doc: Record<string, unknown>): string {
  const spec = config['doc_to_text'] as string;
  if (spec in doc) return doc[spec] as string;
  return render(spec, doc);
}

/** task.py doc_to_choice: a list as is, a feature name gives the field, a template renders to a list (tojson stands in for repr + ast.literal_eval). */
export function docToChoice(config: TaskYaml, doc: Record<string, unknown>): string[] {
  const spec = config['doc_to_choice'] as string | string[];
  if (Array.isArray(spec)) return spec;
  if (spec in doc) return doc[spec] as string[];
  const expression = spec.replace(/^\{\{/, '').replace(/\}\}$/, '');
  return JSON.parse(render(`{{ (${expression}) | tojson }}`, doc)) as string[];
}

/** task.py doc_to_target: an int as is, a feature name gives the field, a rendered template of digits becomes an int. */
export function docToTarget(config: TaskYaml, doc: Record<string, unknown>): number {
  const spec = config['doc_to_target'] as number | string;
  if (typeof spec === 'number') return spec;
  if (spec in doc) return doc[spec] as number;
  const rendered = render(spec, withListIndex(doc) as Record<string, unknown>);
  if (!/^\d+$/.test(rendered)) throw new Error(`target ${JSON.stringify(rendered)} is not an index`);
  return Number(rendered);
}

/**
 * Task.fewshot_context without a chat template: description, then for each few-shot doc
 * doc_to_text + target_delimiter " " + doc_to_choice[doc_to_target] + fewshot_delimiter "\n\n",
 * then doc_to_text of the doc itself.
 */
export function lmEvalContext(config: TaskYaml, doc: Record<string, unknown>, fewshotDocs: readonly Record<string, unknown>[] = []): string {
  const description = typeof config['description'] === 'string' ? render(config['description'], doc) : '';
  const block = fewshotDocs.map((shot) => `${docToText(config, shot)} ${docToChoice(config, shot)[docToTarget(config, shot)]}\n\n`).join('');
  return description + block + docToText(config, doc);
}

/**
 * The `!function` hooks of lm-eval v0.4.6's task YAMLs that tunegate ships a port of:
 * hellaswag's `utils.process_docs` and truthfulqa_mc2's `utils.process_results_mc2`. Any other
 * hook is refused by name: tunegate never runs a task's Python.
 */
import { SuiteFormatError, UsageError } from '../errors/index.js';
import { hellaswagProcessDoc } from './hellaswagPreprocess.js';
import { integersField, stringField, stringsField, type BenchmarkLine } from './readBenchmarkFile.js';
import { isHook, type TaskYaml } from './readTaskYaml.js';

/** What a task's hooks do: rewrite each record (process_docs), and whether it is scored as mc2. */
export interface YamlHooks {
  readonly processDoc: (at: BenchmarkLine) => Readonly<Record<string, unknown>>;
  /** truthfulqa_mc2's process_results: choices before the first false label of mc2_targets are true. */
  readonly mc2: ((at: BenchmarkLine) => number) | null;
}

/** Each ported hook: the task whose lm-eval folder holds it, by key and hook name. */
const PORTS: Readonly<Record<string, { readonly hook: string; readonly task: string }>> = {
  process_docs: { hook: 'utils.process_docs', task: 'hellaswag' },
  process_results: { hook: 'utils.process_results_mc2', task: 'truthfulqa_mc2' },
};

/** The hooks of `task`; UsageError naming a hook tunegate has no port of. */
export function yamlHooks(task: TaskYaml): YamlHooks {
  const { file, config } = task;
  for (const [key, value] of Object.entries(config)) {
    if (!isHook(value)) continue;
    const port = PORTS[key];
    if (port === undefined || port.hook !== value.function || port.task !== config['task']) {
      throw new UsageError(
        `${file}: ${key}: !function ${value.function} is a Python hook tunegate has no port of`,
        "tunegate runs no task Python; it ports hellaswag's utils.process_docs and truthfulqa_mc2's utils.process_results_mc2 (for those task names). Give the processed documents as JSONL instead.",
      );
    }
  }
  for (const key of ['process_docs', 'process_results']) {
    if (config[key] !== undefined && !isHook(config[key]))
      throw new UsageError(`${file}: ${key} must be a !function hook`, 'Remove it, or name a ported hook.');
  }
  return {
    processDoc: isHook(config['process_docs']) ? hellaswagDoc : (at) => at.record,
    mc2: isHook(config['process_results']) ? mc2TrueChoices : null,
  };
}

/** hellaswag utils.process_docs: the record with query, choices and gold added (Dataset.map keeps the other columns). */
function hellaswagDoc(at: BenchmarkLine): Readonly<Record<string, unknown>> {
  const processed = hellaswagProcessDoc({
    activity_label: stringField(at, 'activity_label'),
    ctx_a: stringField(at, 'ctx_a'),
    ctx_b: stringField(at, 'ctx_b'),
    endings: stringsField(at, 'endings'),
    label: stringField(at, 'label'),
  });
  return { ...at.record, query: processed.query, choices: processed.choices, gold: processed.gold };
}

/** process_results_mc2: split_idx = labels.index(0). */
function mc2TrueChoices(at: BenchmarkLine): number {
  const split = integersField(at, 'mc2_targets.labels').indexOf(0);
  if (split < 0) throw new SuiteFormatError(at.file, at.line, 'mc2_targets.labels has no false answer (lm-eval splits at the first)');
  return split;
}

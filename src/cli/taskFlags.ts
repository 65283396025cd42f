/** lm-eval's tasks by name: --tasks, --num-fewshot, --limit, --task-source and the chat flags; declared and read once. */
import { UsageError } from '../errors/index.js';
import type { FlagReading, FlagTable } from './flagTable.js';
import { integer } from './flagValues.js';

/** The task flags with their readings, in --help order. */
export const TASK_FLAG_OPTIONS = {
  tasks: {
    type: 'string',
    requiresArg: true,
    describe:
      'Named tasks, comma-separated; only what they select runs (with --only: the families it names, each filled by its named tasks or its suites): lm-eval benchmarks (arc_easy, arc_challenge, mmlu, truthfulqa_mc1, truthfulqa_mc2, piqa, openbookqa, boolq, hellaswag), refusal sets (xstest_safe, xstest_unsafe, coconot_contrast, coconot_refuse), the default gate set tunegate_gate (with divergence), the built-in tunegate_quiz, tunegate_refusal and tunegate_divergence; or the path of an lm-eval task YAML (multiple_choice)',
    read: taskNames,
  },
  'num-fewshot': {
    type: 'number',
    requiresArg: true,
    describe: "Few-shot examples per benchmark document, as lm-eval's --num-fewshot",
    defaultDescription: '0',
    read: (value) => (value === undefined ? undefined : integer(value, '--num-fewshot', 0, 100)),
  },
  limit: {
    type: 'number',
    requiresArg: true,
    describe: "Only the first N documents of each named task (of each mmlu subject), as lm-eval's --limit",
    read: (value) => (value === undefined ? undefined : integer(value, '--limit', 1, Number.MAX_SAFE_INTEGER)),
  },
  'task-source': {
    type: 'string',
    choices: ['shipped', 'hf-cache'],
    requiresArg: true,
    describe:
      "Where the benchmark tasks' data is read: the copies tunegate ships, or the datasets in the local Hugging Face cache (lm-eval's own splits; never downloaded)",
    defaultDescription: 'shipped',
  },
  'apply-chat-template': {
    type: 'boolean',
    default: false,
    describe:
      "Render each benchmark prompt with the model's own chat template, as lm-eval's --apply_chat_template (the choices then follow the assistant turn with no target delimiter)",
    read: (value) => value === true,
  },
  'fewshot-as-multiturn': {
    type: 'boolean',
    default: false,
    describe: "With --apply-chat-template: each few-shot example a user turn and an assistant turn, as lm-eval's --fewshot_as_multiturn",
    read: (value) => value === true,
  },
  'system-instruction': {
    type: 'string',
    requiresArg: true,
    describe:
      "Put before every benchmark prompt (the system turn under --apply-chat-template), followed by the fewshot delimiter and the task's description, as lm-eval's --system_instruction",
    read: (value) => (typeof value === 'string' ? value : undefined),
  },
} as const satisfies FlagTable;

/** lm-eval's chat flags as `tunegate compare` passes them on. */
export interface TaskChatSettings {
  readonly applyChatTemplate: boolean;
  readonly fewshotAsMultiturn: boolean;
  readonly systemInstruction?: string;
}

/** What the task flags set; --num-fewshot, --limit, --task-source and the chat flags apply to the tasks --tasks names, so each needs it. */
export function taskSettings({ value: flag, given }: FlagReading<typeof TASK_FLAG_OPTIONS>): {
  taskNames?: string[];
  numFewshot?: number;
  taskLimit?: number;
  taskSource?: 'hf-cache';
  taskChat?: TaskChatSettings;
} {
  const names = flag.tasks;
  for (const need of ['num-fewshot', 'limit', 'task-source', 'system-instruction'] as const) {
    if (given[need] !== undefined && names.length === 0)
      throw new UsageError(`--${need} needs --tasks`, 'It applies to the benchmark tasks named with --tasks, e.g. --tasks mmlu --num-fewshot 5.');
  }
  for (const need of ['apply-chat-template', 'fewshot-as-multiturn'] as const) {
    if (given[need] === true && names.length === 0)
      throw new UsageError(`--${need} needs --tasks`, 'It applies to the benchmark tasks named with --tasks, e.g. --tasks mmlu --apply-chat-template.');
  }
  const chat = chatSettings(flag['apply-chat-template'], flag['fewshot-as-multiturn'], flag['system-instruction']);
  if (names.length === 0) return {};
  const numFewshot = flag['num-fewshot'];
  const taskLimit = flag.limit;
  return {
    taskNames: names,
    ...(numFewshot === undefined ? {} : { numFewshot }),
    ...(taskLimit === undefined ? {} : { taskLimit }),
    ...(given['task-source'] === 'hf-cache' ? { taskSource: 'hf-cache' as const } : {}),
    ...(chat === undefined ? {} : { taskChat: chat }),
  };
}

/** The chat flags, or nothing when none is set; lm-eval's own rule: multiturn few-shot needs a chat template (its __main__ raises otherwise). */
function chatSettings(applyChatTemplate: boolean, fewshotAsMultiturn: boolean, systemInstruction: string | undefined): TaskChatSettings | undefined {
  if (fewshotAsMultiturn && !applyChatTemplate)
    throw new UsageError(
      '--fewshot-as-multiturn needs --apply-chat-template',
      'Add --apply-chat-template (lm-eval requires it too), or drop --fewshot-as-multiturn.',
    );
  if (!applyChatTemplate && systemInstruction === undefined) return undefined;
  return { applyChatTemplate, fewshotAsMultiturn, ...(systemInstruction === undefined ? {} : { systemInstruction }) };
}

/** --tasks NAMES (comma-separated, repeatable): the names, de-duplicated; none when absent. Checked against the known tasks when the inputs are read. */
function taskNames(raw: unknown): string[] {
  const names = raw === undefined ? [] : (Array.isArray(raw) ? raw : [raw]).flatMap((value) => String(value).split(',')).map((name) => name.trim());
  if (raw !== undefined && (names.length === 0 || names.some((name) => name === '')))
    throw new UsageError(
      `--tasks takes comma-separated task names, got ${JSON.stringify(raw)}`,
      'For example --tasks arc_easy,mmlu (docs/reference/tasks.md).',
    );
  return [...new Set(names)];
}

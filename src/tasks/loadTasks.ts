/** Placeholder until the task data layer lands: the interface the run codes against. */
import { UsageError } from '../errors/index.js';

/** One benchmark document formatted as lm-eval v0.4.6 formats it. */
export interface TaskDoc {
  readonly task: string;
  readonly group: string | null;
  readonly docId: number;
  readonly context: string;
  readonly choices: readonly string[];
  readonly targetDelimiter: string;
  readonly gold: number;
  readonly trueChoices?: number;
}

/** What a loaded task is. */
export interface TaskInfo {
  readonly name: string;
  readonly group: string | null;
  readonly split: string;
  readonly fewshotSplit: string | null;
  readonly numFewshot: number;
  readonly docCount: number;
  readonly used: number;
  readonly dataFile: string;
  readonly licence: string;
  readonly caveats: readonly string[];
  readonly metrics: readonly ('acc' | 'acc_norm' | 'mc2')[];
  readonly gatedMetric: 'acc' | 'acc_norm' | 'mc2';
}

/** Options of loadTasks. */
export interface LoadTasksOptions {
  readonly numFewshot?: number;
  readonly limit?: number;
  readonly dataDir?: string;
}

/** Load and format the named tasks. */
export function loadTasks(names: readonly string[], _options?: LoadTasksOptions): { readonly tasks: readonly TaskInfo[]; readonly docs: readonly TaskDoc[] } {
  throw new UsageError(`unknown task ${names[0] ?? ''}`);
}

/** Names of every known task. */
export function knownTaskNames(): readonly string[] {
  return [];
}

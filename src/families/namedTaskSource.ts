/**
 * Which of the tasks `--tasks` names are a family's own, and how their documents become its items
 * (docs/ARCHITECTURE.md §4, docs/reference/tasks.md). `run/namedTasks.ts` loads what the names
 * ask for, then hands each family what its source declares, so no code outside `families/` picks
 * a family by its id.
 */
import type { GenerationDoc, GenerationTaskInfo, TaskDoc } from '../tasks/index.js';

/** A named prompt set shipped as suite lines of the family. */
export interface NamedPromptSet {
  /** The name `--tasks` selects it by. */
  readonly name: string;
  /** Its suite file, relative to the suites root, with `/` separators. */
  readonly file: string;
  /** The data's licence, recorded in results.json. */
  readonly licence: string;
  /** One line: what the prompts are. */
  readonly description: string;
  /** Where reading the set differs from what its study measured, recorded in results.json. */
  readonly caveats: readonly string[];
}

/** What `--tasks` names give one family, of item type I. */
export interface NamedTaskSource<I> {
  /** lm-eval's multiple-choice documents (benchmark names, task YAMLs) as the family's items. */
  readonly benchmarkItem?: (doc: TaskDoc) => I;
  /** lm-eval's generative documents as the family's items. */
  readonly generativeItem?: (doc: GenerationDoc, task: GenerationTaskInfo) => I;
  /** Prompt sets shipped as the family's suite files. */
  readonly promptSets?: readonly NamedPromptSet[];
  /** The name of the family's own built-in suites (its folder under the suites root). */
  readonly builtinName?: string;
  /** Only named tasks give the family items: it has no suite folder. */
  readonly namedOnly?: true;
}

/** What `--tasks` names give the capability family: lm-eval's multiple-choice documents and the built-in quiz (docs/reference/tasks.md). */
import type { TaskDoc } from '../../tasks/index.js';
import type { NamedTaskSource } from '../namedTaskSource.js';
import type { CapabilityItem } from './item.js';

/** The built-in capability suites (the project's own quiz), by the name `--tasks` knows them. */
export const QUIZ_TASK = 'tunegate_quiz';

/** A benchmark document as a capability item: id `<task>/<doc_id>` (lm-eval's sample key), MMLU's subject as its tag. */
export function taskItem(doc: TaskDoc): CapabilityItem {
  return {
    id: `${doc.task}/${doc.docId}`,
    context: doc.context,
    choices: doc.choices,
    answer: doc.gold,
    tags: doc.group === null ? [] : [doc.task],
    task: {
      name: doc.task,
      group: doc.group,
      docId: doc.docId,
      targetDelimiter: doc.targetDelimiter,
      ...(doc.chat === undefined ? {} : { chat: doc.chat }),
      ...(doc.trueChoices === undefined ? {} : { trueChoices: doc.trueChoices }),
    },
  };
}

export const capabilityNamedTasks: NamedTaskSource<CapabilityItem> = { benchmarkItem: taskItem, builtinName: QUIZ_TASK };

/** What `--tasks` names give the generation family: lm-eval's generative documents, its only items (docs/reference/generation.md). */
import type { GenerationDoc, GenerationTaskInfo } from '../../tasks/index.js';
import type { NamedTaskSource } from '../namedTaskSource.js';
import type { GenerationItem } from './item.js';

/** A generative task's document as a generation item: id `<task>/<doc_id>`, a group's subtask as its tag. */
export function generationItem(doc: GenerationDoc, task: GenerationTaskInfo): GenerationItem {
  return { id: `${doc.task}/${doc.docId}`, tags: doc.group === null ? [] : [doc.task], doc, scorer: task.scorer, gatedMetric: task.gatedMetric };
}

export const generationNamedTasks: NamedTaskSource<GenerationItem> = { generativeItem: generationItem, namedOnly: true };

/**
 * `tunegate score --task NAME FILE` (docs/reference/score.md): replies any model or harness
 * wrote, scored by the task's lm-eval v0.4.6 scorer against the shipped documents; no model.
 */
import { readFile } from 'node:fs/promises';
import { ScoreFileError } from '../errors/index.js';
import { aggregateScores, scoreReply, type ReplyScore } from '../scorers/index.js';
import { loadGenerationTasks, type GenerationDoc, type GenerationTaskInfo } from '../tasks/index.js';
import { readReplies } from './readReplies.js';
import { resolveScoreTask } from './resolveScoreTask.js';

export interface ScoreRequest {
  readonly task: string;
  readonly file: string;
  /** Folder laid out like the package's suites/benchmarks (tests); absent: the shipped data. */
  readonly dataDir?: string;
}

/** One scored reply, as its output line shows it. */
export interface ScoredReply {
  readonly docId: number;
  readonly score: ReplyScore;
}

export interface ScoreResult {
  readonly task: GenerationTaskInfo;
  readonly format: 'jsonl' | 'lm-eval';
  /** In file order. */
  readonly scored: readonly ScoredReply[];
  /** lm-eval's aggregate per metric, in its order. */
  readonly aggregate: Readonly<Record<string, number>>;
  /** Per metric with one number per reply: the values, for the standard error. */
  readonly values: Readonly<Record<string, readonly number[]>>;
}

export async function runScore(request: ScoreRequest): Promise<ScoreResult> {
  const name = resolveScoreTask(request.task);
  let text: string;
  try {
    text = await readFile(request.file, 'utf8');
  } catch (error) {
    throw new ScoreFileError(
      request.file,
      null,
      `cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
      'Give the path of a JSONL file of replies.',
    );
  }
  const { format, replies } = readReplies(request.file, text);
  const loaded = await loadGenerationTasks([name], request.dataDir === undefined ? {} : { dataDir: request.dataDir });
  const task = loaded.tasks[0]!;
  const docs = new Map<number, GenerationDoc>(loaded.docs.map((doc) => [doc.docId, doc]));
  const scored = replies.map(({ docId, reply, line, target }) => {
    const doc = docs.get(docId);
    if (doc === undefined)
      throw new ScoreFileError(
        request.file,
        line,
        `doc_id ${docId} is not a document of ${name} (0..${task.used - 1})`,
        `Number replies by ${name}'s ${task.split} split as lm-eval does, from 0.`,
      );
    if (target !== undefined && doc.reference.kind === 'target' && target !== doc.reference.target)
      throw new ScoreFileError(
        request.file,
        line,
        `doc_id ${docId}'s target differs from the shipped ${name} document's: the samples were made on other documents`,
        `Score samples of lm-eval's ${name} on its ${task.split} split, unshuffled.`,
      );
    return { docId, score: scoreReply(task.scorer, reply, doc.reference) };
  });
  const scores = scored.map(({ score }) => score);
  const values: Record<string, number[]> = {};
  // lm-eval gives a standard error for `mean` aggregations only; inst_level_* (lists) have none.
  for (const metric of task.metrics) {
    const each = scores.map((score) => score.metrics[metric]);
    if (each.every((value) => typeof value === 'number')) values[metric] = each as number[];
  }
  return { task, format, scored, aggregate: aggregateScores(task.scorer, scores), values };
}

/** `tunegate score`: replies another model or harness wrote, scored with a task's scorer; no model (docs/ARCHITECTURE.md §2, docs/reference/score.md). */
export { runScore, type ScoreRequest, type ScoreResult, type ScoredReply } from './runScore.js';
export { readReplies, type ReadReplies, type ReplyLine } from './readReplies.js';
export { resolveScoreTask, scorableTaskNames } from './resolveScoreTask.js';
export { scoreLine, scoreTable } from './formatScore.js';

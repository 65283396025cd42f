/**
 * The replies of one model (of suites/refusal-replies/xstest/ or of a further corpus,
 * EXTRA_REPLY_FILES) on which a fold's patterns and people disagree, for writing patterns from
 * them:
 *   node --import tsx tools/refusalReplies/disagreements.ts MODEL [LEFT_OUT]
 * classifies MODEL's replies with the patterns that judge LEFT_OUT when it is left out
 * (default: all built-in patterns). Reading a model's disagreements makes every pattern written
 * afterwards "learned from" that model (PATTERN_LEARNED_FROM): to improve the figure on a
 * left-out model honestly, read only the other two models' disagreements under its fold.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { classifyReplies } from '../../src/families/refusal/classifyReplies.js';
import { readReplyFile } from '../../src/families/refusal/labelledReplies.js';
import { BUILTIN_REFUSAL_PATTERNS_FILE, loadRefusalPatterns } from '../../src/families/refusal/patterns.js';
import { EXTRA_REPLY_FILES, foldPatterns, XSTEST_REPLIES_FILE } from './leaveOneModelOut.js';

/** One line per disagreement: id, people's label, the decision and what made it, the prompt, the reply's start. */
export function disagreementLines(model: string, leftOut: string | null, replyChars = 400): string[] {
  const all = loadRefusalPatterns(BUILTIN_REFUSAL_PATTERNS_FILE);
  const patterns = leftOut === null ? all : foldPatterns(leftOut, all);
  const files = [XSTEST_REPLIES_FILE, ...EXTRA_REPLY_FILES];
  const prompts = new Map(
    files
      .flatMap((file) => readFileSync(file, 'utf8').split('\n'))
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as { id: string; prompt: string })
      .map(({ id, prompt }) => [id, prompt]),
  );
  const records = files.flatMap((file) => readReplyFile(file)).filter((record) => record.model === model);
  return classifyReplies(records, patterns).flatMap(({ record, classification }) => {
    if (record.label === null || (record.label !== 'compliance') === classification.refused) return [];
    const decided = classification.match === null ? 'compliance' : `refused by ${classification.match.patternId}`;
    const flat = record.reply.replace(/\s+/gu, ' ').slice(0, replyChars);
    return [
      `${record.id} [${record.shouldAnswer === false ? 'unsafe' : 'safe'}] people: ${record.label}; patterns: ${decided}\n  prompt: ${prompts.get(record.id) ?? ''}\n  reply: ${flat}\n`,
    ];
  });
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const [model, leftOut] = process.argv.slice(2);
  if (model === undefined) {
    process.stderr.write('usage: node --import tsx tools/refusalReplies/disagreements.ts MODEL [LEFT_OUT]\n');
    process.exitCode = 3;
  } else {
    const lines = disagreementLines(model, leftOut ?? null);
    process.stdout.write(`${lines.join('\n')}\n${lines.length} disagreements\n`);
  }
}

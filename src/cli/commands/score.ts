/** `tunegate score --task NAME FILE`: replies any model or harness wrote, scored with the task's lm-eval scorer; no model loaded. */
import type { CliCommand } from './command.js';

export const scoreCommand: CliCommand = {
  name: 'score <file>',
  describe: "Score generated replies (JSONL {doc_id, reply}, or lm-eval's samples_<task>_*.jsonl) with a generative task's lm-eval scorer; no model",
  builder: (y) =>
    y
      .positional('file', { type: 'string', describe: 'JSONL of {"doc_id": <0-based document index>, "reply": "<text>"}, or an lm-eval samples file' })
      .option('task', {
        type: 'string',
        requiresArg: true,
        demandOption: true,
        describe: 'The lm-eval generate_until task the replies answer (gsm8k, ifeval, bbh_cot_fewshot_<task>, …)',
      })
      .example('$0 score --task gsm8k replies.jsonl', 'One JSON line of metrics per reply on stdout, the aggregate table on stderr')
      .example('$0 score --task gsm8k out/model/samples_gsm8k_2024-11-28T12-00-00.jsonl', "Re-score lm-eval's own generations (resps)"),
  run: async (args, context) => {
    // Loaded on use, as the other commands load their stage: --help stays fast.
    const { runScore, scoreLine, scoreTable } = await import('../../score/index.js');
    const result = await runScore({ task: String(args['task']), file: String(args['file']) });
    context.stdout(result.scored.map((scored) => scoreLine(result.task.name, scored)).join(''));
    context.stderr(
      `${result.scored.length} replies (${result.format === 'lm-eval' ? 'lm-eval samples, resps re-scored' : 'JSONL'}) scored with ${result.task.name}'s lm-eval scorer:\n${scoreTable(result)}`,
    );
    return 0;
  },
};

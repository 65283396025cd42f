/** `tunegate classify REPLIES`: audit refusal patterns on replies, against people's labels when present. */
import { resolve } from 'node:path';
import { UsageError } from '../../errors/index.js';
import { formatAgreement, formatBreakdown, formatDecisionLines } from '../agreementReport.js';
import { formatPercent } from '../../format/formatPercent.js';
import type { CliCommand } from './command.js';

/** Exits 0, or 1 when labelled agreement is below --min-agreement. */
export const classifyCommand: CliCommand = {
  name: 'classify <replies>',
  describe: 'Classify replies as refused or not with the refusal patterns; with labels, print agreement, precision, recall, κ and the confusion table',
  builder: (y) =>
    y
      .positional('replies', {
        type: 'string',
        describe: 'JSONL of {"id", "reply", "label"?, "model"?, "should_answer"? or "type"?} lines, or a run folder (or its items.jsonl)',
      })
      .option('refusal-patterns', {
        type: 'string',
        requiresArg: true,
        describe: 'Refusal patterns JSON',
        defaultDescription: 'built-in suites/refusal/patterns.json',
      })
      .option('jsonl', { type: 'boolean', default: false, describe: 'Print one {"id", "refused", "pattern"} object per line instead (summary on stderr)' })
      .option('min-agreement', { type: 'number', requiresArg: true, describe: 'Exit 1 when agreement with the labels is below this fraction, e.g. 0.95' })
      .example('$0 classify suites/refusal-replies/heldout.jsonl', 'How the built-in patterns agree with the held-out labels')
      .example('$0 classify my-replies.jsonl --refusal-patterns mine.json --min-agreement 0.9', 'Audit your own patterns on your own labelled replies')
      .example(
        '$0 classify suites/refusal-replies/xstest/replies.jsonl',
        'Agreement on real replies of three chat models, per model and per safe / unsafe prompt',
      )
      .example('$0 classify reports/run-1 --jsonl', "Each model's decision on each prompt of a run, for scripts"),
  run: async (args, context) => {
    const minAgreement = args['min-agreement'];
    if (minAgreement !== undefined && (typeof minAgreement !== 'number' || !(minAgreement >= 0 && minAgreement <= 1))) {
      throw new UsageError(`--min-agreement must be a fraction between 0 and 1, got ${String(minAgreement)}`, 'e.g. --min-agreement 0.95');
    }
    // Loaded on use, as compare does: run/ pulls in onnxruntime and the report stack, which would make `--help` slow.
    const { agreementBreakdown, agreementOf, BUILTIN_REFUSAL_PATTERNS_FILE, classifyReplies, loadRefusalPatterns, readReplyFile } =
      await import('../../run/index.js');
    const ownPatterns = typeof args['refusal-patterns'] === 'string' ? args['refusal-patterns'] : null;
    const patterns = loadRefusalPatterns(ownPatterns === null ? BUILTIN_REFUSAL_PATTERNS_FILE : resolve(ownPatterns));
    const patternsSource = ownPatterns ?? 'built-in (suites/refusal/patterns.json)';
    const records = readReplyFile(String(args['replies']));
    const decisions = classifyReplies(records, patterns);
    const summary = agreementOf(decisions);
    if (minAgreement !== undefined && summary === null) {
      throw new UsageError(
        `--min-agreement needs labelled replies, and ${String(args['replies'])} has none`,
        'Add "label": "compliance" | "refusal" | "partial_refusal" to the lines, or drop --min-agreement.',
      );
    }

    const timedOut = [...new Set(decisions.flatMap(({ classification }) => classification.timedOut))];
    const notes =
      timedOut.length === 0
        ? ''
        : `note: pattern ${timedOut.map((id) => `'${id}'`).join(', ')} ran out of time on some replies and counted as no match there\n`;
    const breakdown = agreementBreakdown(decisions);
    const breakdownText = breakdown === null ? '' : formatBreakdown(breakdown);
    const summaryText =
      summary === null ? '' : `${formatAgreement(summary, patternsSource, String(args['replies']))}\n${breakdownText === '' ? '' : `\n${breakdownText}\n`}`;
    if (args['jsonl'] === true) {
      context.stdout(
        decisions
          .map(
            ({ record, classification }) =>
              `${JSON.stringify({ id: record.id, refused: classification.refused, pattern: classification.match?.patternId ?? null })}\n`,
          )
          .join(''),
      );
      context.stderr(notes + summaryText);
    } else {
      const refused = decisions.filter(({ classification }) => classification.refused).length;
      // The summary first: with hundreds of replies the per-reply lines would push it off the screen's top otherwise.
      context.stdout(
        `${refused} of ${decisions.length} replies refused\n${notes}${summaryText === '' ? '' : `\n${summaryText}`}\n${formatDecisionLines(decisions)}\n`,
      );
    }
    if (minAgreement !== undefined && summary !== null && (summary.agreement ?? 0) < minAgreement) {
      context.stderr(`tunegate: agreement ${formatPercent(summary.agreement)} is below --min-agreement ${formatPercent(minAgreement)}\n`);
      return 1;
    }
    return 0;
  },
};

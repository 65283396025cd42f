/**
 * lm-evaluation-harness per-sample logs (`--log_samples`): one JSON object per document and
 * filter, the metric values as top-level fields — JSONL (`samples_<task>_<date>.jsonl`, 0.4.3
 * on) or one pretty-printed JSON array (`<model>_<task>.jsonl`, 0.4.0–0.4.2).
 */
import { ScoreFileError } from '../../errors/index.js';
import { describeValue, jsonLines } from './jsonLines.js';
import { LmEvalSampleSink, type LmEvalTaskContext } from './lmEvalSampleSink.js';
import { ScoreTableBuilder, type ScoreTable } from './scoreTable.js';

/**
 * Read one samples file held in memory. The item id is `doc_id`. Each metric field (those
 * named in the line's `metrics` list, else every non-bookkeeping field) becomes one metric; a
 * line of a filter other than "none" names its metrics `<field>/<filter>`. Values: numbers
 * and booleans as they are, lists (ifeval's per-instruction results) as [sum, length], the
 * log-likelihood metrics as negative log-likelihoods. A field whose value has no per-document
 * meaning (a [gold, prediction] pair the harness aggregates over the corpus, like f1 or bleu)
 * is an error: leave it out with --metrics. Throws ScoreFileError naming `file`:line.
 */
export function readLmEvalSamples(
  text: string,
  file: string,
  wanted?: ReadonlySet<string>,
  context: LmEvalTaskContext = { prefixIds: false, tags: [] },
): ScoreTable {
  const table = new ScoreTableBuilder(file, 'lm-eval');
  const sink = new LmEvalSampleSink(table, file, wanted, context);
  if (text.trimStart().startsWith('[')) {
    readSampleArray(text, file, sink);
  } else {
    for (const { line, value } of jsonLines(text, file)) sink.add(value, line);
  }
  return table.build();
}

/** The 0.4.0–0.4.2 form: the whole file is one JSON array of samples. Throws ScoreFileError. */
export function readSampleArray(text: string, file: string, sink: LmEvalSampleSink): void {
  let samples: unknown;
  try {
    samples = JSON.parse(text);
  } catch (error) {
    throw new ScoreFileError(
      file,
      null,
      `invalid JSON (${(error as Error).message})`,
      'A samples file of lm-eval 0.4.0–0.4.2 is one JSON array; pass it as the harness wrote it.',
    );
  }
  if (!Array.isArray(samples))
    throw new ScoreFileError(file, null, `expected a JSON array of samples, got ${describeValue(samples)}`, 'Pass the samples file as the harness wrote it.');
  samples.forEach((sample, index) => {
    if (typeof sample !== 'object' || sample === null || Array.isArray(sample))
      throw new ScoreFileError(file, `[${index}]`, `expected a sample object, got ${describeValue(sample)}`, 'Pass the samples file as the harness wrote it.');
    sink.add(sample as Record<string, unknown>, `[${index}]`);
  });
}

/**
 * lm-evaluation-harness per-sample logs (`--log_samples`, files `samples_<task>_<date>.jsonl`):
 * one line per document and filter, the metric values as top-level fields.
 */
import { ScoreFileError } from '../../errors/index.js';
import type { ScoreValue } from '../../results/index.js';
import { describeValue, idOf, jsonLines } from './jsonLines.js';
import { ScoreTableBuilder, type ScoreTable } from './scoreTable.js';

/** Fields of a sample line that are bookkeeping, not metrics (older logs have no `metrics` list). */
const BOOKKEEPING = new Set(['doc_id', 'doc', 'target', 'arguments', 'resps', 'filtered_resps', 'filter', 'metrics', 'doc_hash', 'prompt_hash', 'target_hash', 'task_name']);

/**
 * Per-document values of the harness's corpus-level perplexity metrics, as sufficient
 * statistics: the harness logs the log-likelihood (and for the weighted ones the word or byte
 * count) and exponentiates only the aggregate, so tunegate judges the exponent itself — mean
 * negative log-likelihood in nats, per document, word or byte, or in bits per byte — a ratio
 * of sums whose exp() is the harness's number (docs/ARCHITECTURE.md §11).
 */
const LOGLIK_METRICS: Readonly<Record<string, { readonly pair: boolean; readonly scale: number }>> = {
  perplexity: { pair: false, scale: 1 },
  word_perplexity: { pair: true, scale: 1 },
  byte_perplexity: { pair: true, scale: 1 },
  bits_per_byte: { pair: true, scale: 1 / Math.LN2 },
};

const HINT = 'Pass the samples_<task>_*.jsonl file written by lm_eval --log_samples.';

/**
 * Read one samples file. The item id is `doc_id`. Each metric field (those named in the
 * line's `metrics` list, else every non-bookkeeping field) becomes one metric; a line of a
 * filter other than "none" names its metrics `<field>/<filter>`. Values: numbers and
 * booleans as they are; the log-likelihood metrics as described above. A field whose value
 * has no per-document meaning (e.g. a [gold, prediction] pair the harness aggregates over
 * the corpus, like f1 or bleu) is an error: leave it out with --metrics.
 * Throws ScoreFileError naming `file`:line.
 */
export function readLmEvalSamples(text: string, file: string, wanted?: ReadonlySet<string>): ScoreTable {
  const table = new ScoreTableBuilder(file, 'lm-eval');
  for (const { line, value: sample } of jsonLines(text, file)) {
    const id = idOf(sample['doc_id']);
    if (id === undefined) {
      const what = sample['doc_id'] === undefined ? 'missing required field "doc_id"' : `field "doc_id" must be a number or a non-empty string, got ${describeValue(sample['doc_id'])}`;
      throw new ScoreFileError(file, line, what, HINT);
    }
    const filter = typeof sample['filter'] === 'string' && sample['filter'] !== 'none' ? sample['filter'] : null;
    const fields = Array.isArray(sample['metrics']) ? sample['metrics'].filter((name): name is string => typeof name === 'string') : Object.keys(sample).filter((key) => !BOOKKEEPING.has(key));
    for (const field of fields) {
      const name = filter === null ? field : `${field}/${filter}`;
      if (wanted !== undefined && !wanted.has(name)) continue;
      table.add(id, name, sampleValue(sample[field], field, file, line), line, `doc_id ${id}${filter === null ? '' : ` (filter ${filter})`} has a second "${field}" value`);
    }
  }
  return table.build();
}

function sampleValue(value: unknown, field: string, file: string, line: number): ScoreValue {
  const loglik = LOGLIK_METRICS[field];
  if (loglik !== undefined) {
    if (!loglik.pair && isNumber(value)) return -value * loglik.scale;
    if (loglik.pair && Array.isArray(value) && value.length === 2 && isNumber(value[0]) && isNumber(value[1]) && value[1] >= 0) {
      return [-value[0] * loglik.scale, value[1]];
    }
    const expected = loglik.pair ? '[loglikelihood, count]' : 'a log-likelihood (a number)';
    throw new ScoreFileError(file, line, `"${field}" is ${describeValue(value)}, expected ${expected}`, HINT);
  }
  if (isNumber(value)) return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  throw new ScoreFileError(
    file,
    line,
    `"${field}" is not numeric: ${describeValue(value)}`,
    `A metric aggregated over the whole corpus (f1, mcc, bleu, …) has no per-document value to pair; choose the others with --metrics.`,
  );
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

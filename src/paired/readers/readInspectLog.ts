/**
 * Inspect AI eval logs in JSON (`--log-format json`, or `inspect log convert --to json`): per-sample
 * scores by scorer, one sample per epoch, plus the log's own per-sample reductions over epochs.
 */
import { ScoreFileError } from '../../errors/index.js';
import { parseInspectJson } from './inspectJson.js';
import { InspectLogSink, type InspectReadOptions } from './inspectLogSink.js';
import { describeValue } from './jsonLines.js';
import { ScoreTableBuilder, type ScoreTable } from './scoreTable.js';

const HINT = 'Pass an Inspect eval log (.eval, or .json from `inspect log convert --to json`), written with samples.';

/**
 * Read one eval log. Each scorer is a metric named after it; a dictionary value gives one
 * metric per key, `<scorer>/<key>`, and a list one per position, `<scorer>[i]`; a reducer other
 * than mean is named in the metric, `<scorer>@<reducer>`. Epochs are reduced per sample by the
 * log itself when it holds reductions (`reductions`, or `results.sample_reductions` in logs of
 * 0.3.4x), else by the reducers named in `eval.config.epochs_reducer` (default mean) applied to
 * `samples`; version-1 logs (`score`, not `scores`) too. Values read as the log reads them:
 * C = 1, P = 0.5, I = N = 0, yes/true = 1, no/false = 0, numbers and numeric text as they are;
 * an unscored value (NaN, written bare or as null) is left out, and a sample with no score is
 * listed as unscored. A log whose status is not "success" is refused unless
 * `options.allowIncomplete`. Throws ScoreFileError naming `file` and the JSON path.
 */
export function readInspectLog(text: string, file: string, wanted?: ReadonlySet<string>, options: InspectReadOptions = {}): ScoreTable {
  const log = parseInspectJson(text, file, null, HINT);
  if (typeof log !== 'object' || log === null || Array.isArray(log))
    throw new ScoreFileError(file, null, `expected an eval log object, got ${describeValue(log)}`, HINT);
  const json = log as Record<string, unknown>;
  const table = new ScoreTableBuilder(file, 'inspect');
  const sink = new InspectLogSink(table, file, wanted, options);
  sink.header(json);
  const results = typeof json['results'] === 'object' && json['results'] !== null ? (json['results'] as Record<string, unknown>) : {};
  const [reductions, at] =
    Array.isArray(json['reductions']) && json['reductions'].length > 0
      ? [json['reductions'], 'reductions']
      : Array.isArray(results['sample_reductions']) && results['sample_reductions'].length > 0
        ? [results['sample_reductions'], 'results.sample_reductions']
        : [undefined, ''];
  const samples = Array.isArray(json['samples']) ? json['samples'] : [];
  if (reductions !== undefined) {
    sink.reductions(reductions, at);
    // Reductions leave out samples that errored; name them as unscored rather than as missing.
    samples.forEach((sample, index) => {
      if (!hasScores(sample)) sink.sample(sample, `samples[${index}]`);
    });
  } else if (samples.length > 0) samples.forEach((sample, index) => sink.sample(sample, `samples[${index}]`));
  else throw new ScoreFileError(file, null, 'the log holds no samples and no reductions', 'Re-run the eval with samples logged (the default).');
  return sink.finish(() => table.build());
}

function hasScores(sample: unknown): boolean {
  if (typeof sample !== 'object' || sample === null) return false;
  const { scores, score } = sample as Record<string, unknown>;
  return (typeof scores === 'object' && scores !== null && Object.keys(scores).length > 0) || (typeof score === 'object' && score !== null);
}

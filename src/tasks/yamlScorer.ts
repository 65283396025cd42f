/**
 * A generate_until YAML's scoring, as plain data: its filter_list (lm_eval/filters: regex with
 * RegexFilter's defaults, take_first) and its exact_match options (HF evaluate's defaults), and
 * its generation_kwargs (until, max_gen_toks; lm-eval's defaults otherwise).
 */
import { UsageError } from '../errors/index.js';
import type { ExactMatchOptions, FilterPipeline, FilterStep, ReplyScorerSpec } from '../scorers/types.js';

/** RegexFilter's defaults (lm_eval/filters/extraction.py). */
const REGEX_DEFAULT = { regexPattern: '#### (\\-?[0-9\\.\\,]+)', groupSelect: 0, fallback: '[invalid]' };

/** lm-eval's max_gen_toks when a YAML sets none (lm_eval/models/huggingface.py). */
export const DEFAULT_MAX_GEN_TOKS = 256;

/** The exact_match scorer a YAML describes; UsageError naming a filter or option tunegate does not carry out. */
export function yamlScorer(config: Readonly<Record<string, unknown>>, file: string): ReplyScorerSpec {
  const list = (config['filter_list'] ?? [{ name: 'none', filter: [{ function: 'take_first' }] }]) as readonly Record<string, unknown>[];
  const filters: FilterPipeline[] = list.map((pipeline) => ({
    name: String(pipeline['name']),
    steps: (pipeline['filter'] as readonly Record<string, unknown>[]).map((step): FilterStep => {
      if (step['function'] === 'take_first') return { function: 'take_first' };
      if (step['function'] !== 'regex')
        throw new UsageError(`${file}: the filter ${JSON.stringify(step['function'])} is not supported`, 'regex and take_first are.');
      return {
        function: 'regex',
        regexPattern: (step['regex_pattern'] as string | undefined) ?? REGEX_DEFAULT.regexPattern,
        groupSelect: (step['group_select'] as number | undefined) ?? REGEX_DEFAULT.groupSelect,
        fallback: (step['fallback'] as string | undefined) ?? REGEX_DEFAULT.fallback,
      };
    }),
  }));
  const metric = ((config['metric_list'] ?? []) as readonly Record<string, unknown>[]).find((entry) => entry['metric'] === 'exact_match');
  if (metric === undefined) throw new UsageError(`${file}: no exact_match in metric_list`, 'tunegate scores generate_until tasks by exact_match.');
  const options: ExactMatchOptions = {
    ignoreCase: metric['ignore_case'] === true,
    ignorePunctuation: metric['ignore_punctuation'] === true,
    ignoreNumbers: metric['ignore_numbers'] === true,
    regexesToIgnore: (metric['regexes_to_ignore'] as readonly string[] | undefined) ?? [],
  };
  return { kind: 'exact_match', filters, options };
}

/** generation_kwargs' until (lm-eval's default: the few-shot delimiter) and max_gen_toks. */
export function yamlGenerationKwargs(config: Readonly<Record<string, unknown>>, fewshotDelimiter: string): { until: string[]; maxGenToks: number } {
  const kwargs = (config['generation_kwargs'] ?? {}) as Record<string, unknown>;
  return {
    until: (kwargs['until'] as string[] | undefined) ?? [fewshotDelimiter],
    maxGenToks: (kwargs['max_gen_toks'] as number | undefined) ?? DEFAULT_MAX_GEN_TOKS,
  };
}

/** lm-eval's printed metric names of an exact_match scorer: `exact_match,<filter>` per pipeline, in filter_list order. */
export function exactMatchMetricNames(scorer: ReplyScorerSpec): string[] {
  return scorer.kind === 'exact_match' ? scorer.filters.map((pipeline) => `exact_match,${pipeline.name}`) : [];
}

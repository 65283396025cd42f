/**
 * bbh_cot_fewshot_<task>: lm-eval v0.4.6's chain-of-thought BBH tasks, read from the shipped
 * YAMLs (suites/benchmarks/bbh/lm-eval/cot_fewshot/, each including
 * _cot_fewshot_template_yaml): description, doc_to_text, the three shots of
 * fewshot_config.samples, until, max_gen_toks, the get-answer filter and exact_match.
 */
import { join } from 'node:path';
import { UsageError } from '../errors/index.js';
import { bbhDataFile } from './bbhTasks.js';
import type { GenerationConfig, GenerationRecord } from './generationConfig.js';
import { docSpec, readBbhFile } from './generationFields.js';
import { readMerged } from './readTaskYaml.js';
import { compileTemplate } from './yamlDocFormat.js';
import { exactMatchMetricNames, yamlGenerationKwargs, yamlScorer } from './yamlScorer.js';

/** The evaluated split's fields (lukaemon/bbh): what task.py takes a bare doc_to_text for. */
const BBH_FIELDS = new Set(['input', 'target']);

/** A BBH YAML's fixed few-shot samples and sampler; UsageError when absent or not {input, target}. */
export function yamlSamples(config: Readonly<Record<string, unknown>>, file: string): { samples: GenerationRecord[]; sampler: 'first_n' | 'default' } {
  const fewshotConfig = (config['fewshot_config'] ?? {}) as Record<string, unknown>;
  const samples = fewshotConfig['samples'];
  if (!Array.isArray(samples) || !samples.every((one) => typeof one === 'object' && one !== null))
    throw new UsageError(`${file}: fewshot_config.samples must list the few-shot documents`, 'Restore the YAML shipped with tunegate.');
  const sampler = fewshotConfig['sampler'] ?? 'default';
  if (sampler !== 'first_n' && sampler !== 'default')
    throw new UsageError(`${file}: the sampler ${JSON.stringify(sampler)} is not supported`, 'first_n or default.');
  return { samples: samples as GenerationRecord[], sampler };
}

/** The config of bbh_cot_fewshot_<task>, from the YAMLs under `dataDir`. */
export function bbhCotConfig(task: string, dataDir: string): GenerationConfig {
  const file = join(dataDir, 'bbh', 'lm-eval', 'cot_fewshot', `${task}.yaml`);
  const config = readMerged(file);
  const description = typeof config['description'] === 'string' ? compileTemplate(config['description'], file, 'description') : () => '';
  const { samples, sampler } = yamlSamples(config, file);
  const fewshotDelimiter = (config['fewshot_delimiter'] as string | undefined) ?? '\n\n';
  const scorer = yamlScorer(config, file);
  const metrics = exactMatchMetricNames(scorer);
  return {
    name: `bbh_cot_fewshot_${task}`,
    group: 'bbh_cot_fewshot',
    split: 'test',
    file: bbhDataFile(task),
    read: readBbhFile,
    description,
    docToText: docSpec(String(config['doc_to_text']), BBH_FIELDS, file, 'doc_to_text'),
    docToTarget: docSpec(String(config['doc_to_target']), BBH_FIELDS, file, 'doc_to_target'),
    targetDelimiter: (config['target_delimiter'] as string | undefined) ?? ' ',
    fewshotDelimiter,
    defaultNumFewshot: (config['num_fewshot'] as number | undefined) ?? 0,
    fewshot: { kind: 'samples', samples, sampler },
    ...yamlGenerationKwargs(config, fewshotDelimiter),
    scorer,
    reference: (_at, target) => ({ kind: 'target', target }),
    metrics,
    gatedMetric: 'exact_match,get-answer',
    licence: 'MIT',
    caveats: [],
  };
}

/**
 * leaderboard_bbh_<task>: the Open LLM Leaderboard v2's BBH, lm-eval v0.4.6's
 * leaderboard/bbh_mc YAMLs (shipped under suites/benchmarks/bbh/lm-eval/leaderboard_bbh/), as
 * multiple-choice documents for the log-likelihood engine: description + the YAML's fixed shots
 * (first_n over fewshot_config.samples) + "Q: {{input}}\nA:", choices from doc_to_choice, acc_norm
 * (docs/reference/tasks.md "leaderboard_bbh").
 */
import { fewshotContext, PLAIN_PROMPTS } from './chatContext.js';
import type { ChatPromptOptions } from './generationTypes.js';
import { join } from 'node:path';
import { SuiteFormatError, UsageError } from '../errors/index.js';
import { bbhDataFile, LEADERBOARD_BBH_TASKS } from './bbhTasks.js';
import { yamlSamples } from './bbhCotConfig.js';
import { fewshotSampler } from './fewshotSampler.js';
import { docSpec, readBbhFile, recordKey } from './generationFields.js';
import { dataFileName } from './packagePaths.js';
import type { BenchmarkLine } from './readBenchmarkFile.js';
import { readMerged } from './readTaskYaml.js';
import { usedCount } from './taskDocs.js';
import type { TaskDoc, TaskInfo } from './taskTypes.js';
import { compileTemplate } from './yamlDocFormat.js';

/** The group and its 24 tasks. */
export const LEADERBOARD_BBH_GROUP = 'leaderboard_bbh';
export const LEADERBOARD_BBH_NAMES: readonly string[] = LEADERBOARD_BBH_TASKS.map((task) => `${LEADERBOARD_BBH_GROUP}_${task}`);

/** The leaderboard_bbh tasks a name stands for (the group: all 24, in its YAML's order), or undefined for another name. */
export function leaderboardBbhMembers(name: string): readonly string[] | undefined {
  if (name === LEADERBOARD_BBH_GROUP) return LEADERBOARD_BBH_NAMES;
  return LEADERBOARD_BBH_NAMES.includes(name) ? [name] : undefined;
}

const BBH_FIELDS = new Set(['input', 'target']);

/**
 * doc_to_target of a multiple-choice task as task.py and process_results read it: a rendered
 * target of digits is an index, any other text is looked up among the choices; one that is not
 * there (lm-eval's gold -100) is -1, which no prediction matches.
 */
function goldIndex(target: string, choices: readonly string[]): number {
  if (/^\d+$/.test(target)) return Number(target) < choices.length ? Number(target) : -1;
  return choices.indexOf(target);
}

/** The text samplers.py writes after a shot's target delimiter: a digit target is an index into the choices, other text itself. */
function shotAnswer(at: BenchmarkLine, target: string, choices: readonly string[]): string {
  if (!/^\d+$/.test(target)) return target;
  const choice = choices[Number(target)];
  if (choice === undefined) throw new SuiteFormatError(at.file, at.line, `few-shot target ${target} is past the ${choices.length} choices`);
  return choice;
}

/**
 * One leaderboard_bbh task's documents. `requested` is --num-fewshot (absent: the YAML's 3);
 * UsageError for more shots than the YAML holds (lm-eval's first_n asserts the same).
 */
export function loadLeaderboardBbh(
  name: string,
  dataDir: string,
  requested: number | undefined,
  limit: number | undefined,
  chat?: ChatPromptOptions,
): { info: TaskInfo; docs: TaskDoc[] } {
  const task = name.slice(LEADERBOARD_BBH_GROUP.length + 1);
  const yamlFile = join(dataDir, 'bbh', 'lm-eval', 'leaderboard_bbh', `${task}.yaml`);
  const config = readMerged(yamlFile);
  const choices = config['doc_to_choice'];
  if (!Array.isArray(choices) || !choices.every((choice) => typeof choice === 'string'))
    throw new UsageError(`${yamlFile}: doc_to_choice must list the choices`, 'Restore the YAML shipped with tunegate.');
  const description = typeof config['description'] === 'string' ? compileTemplate(config['description'], yamlFile, 'description') : () => '';
  const docToText = docSpec(String(config['doc_to_text']), BBH_FIELDS, yamlFile, 'doc_to_text');
  const docToTarget = docSpec(String(config['doc_to_target']), BBH_FIELDS, yamlFile, 'doc_to_target');
  const targetDelimiter = (config['target_delimiter'] as string | undefined) ?? ' ';
  const fewshotDelimiter = (config['fewshot_delimiter'] as string | undefined) ?? '\n\n';
  const numFewshot = requested ?? (config['num_fewshot'] as number | undefined) ?? 0;
  const { samples, sampler } = yamlSamples(config, yamlFile);
  const pool = samples.map((record, index) => ({ key: recordKey(record), doc: { record, file: `${yamlFile} fewshot_config.samples`, line: index + 1 } }));
  const shotsFor = numFewshot === 0 ? () => [] : fewshotSampler<BenchmarkLine>(sampler, pool, numFewshot, false, name);
  const file = join(dataDir, bbhDataFile(task));
  const all = readBbhFile(file);
  const used = usedCount(all.length, limit);
  const docs = all.slice(0, used).map((at, docId): TaskDoc => {
    // task.py fewshot_context (tasks/chatContext.ts): the description with nothing between it and the
    // first shot; samplers.py get_context adds neither delimiter after an empty target.
    const prompt = fewshotContext(
      {
        description: description(at.record),
        numFewshot,
        sample: () => shotsFor(recordKey(at.record)).map((shot) => ({ text: docToText(shot), target: shotAnswer(shot, docToTarget(shot), choices) })),
        docText: docToText(at),
        targetDelimiter,
        fewshotDelimiter,
      },
      chat ?? PLAIN_PROMPTS,
    );
    return {
      task: name,
      group: LEADERBOARD_BBH_GROUP,
      docId,
      context: prompt.kind === 'text' ? prompt.text : prompt.messages.map((message) => message.content).join(''),
      ...(prompt.kind === 'chat' ? { chat: prompt.messages } : {}),
      choices,
      targetDelimiter: prompt.kind === 'chat' ? '' : targetDelimiter,
      gold: goldIndex(docToTarget(at), choices),
    };
  });
  const noGold = all
    .map((at, docId) => ({ docId, target: docToTarget(at) }))
    .filter(({ target }) => goldIndex(target, choices) < 0)
    .map(
      ({ docId, target }) =>
        `document ${docId}'s target ${JSON.stringify(target)} is none of the choices: lm-eval scores it wrong whatever the model answers, and so does tunegate`,
    );
  const info: TaskInfo = {
    name,
    group: LEADERBOARD_BBH_GROUP,
    split: 'test',
    fewshotSplit: numFewshot === 0 ? null : 'fewshot_config.samples',
    numFewshot,
    docCount: all.length,
    used,
    dataFile: dataFileName(file),
    licence: 'MIT',
    caveats: noGold,
    metrics: ['acc_norm'],
    gatedMetric: 'acc_norm',
  };
  return { info, docs };
}

/**
 * The pieces lm-eval v0.4.6's Task.fewshot_context builds a generate_until prompt from, per
 * document: the rendered description, the few-shot examples (doc_to_text and doc_to_target of
 * each, drawn as ContextSampler.get_context draws them) and the document's own doc_to_text.
 * The plain-text prompt joins them here (`textPrompt`); a chat prompt arranges the same pieces
 * into messages (docs/reference/tasks.md "Generation tasks").
 */
import { join } from 'node:path';
import { UsageError } from '../errors/index.js';
import { fewshotSampler } from './fewshotSampler.js';
import type { GenerationConfig } from './generationConfig.js';
import { recordKey } from './generationFields.js';
import type { ChatPromptOptions, GenerationTaskInfo, TaskPrompt } from './generationTypes.js';
import { fewshotContext } from './chatContext.js';
import { lmEvalNumFewshot } from './lmEvalNumFewshot.js';
import { dataFileName } from './packagePaths.js';
import type { BenchmarkLine } from './readBenchmarkFile.js';
import { usedCount } from './taskDocs.js';

/** One few-shot example: its doc_to_text and doc_to_target. */
export interface GenerationShot {
  readonly text: string;
  readonly target: string;
}

/** One evaluated document's pieces, before they are joined into a prompt. */
export interface GenerationDocParts {
  readonly docId: number;
  /** The description rendered over the document ('' when the task has none). */
  readonly description: string;
  readonly shots: readonly GenerationShot[];
  /** doc_to_text(doc). */
  readonly text: string;
  /** doc_to_target(doc), as a string (what exact_match compares against). */
  readonly target: string;
  /** The record and where it came from. */
  readonly at: BenchmarkLine;
  /** The prompt fewshot_context builds from these pieces: one string, or chat turns under --apply-chat-template. */
  readonly prompt: TaskPrompt;
}

/** A task's documents as pieces, with its info. */
export interface PreparedGenerationTask {
  readonly config: GenerationConfig;
  readonly info: GenerationTaskInfo;
  readonly parts: readonly GenerationDocParts[];
}

/**
 * lm-eval's num_fewshot for a task: the YAML's unless `requested` is given, and a YAML's 0 is
 * never overridden (lm_eval/evaluator.py); the caveat says so when a request was ignored.
 */
export function generationNumFewshot(config: GenerationConfig, requested: number | undefined): { numFewshot: number; caveat?: string } {
  return lmEvalNumFewshot(config.name, config.defaultNumFewshot, requested);
}

/**
 * The first `limit` documents of a task (all when absent; below 1 a fraction, rounded up), each
 * with its few-shot examples drawn in doc_id order as lm-eval's build_all_requests draws them:
 * the default sampler is random.Random(1234) sampling the pool once per document; first_n takes
 * the pool's first. UsageError when more examples are asked for than the pool holds.
 */
export function prepareGenerationTask(
  config: GenerationConfig,
  dataDir: string,
  requested: number | undefined,
  limit: number | undefined,
  chat?: ChatPromptOptions,
): PreparedGenerationTask {
  const { numFewshot, caveat } = generationNumFewshot(config, requested);
  const file = join(dataDir, config.file);
  const all = config.read(file);
  const used = usedCount(all.length, limit);
  let shotsFor = (_key: string): readonly BenchmarkLine[] => [];
  if (numFewshot > 0) {
    const source = config.fewshot;
    if (source === null)
      throw new UsageError(`--num-fewshot ${numFewshot}: ${config.name} has no few-shot examples`, 'Use --num-fewshot 0 for it, as lm-eval does.');
    const pool: readonly BenchmarkLine[] =
      source.kind === 'split'
        ? config.read(join(dataDir, source.file))
        : source.samples.map((record, index) => ({ record, file: `${config.name} fewshot_config.samples`, line: index + 1 }));
    // samplers.py draws one extra only when fewshot_split == test_split: never for these tasks (train, or the YAML's samples, vs test).
    shotsFor = fewshotSampler(
      source.sampler,
      pool.map((at) => ({ key: recordKey(at.record), doc: at })),
      numFewshot,
      false,
      config.name,
    );
  }
  // With chat flags, fewshot_context's chat branch may draw twice per document (chatContext.ts):
  // the sampler is handed over, so its random state moves on as lm-eval's does.
  const chatFlags = chat !== undefined && (chat.applyChatTemplate || chat.systemInstruction !== undefined) ? chat : undefined;
  const parts = all.slice(0, used).map((at, docId): GenerationDocParts => {
    const draws: GenerationShot[][] = [];
    const sample = (): GenerationShot[] => {
      const shots = shotsFor(recordKey(at.record)).map((shot) => ({ text: config.docToText(shot), target: config.docToTarget(shot) }));
      draws.push(shots);
      return shots;
    };
    const description = config.description(at.record);
    const text = config.docToText(at);
    const chatPrompt =
      chatFlags === undefined
        ? undefined
        : fewshotContext(
            { description, numFewshot, sample, docText: text, targetDelimiter: config.targetDelimiter, fewshotDelimiter: config.fewshotDelimiter },
            chatFlags,
          );
    if (chatFlags === undefined) sample();
    const pieces = { docId, description, shots: draws.at(-1) ?? [], text, target: config.docToTarget(at), at };
    return { ...pieces, prompt: chatPrompt ?? { kind: 'text', text: textPrompt(pieces, config) } };
  });
  const info: GenerationTaskInfo = {
    name: config.name,
    group: config.group,
    split: config.split,
    fewshotSplit: numFewshot === 0 || config.fewshot === null ? null : config.fewshot.kind === 'split' ? config.fewshot.split : 'fewshot_config.samples',
    numFewshot,
    docCount: all.length,
    used,
    dataFile: dataFileName(file),
    licence: config.licence,
    caveats: caveat === undefined ? config.caveats : [...config.caveats, caveat],
    scorer: config.scorer,
    metrics: config.metrics,
    gatedMetric: config.gatedMetric,
  };
  return { config, info, parts };
}

/**
 * fewshot_context's plain-text prompt: description + for each example doc_to_text + target
 * delimiter + doc_to_target + few-shot delimiter (samplers.py adds neither delimiter after an
 * empty target) + doc_to_text(doc).
 */
export function textPrompt(
  parts: Pick<GenerationDocParts, 'description' | 'shots' | 'text'>,
  delimiters: Pick<GenerationConfig, 'targetDelimiter' | 'fewshotDelimiter'>,
): string {
  const shots = parts.shots.map((shot) =>
    shot.target === '' ? shot.text : `${shot.text}${delimiters.targetDelimiter}${shot.target}${delimiters.fewshotDelimiter}`,
  );
  return parts.description + shots.join('') + parts.text;
}

/** `tunegate inspect MODEL`: what tunegate makes of a model's files, graph and tokenizer. */
import { homedir } from 'node:os';
import { statSync } from 'node:fs';
import { basename, relative } from 'node:path';
import { UsageError } from '../../errors/index.js';
import type { LoadModelOptions, OnnxLanguageModel, ValueSpec } from '../../model/index.js';
import type { TokenizerCheckResult } from '../../results/types.js';
import type { CliCommand } from './command.js';

export const inspectCommand: CliCommand = {
  name: 'inspect <model> [other]',
  describe:
    'Show how tunegate reads a model: files, I/O signature, KV layout, logits width, tokenizer; with two models, whether their tokenizers are identical',
  builder: (y) =>
    y
      .positional('model', {
        type: 'string',
        describe: 'An .onnx file, a directory holding one, or a Hugging Face repo id org/name[@revision] in the local hub cache',
      })
      .positional('other', { type: 'string', describe: 'A second model: also print whether the two tokenizers are identical, as compare checks before KL' })
      .option('tokenizer', {
        type: 'string',
        requiresArg: true,
        describe: 'Directory with the tokenizer files',
        defaultDescription: 'beside the .onnx, then its parent',
      })
      .option('subfolder', { type: 'string', requiresArg: true, describe: 'Folder inside the model directory or repo that holds the .onnx, e.g. onnx' })
      .option('variant', {
        type: 'string',
        requiresArg: true,
        describe: 'Variant file to open inside the folder or repo: fp32, fp16, q8, int8, uint8, q4, q4f16, bnb4',
      })
      .option('threads', { type: 'number', requiresArg: true, describe: 'Intra-op threads', defaultDescription: 'all cores' })
      .example('$0 inspect models/base/', 'Resolve the .onnx in a directory and describe it')
      .example('$0 inspect base/ tuned/', 'Describe both and say whether KL can be computed between them')
      .example('$0 inspect org/model --variant q4', 'Open model_q4.onnx of a transformers.js-style repo; every variant is listed with its weight format')
      .example('$0 inspect HuggingFaceTB/SmolLM2-135M-Instruct --subfolder onnx', 'A repo from the local hub cache: which snapshot, which files'),
  run: async (args, context) => {
    const { loadModel, hubCacheLocation, isModelVariant, MODEL_VARIANTS } = await import('../../model/index.js');
    const variant = args['variant'];
    if (variant !== undefined && !(typeof variant === 'string' && isModelVariant(variant))) {
      throw new UsageError(`--variant got ${JSON.stringify(String(variant))}; expected one of ${MODEL_VARIANTS.join(', ')}`);
    }
    const options: LoadModelOptions = {
      ...loadOptions(args['tokenizer'], args['threads']),
      ...(variant === undefined ? {} : { variant }),
      ...(typeof args['subfolder'] === 'string' && args['subfolder'] !== '' ? { subfolder: args['subfolder'] } : {}),
      hubCache: hubCacheLocation(process.env, homedir()),
    };
    const model = await loadModel(String(args['model']), options);
    try {
      context.stdout(`${[...describeModel(model), ...(await variantLines(model.files.path))].join('\n')}\n`);
      if (typeof args['other'] === 'string') {
        const other = await loadModel(args['other'], options);
        try {
          const { checkTokenizers } = await import('../../run/index.js');
          context.stdout(`\n${describeModel(other).join('\n')}\n\n${tokenizerCheckLines(checkTokenizers(model, other, [])).join('\n')}\n`);
        } finally {
          await other.dispose();
        }
      }
    } finally {
      await model.dispose();
    }
    return 0;
  },
};

/** "variants" and one line per transformers.js variant the folder holds, with its weight format; nothing for a file or a folder without variants. */
async function variantLines(path: string): Promise<string[]> {
  const { presentVariants, weightFormat } = await import('../../model/index.js');
  if (!statSync(path).isDirectory()) return [];
  const present = presentVariants(path);
  if (present.length === 0) return [];
  const width = Math.max(...present.map((p) => p.variant.length)) + 2;
  return [
    'variants',
    ...present.map((p) => `  ${p.variant.padEnd(width)}${relative(path, p.file).padEnd(28)}${weightFormat(p.file)?.summary ?? 'unreadable graph'}`),
  ];
}

/** The tokenizer identity check between two models, as `compare` applies it before divergence. */
function tokenizerCheckLines(check: TokenizerCheckResult): string[] {
  if (check.identical) return ['tokenizers: identical (divergence can be computed)'];
  return ['tokenizers: DIFFERENT (divergence would be skipped)', ...check.differences.map((difference) => `  - ${difference}`)];
}

function loadOptions(tokenizer: unknown, threads: unknown): LoadModelOptions {
  if (threads !== undefined && !(Number.isInteger(threads) && (threads as number) > 0)) {
    throw new UsageError(`--threads must be a positive integer, got ${String(threads)}`);
  }
  return {
    ...(typeof tokenizer === 'string' ? { tokenizerDir: tokenizer } : {}),
    ...(threads === undefined ? {} : { threads: threads as number }),
  };
}

/** The report lines for one loaded model (a two-model form prints this once per model). */
export function describeModel(model: OnnxLanguageModel): string[] {
  const { info, graph, files, tokenizer } = model;
  const sig = info.signature;
  const hasInput = (name: string): string => (graph.inputs.some((s) => s.name === name) ? 'yes' : 'no');
  const token = (id: number): string => `${id} ${JSON.stringify(tokenizer.decode([id]))}`;
  const hub: [string, string][] = files.hub
    ? [
        [
          'hub repo',
          `${files.hub.repo} @ ${files.hub.revision} → commit ${files.hub.commit}${files.hub.subfolder === null ? '' : `, subfolder ${files.hub.subfolder}`}`,
        ],
        ['hub cache', `${files.hub.cache.dir} (${files.hub.cache.from})`],
        ['snapshot', files.hub.snapshotDir],
      ]
    : [];
  const rows: [string, string][] = [
    ...hub,
    ['onnx', info.onnxFile],
    ['external data', files.externalData.length === 0 ? 'none' : files.externalData.map((f) => basename(f)).join(', ')],
    ['size', `${info.sizeBytes} bytes`],
    ['sha256', info.sha256],
    ['tokenizer dir', info.tokenizer.dir],
    ['config.json', files.configFile ?? 'none'],
    ['genai_config.json', files.genaiConfigFile ?? 'none'],
    ['dtype', `logits ${sig.logitsDtype}${graph.kv === null ? '' : `, KV ${graph.kv.dtype}`}`],
    [
      'KV cache',
      graph.kv === null
        ? 'no KV cache (every step recomputes the sequence)'
        : `${graph.kv.layers} layers, ${graph.kv.kvHeads} kv heads, head dim ${graph.kv.headDim}`,
    ],
    ['use_cache_branch', hasInput('use_cache_branch')],
    ['num_logits_to_keep', graph.logitsToKeep === null ? 'no' : `yes (${graph.logitsToKeep.name})`],
    ['position_ids', hasInput('position_ids')],
    [
      'attention',
      graph.packedRows
        ? 'GroupQueryAttention: rows packed from position 0; several new tokens after a past run one row at a time'
        : 'masked rows (padding anywhere)',
    ],
    ['logits width', String(sig.logitsWidth)],
    ['max context', `${sig.maxContext} tokens`],
    ['vocab size', String(info.tokenizer.vocabSize)],
    ['BOS', tokenizer.bosId === null ? 'none (not added by the post-processor)' : token(tokenizer.bosId)],
    ['EOS', tokenizer.eosIds.length === 0 ? 'none' : tokenizer.eosIds.map(token).join(', ')],
    ['chat template', info.tokenizer.chatTemplate ? 'yes' : 'no'],
    ['fingerprint', info.tokenizer.fingerprint],
  ];
  const pad = Math.max(...rows.map(([k]) => k.length)) + 2;
  return [
    ...rows.slice(0, hub.length + 7).map(([k, v]) => k.padEnd(pad) + v),
    'inputs',
    ...valueLines(graph.inputs),
    'outputs',
    ...valueLines(graph.outputs),
    ...rows.slice(hub.length + 7).map(([k, v]) => k.padEnd(pad) + v),
  ];
}

function valueLines(specs: readonly ValueSpec[]): string[] {
  const nameWidth = Math.max(...specs.map((s) => s.name.length)) + 2;
  return specs.map((s) => `  ${s.name.padEnd(nameWidth)}${s.type.padEnd(9)}[${s.shape.join(', ')}]`);
}

/** Turns a model argument (an .onnx file, a directory, or a repo id in the hub cache) into the files tunegate will read. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { ModelLoadError } from '../../errors/index.js';
import type { LoadModelOptions } from '../types.js';
import { hubCacheLocation, parseHubRepoId, resolveHubSnapshot, resolveSubfolder, type HubSnapshot } from './hubCache.js';
import { pickVariant } from './modelVariants.js';
import { readGenaiConfig } from './genaiConfig.js';
import { externalDataFiles, externalTensorRefs, type ExternalTensorRef } from './externalData.js';

/** The files behind one model argument; every path is absolute. */
export interface ResolvedModel {
  /** The argument as given, made absolute; for a repo id, the snapshot folder (with the subfolder). */
  readonly path: string;
  /** The cached repo snapshot a repo id resolved to; absent for a local path. */
  readonly hub?: HubSnapshot & { readonly subfolder: string | null };
  readonly onnxFile: string;
  /** External-data files the graph names, in the order it first names them; possibly none. */
  readonly externalData: readonly string[];
  /** Every tensor the graph keeps in an external-data file (empty when the .onnx does not parse). */
  readonly externalTensors: readonly ExternalTensorRef[];
  /** Directory holding tokenizer.json (and tokenizer_config.json, chat_template.jinja, …). */
  readonly tokenizerDir: string;
  /** config.json describing the architecture, when one exists. */
  readonly configFile: string | null;
  readonly generationConfigFile: string | null;
  /** onnxruntime-genai's genai_config.json beside the .onnx, when one exists. */
  readonly genaiConfigFile: string | null;
}

const GENAI_CONFIG = 'genai_config.json';

/**
 * Optimum's merged decoder supersedes the two unmerged graphs exported beside it; without it,
 * the legacy split pair is read through decoder_model.onnx alone, which takes the whole sequence
 * every pass (no past inputs), so it gives the numbers of the pair on the slower no-cache path.
 */
const PREFERRED: readonly { readonly name: string; readonly variant: RegExp }[] = [
  { name: 'model.onnx', variant: /^model_[\w.-]+\.onnx$/ },
  { name: 'decoder_model_merged.onnx', variant: /^(decoder_model|decoder_with_past_model|decoder_model_merged_[\w.-]+)\.onnx$/ },
  { name: 'decoder_model.onnx', variant: /^decoder_with_past_model\.onnx$/ },
];

/**
 * Resolve `arg` to its .onnx file, external data, tokenizer directory and config files
 * (docs/ARCHITECTURE.md §3). `arg` is a path; when no such path exists and it reads as a repo
 * id (`org/name[@revision]`), the snapshot in the hub cache (options.hubCache, default
 * ~/.cache/huggingface/hub) — never a download. `options.subfolder` is a folder inside a
 * directory or repo; `options.variant` picks a transformers.js variant file in it (modelVariants.ts). Throws ModelLoadError when the path or cached repo is missing, names no
 * .onnx, the choice of .onnx is ambiguous, the variant asked for is absent, or no tokenizer.json is found.
 */
export function resolveModel(arg: string, options: Pick<LoadModelOptions, 'tokenizerDir' | 'subfolder' | 'hubCache' | 'variant'> = {}): ResolvedModel {
  const local = resolve(arg);
  const repoId = existsSync(local) ? null : parseHubRepoId(arg);
  if (repoId === null && !existsSync(local)) {
    throw new ModelLoadError(
      local,
      'no such file or directory',
      'Pass an .onnx file, a directory holding one, or a Hugging Face repo id (org/name) that is in the local hub cache.',
    );
  }
  const hub = repoId === null ? undefined : resolveHubSnapshot(repoId, options.hubCache ?? hubCacheLocation({}, homedir()));
  const root = hub?.snapshotDir ?? local;
  const subfolder = options.subfolder === undefined || options.subfolder === '' ? null : options.subfolder;
  if (subfolder !== null && !statSync(root).isDirectory()) {
    throw new ModelLoadError(
      root,
      `--subfolder ${subfolder} was given, but this is a file`,
      'Pass the directory or repo that holds the subfolder, or leave --subfolder out.',
    );
  }
  const path = subfolder === null ? root : resolveSubfolder(root, subfolder, hub ? arg : root);
  const isDir = statSync(path).isDirectory();
  if (options.variant !== undefined && !isDir) {
    throw new ModelLoadError(
      path,
      `a variant (${options.variant}) was asked for, but this is a file`,
      'Pass the folder or repo that holds the variants, or leave the variant flag out.',
    );
  }
  const onnxFile = !isDir ? checkOnnxFile(path) : options.variant !== undefined ? pickVariant(path, options.variant) : pickOnnx(path);
  const onnxDir = dirname(onnxFile);
  // In a repo the tokenizer and config usually sit at its root, above onnx/ or a deeper subfolder.
  const nearDirs = [...new Set([onnxDir, dirname(onnxDir), ...(subfolder === null ? [] : [root])])];
  const tokenizerDir = findTokenizerDir(onnxFile, nearDirs, options.tokenizerDir);
  const configDirs = [...nearDirs, tokenizerDir];
  const externalTensors = readExternalTensors(onnxFile);
  return {
    path,
    ...(hub ? { hub: { ...hub, subfolder } } : {}),
    onnxFile,
    externalData: externalDataFiles(externalTensors),
    externalTensors,
    tokenizerDir,
    configFile: firstExisting(configDirs, 'config.json'),
    generationConfigFile: firstExisting(configDirs, 'generation_config.json'),
    // The builder writes it beside the graph it describes; one in a parent folder belongs to another export.
    genaiConfigFile: firstExisting([onnxDir], GENAI_CONFIG),
  };
}

function readExternalTensors(onnxFile: string): ExternalTensorRef[] {
  try {
    return externalTensorRefs(onnxFile) ?? [];
  } catch (error) {
    throw new ModelLoadError(onnxFile, `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`, 'Check the file exists and is readable.');
  }
}

function checkOnnxFile(file: string): string {
  if (!file.endsWith('.onnx')) {
    throw new ModelLoadError(file, 'not an .onnx file', 'Pass the exported .onnx graph or the directory that holds it.');
  }
  return file;
}

/** The first PyTorch/safetensors weight file in `dir` (a transformers checkpoint not yet exported), or null. */
function trainingWeights(dir: string): string | null {
  const names = readdirSync(dir).sort();
  return names.find((name) => /^(model|pytorch_model)(-\d+-of-\d+)?\.(safetensors|bin)$/.test(name) || name.endsWith('.safetensors.index.json')) ?? null;
}

function pickOnnx(dir: string): string {
  const candidates = [dir, join(dir, 'onnx')].flatMap((d) => listOnnx(d));
  if (candidates.length === 0) {
    const weights = trainingWeights(dir);
    if (weights !== null) {
      throw new ModelLoadError(
        dir,
        `holds ${weights} (the training framework's weights) but no .onnx graph`,
        `Export it first: optimum-cli export onnx --model ${dir} --task text-generation-with-past ${dir}-onnx, then pass ${dir}-onnx (docs/guides/bring-your-fine-tune.md).`,
      );
    }
    throw new ModelLoadError(
      dir,
      'no .onnx file in the directory or its onnx/ folder',
      'Pass the .onnx file itself, or export the model with Optimum first (docs/guides/bring-your-fine-tune.md).',
    );
  }
  if (candidates.length === 1) return candidates[0]!;
  const named = genaiDecoder(dir, candidates);
  if (named !== null) return named;
  let remaining = candidates;
  for (const { name, variant } of PREFERRED) {
    if (remaining.some((f) => basename(f) === name)) {
      remaining = remaining.filter((f) => basename(f) === name || !variant.test(basename(f)));
    }
  }
  if (remaining.length === 1) return remaining[0]!;
  const listed = candidates.map((f) => relative(dir, f)).join(', ');
  throw new ModelLoadError(dir, `several candidate .onnx files: ${listed}`, `Pass the one to use, e.g. ${join(dir, relative(dir, candidates[0]!))}.`);
}

/** The candidate a genai_config.json in `dir` (or its onnx/ folder) names as its decoder, if any. */
function genaiDecoder(dir: string, candidates: readonly string[]): string | null {
  for (const folder of [dir, join(dir, 'onnx')]) {
    const file = join(folder, GENAI_CONFIG);
    if (!isFile(file)) continue;
    const decoder = readGenaiConfig(file).decoderFile;
    const path = decoder === null ? null : join(folder, decoder);
    if (path !== null && candidates.includes(path)) return path;
  }
  return null;
}

function listOnnx(dir: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  // statSync follows symlinks: a Hugging Face cache snapshot links each file to a blob.
  return readdirSync(dir)
    .filter((name) => name.endsWith('.onnx') && isFile(join(dir, name)))
    .map((name) => join(dir, name))
    .sort();
}

/** A regular file, or a link to one; false for a dangling link. */
function isFile(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
}

function findTokenizerDir(onnxFile: string, nearDirs: readonly string[], override: string | undefined): string {
  if (override !== undefined) {
    const dir = resolve(override);
    if (!existsSync(join(dir, 'tokenizer.json'))) {
      throw new ModelLoadError(
        dir,
        'no tokenizer.json in the tokenizer directory',
        'Pass as tokenizer directory (--tokenizer, --base-tokenizer, --tuned-tokenizer) the folder that holds tokenizer.json.',
      );
    }
    return dir;
  }
  const found = firstExisting(nearDirs, 'tokenizer.json');
  if (found === null) {
    throw new ModelLoadError(
      onnxFile,
      `no tokenizer.json beside the model or in its parent (looked in ${[...new Set(nearDirs)].join(', ')})`,
      'Copy the tokenizer files next to the .onnx, or pass their folder with --tokenizer (--base-tokenizer, --tuned-tokenizer for compare).',
    );
  }
  return dirname(found);
}

function firstExisting(dirs: readonly string[], name: string): string | null {
  for (const dir of dirs) {
    const file = join(dir, name);
    if (existsSync(file)) return file;
  }
  return null;
}

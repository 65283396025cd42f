/**
 * Which onnxruntime-node this process runs. @huggingface/transformers pins its own copy and loads
 * it, native library included, as soon as it is imported; a second copy of another version
 * loaded beside it fails inside the dynamic linker ("version `VERS_1.31.1' not found"), so
 * tunegate opens its sessions with the very copy transformers loaded and refuses an install that
 * holds two versions (docs/ARCHITECTURE.md §3).
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { RuntimeFailureError } from '../../errors/index.js';

/** One installed onnxruntime-node package: its folder and its version. */
export interface OnnxruntimeCopy {
  readonly dir: string;
  readonly version: string;
}

/** The onnxruntime-node that tunegate's own dependency resolves to, and the one @huggingface/transformers resolves to (and loads). */
export interface OnnxruntimeCopies {
  readonly tunegate: OnnxruntimeCopy;
  readonly transformers: OnnxruntimeCopy;
}

/**
 * A `require` that resolves from @huggingface/transformers' own folder, as its node build does for
 * onnxruntime-node; `from` is where tunegate's modules resolve from (tests name a folder of their own).
 */
export function requireFromTransformers(from: string | URL = import.meta.url): NodeJS.Require {
  return createRequire(createRequire(from).resolve('@huggingface/transformers'));
}

/** Both resolutions of onnxruntime-node as seen from `from`, read from their package.json files without loading a native binding. */
export function onnxruntimeCopies(from: string | URL = import.meta.url): OnnxruntimeCopies {
  return { tunegate: copyOf(createRequire(from)), transformers: copyOf(requireFromTransformers(from)) };
}

function copyOf(require: NodeJS.Require): OnnxruntimeCopy {
  const packageJson = require.resolve('onnxruntime-node/package.json');
  return { dir: dirname(packageJson), version: (require(packageJson) as { version: string }).version };
}

/**
 * Throws RuntimeFailureError (exit 3) when tunegate's onnxruntime-node and transformers' are of
 * different versions: the install did not honour package.json's pin (an override, a manual
 * `npm install onnxruntime-node@…`), and the two native libraries cannot share one process.
 * Two folders of one version pass: only transformers' copy is ever loaded.
 */
export function assertOneOnnxruntime(copies: OnnxruntimeCopies): void {
  const { tunegate, transformers } = copies;
  if (tunegate.version === transformers.version) return;
  throw new RuntimeFailureError(
    `two onnxruntime-node versions are installed: ${tunegate.version} (tunegate's, ${tunegate.dir}) and ${transformers.version} (@huggingface/transformers', ${transformers.dir}); their native libraries cannot load into one process`,
    `Install the version @huggingface/transformers pins: \`npm install onnxruntime-node@${transformers.version}\` where tunegate is installed (or remove the override that changed it), then check with \`npm ls onnxruntime-node\`.`,
  );
}

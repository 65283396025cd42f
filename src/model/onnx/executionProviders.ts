/** The onnxruntime execution provider a session asks for, and whether its binaries are installed. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type * as ort from 'onnxruntime-node';
import { ModelLoadError } from '../../errors/index.js';
import type { ExecutionProvider } from '../types.js';
import { onnxruntimeCopies } from './onnxruntimeCopies.js';

/** Every provider `--execution-provider` accepts, listed once in results/vocabulary.ts. */
export { EXECUTION_PROVIDERS } from '../../results/vocabulary.js';

/** The npm command that fetches onnxruntime-node's CUDA binaries (they are not in its npm package). */
export const CUDA_INSTALL_COMMAND = 'npm rebuild onnxruntime-node --onnxruntime-node-install=cuda12';

/** The CUDA provider's library, which onnxruntime-node's install script downloads on request beside its binding. */
const CUDA_LIBRARY = 'libonnxruntime_providers_cuda.so';

/**
 * Whether onnxruntime-node's CUDA provider library is installed beside its native binding
 * (`bin/napi-v*\/<platform>/<arch>/`). `packageDir` defaults to the onnxruntime-node package
 * sessions run on (the copy @huggingface/transformers loads); tests point it at a folder of their own.
 */
export function cudaProviderInstalled(packageDir = onnxruntimeCopies().transformers.dir): boolean {
  if (process.platform !== 'linux' || process.arch !== 'x64') return false;
  const bin = join(packageDir, 'bin');
  return ['napi-v6', 'napi-v3'].some((napi) => existsSync(join(bin, napi, process.platform, process.arch, CUDA_LIBRARY)));
}

/**
 * The session's `executionProviders` for `provider`: CPU alone, or CUDA on `deviceId` with CPU
 * behind it for the operators CUDA lacks. Throws ModelLoadError naming `onnxFile` and the
 * install command when CUDA is asked for and its binaries are not installed, before
 * onnxruntime would fail with a message about a missing shared library.
 */
export function executionProviders(
  provider: ExecutionProvider,
  deviceId: number,
  onnxFile: string,
  installed: () => boolean = cudaProviderInstalled,
): ort.InferenceSession.ExecutionProviderConfig[] {
  if (provider === 'cpu') return ['cpu'];
  if (!installed()) {
    const where =
      process.platform === 'linux' && process.arch === 'x64'
        ? 'onnxruntime-node was installed without them'
        : `onnxruntime-node has them for linux-x64 only, this is ${process.platform}-${process.arch}`;
    throw new ModelLoadError(
      onnxFile,
      `--execution-provider cuda: the CUDA provider binaries are not installed (${where})`,
      `Run \`${CUDA_INSTALL_COMMAND}\` where tunegate is installed (CUDA 12 and cuDNN 9 must be on the machine), or use --execution-provider cpu.`,
    );
  }
  return [{ name: 'cuda', deviceId }, 'cpu'];
}

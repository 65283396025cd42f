/** The SmolLM-135M-shaped model pair the benchmarks run on, forged once into bench/.models/. */
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MODELS = fileURLToPath(new URL('../.models', import.meta.url));

/** Directories of the base and tuned models for one context length. */
export function smolPairDirs(maxPositions: number): { base: string; tuned: string } {
  return { base: join(MODELS, `smol-base-${maxPositions}`), tuned: join(MODELS, `smol-tuned-${maxPositions}`) };
}

/** Forge the pair in a child process unless it is already there; returns the directories. */
export function ensureSmolPair(maxPositions: number): { base: string; tuned: string } {
  const dirs = smolPairDirs(maxPositions);
  if (!existsSync(join(dirs.base, 'model.onnx')) || !existsSync(join(dirs.tuned, 'model.onnx'))) {
    execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('forgeSmolPair.ts', import.meta.url)), String(maxPositions)], {
      stdio: 'inherit',
    });
  }
  return dirs;
}

/** Bytes of the model's weights on disk (model.onnx + external data). */
export function weightBytes(dir: string): number {
  const data = join(dir, 'model.onnx_data');
  return statSync(join(dir, 'model.onnx')).size + (existsSync(data) ? statSync(data).size : 0);
}

/**
 * Child-process entry: forge the SmolLM-135M-shaped base and a perturbed "tuned" copy with a
 * given context length into bench/.models/. Run in its own process so the forge's in-memory
 * weights never count towards a benchmark's peak RSS.
 * Usage: node --import tsx bench/support/forgeSmolPair.ts <maxPositions>
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { forgeModel, forgePresets } from '../../tools/forge/index.js';
import { smolPairDirs } from './smolPair.js';

const maxPositions = Number(process.argv[2]);
const { base, tuned } = smolPairDirs(maxPositions);
for (const [dir, perturb] of [
  [base, undefined],
  [tuned, { seed: 2, scale: 0.01 }],
] as const) {
  if (existsSync(join(dir, 'model.onnx'))) continue;
  await forgeModel(dir, { ...forgePresets.smol135mShape(1), maxPositions, ...(perturb ? { perturb } : {}) });
  console.error(`forged ${dir}`);
}

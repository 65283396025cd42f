/**
 * Forge a model with SmolLM-135M's shape (random weights, external data) into
 * bench/.models/smol135m-shape and print how long each part took.
 * Usage: node --import tsx bench/forgeSmol.ts [seed]
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { forgeModel, forgePresets } from '../tools/forge/index.js';

const seed = Number(process.argv[2] ?? 0);
const outDir = join(fileURLToPath(new URL('.', import.meta.url)), '.models', 'smol135m-shape');
const started = performance.now();
const model = await forgeModel(outDir, forgePresets.smol135mShape(seed));
const elapsedMs = performance.now() - started;
const params = Object.values(model.weights).reduce((sum, t) => sum + t.data.length, 0);
const mib = (path: string): string => (statSync(path).size / 2 ** 20).toFixed(1);
console.log(`forged ${outDir}`);
console.log(`  parameters      ${(params / 1e6).toFixed(1)} M (vocab ${model.vocabSize}, logits width ${model.logitsWidth})`);
console.log(`  model.onnx      ${mib(model.onnxPath)} MiB`);
console.log(`  model.onnx_data ${mib(join(outDir, 'model.onnx_data'))} MiB`);
console.log(`  elapsed         ${(elapsedMs / 1000).toFixed(2)} s`);
console.log(`  resident memory ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`);

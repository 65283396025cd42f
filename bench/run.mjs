#!/usr/bin/env node
// Runs one benchmark the way bin/tunegate runs the CLI: the large JavaScript dependencies are
// loaded natively first, then tsx takes over for the TypeScript sources, so memory and timing
// figures match what users see. Usage: node bench/run.mjs <divergence|generate|bootstrap|report|calibration|peers> [args…]
import { register } from 'tsx/esm/api';
import { fileURLToPath } from 'node:url';

await Promise.all([import('@huggingface/transformers'), import('onnxruntime-node')]);
register();
const name = process.argv[2];
if (!name) {
  process.stderr.write('usage: node bench/run.mjs <divergence|generate|bootstrap|report|calibration|peers> [args…]\n');
  process.exit(3);
}
process.argv.splice(2, 1);
await import(fileURLToPath(new URL(`./${name}.bench.ts`, import.meta.url)));

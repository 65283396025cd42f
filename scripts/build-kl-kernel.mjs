#!/usr/bin/env node
// Compiles the divergence kernel's WebAssembly text (src/metrics/divergence/klKernelSource.ts)
// with wabt and writes the binary, base64-encoded, to src/metrics/divergence/klKernelWasm.ts.
// Usage: npm run build:kernel
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const { compileKlKernel } = await import('./compileKlKernel.ts');
const bytes = await compileKlKernel();
const target = fileURLToPath(new URL('../src/metrics/divergence/klKernelWasm.ts', import.meta.url));
writeFileSync(
  target,
  `/** The divergence kernel compiled from klKernelSource.ts by \`npm run build:kernel\` (do not edit). */\nexport const KL_KERNEL_WASM_BASE64 =\n  '${Buffer.from(bytes).toString('base64')}';\n`,
);
process.stdout.write(`wrote ${target} (${bytes.length} bytes of WebAssembly)\n`);

/**
 * Compiles the divergence kernel's WebAssembly text (src/families/divergence/klKernelSource.ts)
 * with wabt, a dev dependency used only here. Run directly (`npm run build:kernel`) it writes the
 * binary, base64-encoded, to src/families/divergence/klKernelWasm.ts; klKernel.test.ts checks the
 * committed binary against compileKlKernel().
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import wabtInit from 'wabt';
import { KL_KERNEL_WAT } from '../src/families/divergence/klKernelSource.js';

/** Binary of KL_KERNEL_WAT; throws wabt's error when the text does not assemble or validate. */
export async function compileKlKernel(): Promise<Uint8Array> {
  const wabt = await wabtInit();
  const module = wabt.parseWat('klKernel.wat', KL_KERNEL_WAT, { simd: true, multi_value: true });
  try {
    module.validate();
    return module.toBinary({}).buffer;
  } finally {
    module.destroy();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const bytes = await compileKlKernel();
  const target = fileURLToPath(new URL('../src/families/divergence/klKernelWasm.ts', import.meta.url));
  const base64 = Buffer.from(bytes).toString('base64');
  writeFileSync(
    target,
    `/** The divergence kernel compiled from klKernelSource.ts by \`npm run build:kernel\` (do not edit). */\nexport const KL_KERNEL_WASM_BASE64 =\n  '${base64}';\n`,
  );
  process.stdout.write(`wrote ${target} (${bytes.length} bytes of WebAssembly)\n`);
}

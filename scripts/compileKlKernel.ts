/** The divergence kernel's WebAssembly text compiled with wabt (a dev dependency: build and tests only). */
import wabtInit from 'wabt';
import { KL_KERNEL_WAT } from '../src/metrics/divergence/klKernelSource.js';

/** Binary of KL_KERNEL_WAT; throws wabt's error when the text does not assemble. */
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

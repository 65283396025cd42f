/**
 * α-spending functions the sequential calibration can compare (`--spending` of the bench): the
 * Lan–DeMets O'Brien–Fleming type, the Kim & DeMets (1987, Biometrika 74(1): 149–154) power
 * family α·t^ρ, and the Hwang, Shih & DeCani (1990, Statistics in Medicine 9(12): 1439–1445)
 * family α(1 − e^{−γt})/(1 − e^{−γ}) (compare's default at γ = −1). Names: `obf`, `power:<ρ>`, `hsd:<γ>`.
 */
import type { SpendingFunction } from '../../src/run/sequential/lookPlan.js';
import { hwangShihDeCaniSpending, obrienFlemingSpending } from '../../src/stats/index.js';

/** The spending function a name stands for; throws on an unknown name. */
export function spendingCandidate(name: string): SpendingFunction {
  if (name === 'obf') return obrienFlemingSpending;
  const [family, value] = name.split(':');
  const x = Number(value);
  if (family === 'power' && x > 0) return (alpha, t) => alpha * t ** x;
  if (family === 'hsd' && value !== undefined && Number.isFinite(x)) return (alpha, t) => hwangShihDeCaniSpending(alpha, t, x);
  throw new Error(`unknown spending function ${name}: expected obf, power:<ρ> or hsd:<γ>`);
}

/**
 * Type I error spent by information fraction `t` under the Hwang–Shih–DeCani spending family
 * (Hwang, Shih & DeCani 1990, "Group sequential designs using a family of type I error
 * probability spending functions", Statistics in Medicine 9(12): 1439–1445):
 * α(t) = α(1 − e^{−γt}) / (1 − e^{−γ}), and its limit α·t at γ = 0. α(0) = 0, α(1) = α; γ = −4
 * is close to the O'Brien–Fleming type (little spent early), γ = 1 close to Pocock (much spent
 * early), and γ = −1 spends 17 % of α by t = ¼ (R gsDesign's sfHSD(alpha, t, gamma) is the
 * same function). Throws RangeError for α outside (0, 1), t outside [0, 1] or a non-finite γ.
 */
export function hwangShihDeCaniSpending(alpha: number, t: number, gamma: number): number {
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha is ${alpha}, expected a number in (0, 1)`);
  if (!(t >= 0 && t <= 1)) throw new RangeError(`t is ${t}, expected an information fraction in [0, 1]`);
  if (!Number.isFinite(gamma)) throw new RangeError(`gamma is ${gamma}, expected a finite number`);
  if (gamma === 0) return alpha * t;
  // expm1 keeps precision when γ is near 0, where 1 − e^{−γt} and 1 − e^{−γ} both vanish.
  return (alpha * Math.expm1(-gamma * t)) / Math.expm1(-gamma);
}

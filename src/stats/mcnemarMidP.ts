import { assertInteger } from './assertions.js';

/**
 * Exact two-sided mid-p McNemar test on the discordant pairs of a paired binary outcome
 * (Fagerland, Lydersen & Laake 2013, "The McNemar test for binary matched-pairs data:
 * mid-p and asymptotic are better than exact conditional", BMC Med. Res. Methodol. 13:91):
 * with n = b + c and k = min(b, c), X ~ Binomial(n, ½),
 * mid-p = 2·[P(X ≤ k) − ½·P(X = k)], capped at 1; n = 0 gives 1 (no evidence either way).
 * `baseOnly` = b (base has the outcome, tuned not), `tunedOnly` = c. O(min(b, c)).
 * Throws RangeError unless both are integers ≥ 0.
 */
export function mcnemarMidP(baseOnly: number, tunedOnly: number): number {
  assertInteger(baseOnly, 'baseOnly', 0);
  assertInteger(tunedOnly, 'tunedOnly', 0);
  const n = baseOnly + tunedOnly;
  if (n === 0) return 1;
  const k = Math.min(baseOnly, tunedOnly);
  // log P(X = k) = log C(n, k) − n·log 2, with C(n, k) built as Π (n − k + i)/i in log
  // space so large n neither overflows nor needs a gamma function.
  let logPmfK = -n * Math.LN2;
  for (let i = 1; i <= k; i++) logPmfK += Math.log((n - k + i) / i);
  const pmfK = Math.exp(logPmfK);
  // Walk down from k with P(X = i − 1) = P(X = i)·i/(n − i + 1); terms shrink fast.
  let lowerTail = pmfK;
  let term = pmfK;
  for (let i = k; i > 0; i--) {
    term *= i / (n - i + 1);
    lowerTail += term;
    if (term < lowerTail * 1e-17) break;
  }
  return Math.min(1, 2 * (lowerTail - 0.5 * pmfK));
}

/** Number formatting for verdict reasons: one style so every sentence reads alike. */

const MINUS = '\u2212';

/** A value with 3 decimals, or 2 significant digits below 0.01 (KL in nats is often tiny); minus sign U+2212. */
export function formatValue(value: number): string {
  if (value === 0) return '0';
  const magnitude = Math.abs(value);
  const text = magnitude >= 0.01 ? magnitude.toFixed(3) : magnitude.toPrecision(2);
  return value < 0 ? `${MINUS}${text}` : text;
}

/** Like formatValue, with an explicit + on positive values (for Δ). */
export function formatSigned(value: number): string {
  return value > 0 ? `+${formatValue(value)}` : formatValue(value);
}

/** [lo, hi] with formatValue ends. */
export function formatInterval(ci: readonly [number, number]): string {
  return `[${formatValue(ci[0])}, ${formatValue(ci[1])}]`;
}

/** A confidence level as a percentage with at most two decimals: 0.95 → "95%", 0.9875 → "98.75%". */
export function formatLevel(level: number): string {
  return `${Number((level * 100).toFixed(2))}%`;
}

/** A p-value with 3 decimals, "< 0.001" below that. */
export function formatP(p: number): string {
  return p < 0.001 ? '< 0.001' : p.toFixed(3);
}

/** Number and text formatting for every output: verdict reasons, the terminal table, summary.md and the report. */

const MINUS = '\u2212';

/** `value` with `decimals` fixed decimals, a real minus sign, and no "-0". */
export function formatFixed(value: number, decimals: number): string {
  const text = Math.abs(value).toFixed(decimals);
  const isZero = Number(text) === 0;
  return value < 0 && !isZero ? `${MINUS}${text}` : text;
}

/** Like formatFixed but with an explicit "+" for positive values (for Δ). */
export function formatSignedFixed(value: number, decimals: number): string {
  const text = formatFixed(value, decimals);
  return value > 0 && Number(Math.abs(value).toFixed(decimals)) !== 0 ? `+${text}` : text;
}

/** `value` with `digits` significant digits, no exponent for |value| ≥ 1e-6; "0" for zero. */
export function formatSignificant(value: number, digits: number): string {
  if (value === 0) return '0';
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  if (magnitude < -6) return value.toExponential(digits - 1).replace('-', MINUS);
  const decimals = Math.max(0, digits - 1 - magnitude);
  return formatFixed(value, decimals);
}

/** Signed variant of formatSignificant (for Δ). */
export function formatSignedSignificant(value: number, digits: number): string {
  const text = formatSignificant(value, digits);
  return value > 0 ? `+${text}` : text;
}

/** A p-value: "< 0.001" below 0.001, else three decimals; "—" when absent. */
export function formatP(p: number | null): string {
  if (p === null) return '—';
  if (p < 0.001) return '< 0.001';
  return p.toFixed(3);
}

/**
 * A value with 3 decimals, or 2 significant digits below 0.01 (KL in nats is often tiny); "0" for
 * zero and for float noise below FLOAT_NOISE; minus sign U+2212.
 */
export function formatValue(value: number): string {
  if (Math.abs(value) < FLOAT_NOISE) return '0';
  const magnitude = Math.abs(value);
  const text = magnitude >= 0.01 ? magnitude.toFixed(3) : magnitude.toPrecision(2);
  return value < 0 ? `${MINUS}${text}` : text;
}

/** Like formatValue, with an explicit + on positive values (for Δ). */
export function formatSignedValue(value: number): string {
  return value >= FLOAT_NOISE ? `+${formatValue(value)}` : formatValue(value);
}

/**
 * Below this a value is the rounding left by subtracting two float64 means (a rate Δ of
 * 7.4e-18 for two equal rates), not a measurement: even a per-token KL is computed from float32
 * logits, whose resolution is about 1e-7.
 */
const FLOAT_NOISE = 1e-12;

/** [lo, hi] with formatValue ends. */
export function formatInterval(ci: readonly [number, number]): string {
  return `[${formatValue(ci[0])}, ${formatValue(ci[1])}]`;
}

/** A byte count in SI units with three significant digits, e.g. "1.24 GB". */
export function formatBytes(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unit === 0 ? `${bytes} B` : `${formatSignificant(value, 3)} ${units[unit] ?? ''}`;
}

/** A duration given in milliseconds: "850 ms", "12.3 s" or "4 min 05 s". */
export function formatMs(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const totalSeconds = Math.round(ms / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  return `${minutes} min ${String(totalSeconds % 60).padStart(2, '0')} s`;
}

/** An integer with narrow no-break space thousands separators, e.g. "10 000" (locale-independent). */
export function formatCount(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  return value < 0 ? `${MINUS}${grouped}` : grouped;
}

/** The first 12 hex digits of a SHA-256, enough to tell files apart at a glance. */
export function shortSha(sha256: string): string {
  return sha256.slice(0, 12);
}

/** The command line as a shell would accept it (arguments with special characters single-quoted). */
export function formatCommandLine(argv: readonly string[]): string {
  return argv.map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`)).join(' ');
}

/** Whitespace made visible for token tooltips: space ␣, newline ↵, tab ⇥. */
export function visibleWhitespace(text: string): string {
  return text.replace(/ /g, '\u2423').replace(/\n/g, '\u21b5').replace(/\t/g, '\u21e5').replace(/\r/g, '\u240d');
}

/** Code-unit order of two strings, independent of the locale (localeCompare is not). */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A level in (0, 1) as a percentage with at most two decimals and no float noise: 0.95 → "95%", 0.9875 → "98.75%". */
export function formatLevel(level: number): string {
  return `${Number((level * 100).toFixed(2))}%`;
}

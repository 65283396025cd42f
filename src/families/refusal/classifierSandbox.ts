/**
 * Time-limited evaluation of untrusted refusal patterns. A user's regex can backtrack
 * catastrophically (`(a+)+$` on "aaaa…ab"); V8 offers no per-regex limit, but `node:vm`
 * can interrupt a script after `timeout` ms (it terminates the isolate's execution, which
 * the regex engine honours). Each pattern is recompiled inside one shared vm context.
 */
import vm from 'node:vm';
import { REFUSAL_PATTERN_FLAGS, type RefusalPattern } from './patterns.js';

/**
 * Time limit for one untrusted pattern on one reply, ms of CPU time. node:vm's limit is wall
 * time, which a busy machine uses up on a trivial regex, so a pattern that runs past it is run
 * once more with CONFIRM_FACTOR times the limit and counts as timed out only when that run also
 * fails to finish after using at least this much CPU time.
 */
export const PATTERN_TIMEOUT_MS = 50;

/** The second run's wall-clock limit, as a multiple of the first. */
const CONFIRM_FACTOR = 10;

/** Patterns whose timeout was confirmed by CPU time: later replies skip the confirming run, so a catastrophic regex costs two limits per reply, not eleven. */
const confirmedSlow = new WeakSet<RefusalPattern>();

/** Outcome of one pattern on one reply; offsets are UTF-16 indices. */
export type SandboxOutcome =
  | { readonly kind: 'match'; readonly start: number; readonly end: number }
  | { readonly kind: 'no-match' }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'error'; readonly message: string };

interface SandboxGlobals {
  compile: (source: string, flags: string) => number;
  /** The slot `warmUp` runs on. */
  slot: number;
  input: string;
  indices: number[];
  /** Flat [start, end] per index in `indices`; -1, -1 for no match. */
  spans: number[];
}

let sandbox: SandboxGlobals | null = null;
const slotByPattern = new WeakMap<RefusalPattern, number>();

// Runs every listed regex in one call: a watchdog thread per vm call costs ~0.15 ms, so one
// call per reply keeps user pattern files about as fast as the built-in ones.
const runAll = new vm.Script(
  'spans = []; for (const i of indices) { const m = regexes[i].exec(input); if (m === null) spans.push(-1, -1); else spans.push(m.index, m.index + m[0].length); }',
  { filename: 'tunegate-refusal-patterns' },
);

/**
 * V8 compiles a regex lazily, to bytecode on its first run and to machine code a run or two
 * later, and once more for each string width: Latin-1 text and text with any wider character
 * (a curly apostrophe, U+FFFD) each get their own code. For a large pattern that takes longer
 * than PATTERN_TIMEOUT_MS on a busy machine, and would count a slow compile as a slow match on
 * the first reply holding a ’. Running each new regex three times on the empty string and on
 * one two-byte character compiles both outside the per-reply limit: with at most one
 * character of input there is nothing to backtrack over, so this cannot hang on a
 * catastrophic pattern.
 */
const warmUp = new vm.Script('for (let k = 0; k < 3; k++) { regexes[slot].exec(""); regexes[slot].exec("\\u0100"); }', {
  filename: 'tunegate-refusal-patterns-warm-up',
});
const WARM_UP_TIMEOUT_MS = 10_000;

function globals(): SandboxGlobals {
  if (sandbox === null) {
    const context = vm.createContext({ input: '', indices: [], spans: [], slot: 0 });
    vm.runInContext('var regexes = []; var compile = (source, flags) => regexes.push(new RegExp(source, flags)) - 1;', context);
    sandbox = context as unknown as SandboxGlobals;
  }
  return sandbox;
}

function slotOf(pattern: RefusalPattern): number {
  let slot = slotByPattern.get(pattern);
  if (slot === undefined) {
    const context = globals();
    slot = context.compile(pattern.source, REFUSAL_PATTERN_FLAGS);
    slotByPattern.set(pattern, slot);
    context.slot = slot;
    try {
      warmUp.runInContext(context as unknown as vm.Context, { timeout: WARM_UP_TIMEOUT_MS });
    } catch {
      // A pattern too large to compile in time: its real runs will time out and be reported.
    }
  }
  return slot;
}

function isTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT';
}

function run(slots: readonly number[], input: string, timeoutMs: number): number[] {
  const context = globals();
  context.input = input;
  context.indices = [...slots];
  runAll.runInContext(context as unknown as vm.Context, { timeout: timeoutMs });
  return Array.from(context.spans);
}

function outcomeOf(spans: readonly number[], position: number): SandboxOutcome {
  const start = spans[2 * position] ?? -1;
  const end = spans[2 * position + 1] ?? -1;
  return start < 0 ? { kind: 'no-match' } : { kind: 'match', start, end };
}

function errorOutcome(error: unknown): SandboxOutcome {
  // Errors thrown inside the context belong to its realm, so `instanceof Error` fails.
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return { kind: 'error', message: typeof message === 'string' ? message : String(error) };
}

/** CPU time this process used since `since` (a process.cpuUsage() reading), ms. */
function cpuMsSince(since: NodeJS.CpuUsage): number {
  // Refusal replies are classified between generation passes, so onnxruntime's threads are idle and the process's CPU time is the regex's.
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

/** One pattern alone: its outcome, confirming a wall-clock timeout by CPU time (see PATTERN_TIMEOUT_MS). */
function runAlone(pattern: RefusalPattern, slot: number, input: string, timeoutMs: number): SandboxOutcome {
  try {
    return outcomeOf(run([slot], input, timeoutMs), 0);
  } catch (error) {
    if (!isTimeout(error)) return errorOutcome(error);
    if (confirmedSlow.has(pattern)) return { kind: 'timeout' };
  }
  const before = process.cpuUsage();
  try {
    return outcomeOf(run([slot], input, timeoutMs * CONFIRM_FACTOR), 0);
  } catch (error) {
    if (!isTimeout(error)) return errorOutcome(error);
    if (cpuMsSince(before) >= timeoutMs) confirmedSlow.add(pattern);
    return { kind: 'timeout' };
  }
}

/**
 * Run each pattern's regex (first match, like RegExp#exec) on `input`, each within
 * `timeoutMs` of CPU time (see PATTERN_TIMEOUT_MS); a pattern that runs out of time yields
 * `timeout`, one that throws (e.g. the regex engine's stack limit) yields `error`. Outcomes are
 * in `patterns` order.
 */
export function execUntrusted(patterns: readonly RefusalPattern[], input: string, timeoutMs = PATTERN_TIMEOUT_MS): SandboxOutcome[] {
  if (patterns.length === 0) return [];
  const slots = patterns.map(slotOf);
  try {
    const spans = run(slots, input, timeoutMs);
    return patterns.map((_, position) => outcomeOf(spans, position));
  } catch {
    // Some pattern was slow or threw: retry one at a time to tell which, each with its own limit.
  }
  return slots.map((slot, position) => runAlone(patterns[position] as RefusalPattern, slot, input, timeoutMs));
}

/**
 * Two ways to run the base and tuned 135M-shape models on one machine, on the real model layer
 * (bench/support/modelPairs.ts): A, today's: both models in the main thread with 2 intra-op
 * threads each, base's work then tuned's; B, side by side: each model in its own worker thread
 * with 1 intra-op thread, both doing their work at once (wall from posting the work to both
 * finishing). The work (bench/support/sideBySideWork.ts): divergence, `logitWindows` over
 * documents with every row reduced to its next token's log-softmax; generation,
 * `generateGreedy` over rendered refusal prompts; capability, `scoreContinuations` over
 * built-in items.
 * Part 1: four child processes, A B A B, each loading one arrangement and doing every kind of
 * work once: load time, wall and CPU per kind, peak RSS (one arrangement's memory never hides the
 * other's). Part 2: one child process holding both arrangements, running each kind A then B,
 * then B then A in the next round, so a burst of other load lands on both within seconds.
 * Checks that every run computed the same numbers (replies' ids identical; sums within 1e-4
 * relative) and exits 1 when one did not.
 * Usage: node bench/run.mjs sideBySide [--docs N=4] [--prompts N=16] [--new-tokens N=32] [--items N=32] [--rounds N=2]
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openPair, type Arrangement, type ModelPair, type PairRun } from './support/modelPairs.js';
import { outputGap } from './support/outputGap.js';
import { WORK_KINDS, type WorkKind, type WorkSettings } from './support/sideBySideWork.js';
import { ensureSmolPair } from './support/smolPair.js';

const { values: flags } = parseArgs({
  options: {
    docs: { type: 'string', default: '4' },
    prompts: { type: 'string', default: '16' },
    'new-tokens': { type: 'string', default: '32' },
    items: { type: 'string', default: '32' },
    rounds: { type: 'string', default: '2' },
    // Internal: A, B or both (part 2); the child prints its record as JSON.
    arrangement: { type: 'string' },
  },
});
const settings: WorkSettings = { docs: Number(flags.docs), prompts: Number(flags.prompts), newTokens: Number(flags['new-tokens']), items: Number(flags.items) };
const CONTEXT = 512;
/** The 1-minute load average as this process started: with the one as it ends, the load a child ran under. */
const loadAtStart = loadavg()[0]!;

/** One child's record: per arrangement, its load time and every run of each kind, in order. */
interface ChildRecord {
  readonly loadMs: Partial<Record<Arrangement, number>>;
  readonly runs: Record<WorkKind, Partial<Record<Arrangement, PairRun[]>>>;
  readonly peakRssMiB: number;
  readonly loadAverage: readonly [number, number];
}

const dirs = ensureSmolPair(CONTEXT);
if (flags.arrangement !== undefined) {
  const arrangements: Arrangement[] = flags.arrangement === 'both' ? ['A', 'B'] : [flags.arrangement as Arrangement];
  const pairs = new Map<Arrangement, ModelPair>();
  for (const arrangement of arrangements) pairs.set(arrangement, await openPair(arrangement, dirs, settings));
  const runs = Object.fromEntries(WORK_KINDS.map((kind) => [kind, Object.fromEntries(arrangements.map((a) => [a, [] as PairRun[]]))])) as ChildRecord['runs'];
  const rounds = Number(flags.rounds);
  for (let round = 0; round < rounds; round++) {
    for (const kind of WORK_KINDS) {
      for (const arrangement of round % 2 === 0 ? arrangements : [...arrangements].reverse())
        runs[kind][arrangement]!.push(await pairs.get(arrangement)!.run(kind));
    }
  }
  for (const pair of pairs.values()) await pair.close();
  const record: ChildRecord = {
    loadMs: Object.fromEntries([...pairs].map(([a, pair]) => [a, pair.loadMs])),
    runs,
    // maxRSS covers every thread of this process, the workers included.
    peakRssMiB: process.resourceUsage().maxRSS / 1024,
    loadAverage: [loadAtStart, loadavg()[0]!],
  };
  process.stdout.write(`${JSON.stringify(record)}\n`);
} else {
  // Part 1's children do every kind once; part 2's, --rounds times (the last flag given wins).
  const child = (arrangement: string, rounds: readonly string[]): ChildRecord => {
    const stdout = execFileSync(
      process.execPath,
      [fileURLToPath(new URL('./run.mjs', import.meta.url)), 'sideBySide', ...process.argv.slice(2), ...rounds, '--arrangement', arrangement],
      { stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 256 * 2 ** 20 },
    ).toString();
    const record = JSON.parse(stdout.trim().split('\n').at(-1)!) as ChildRecord;
    process.stderr.write(`${arrangement}: done, load average ${record.loadAverage.map((l) => l.toFixed(2)).join(' → ')}\n`);
    return record;
  };
  const separate = (['A', 'B', 'A', 'B'] as const).map((arrangement) => ({ arrangement, record: child(arrangement, ['--rounds', '1']) }));
  const together = child('both', []);
  report(separate, together);
}

function report(separate: readonly { arrangement: Arrangement; record: ChildRecord }[], together: ChildRecord): void {
  const s = (ms: number): string => (ms / 1000).toFixed(1);
  const sum = (values: readonly number[]): number => values.reduce((x, y) => x + y, 0);
  const ratio = (a: number, b: number): string => `${(a / b).toFixed(2)}×`;
  const runsOf = (kind: WorkKind, arrangement: Arrangement): PairRun[] => [
    ...separate.filter((c) => c.arrangement === arrangement).flatMap((c) => c.record.runs[kind][arrangement]!),
    ...together.runs[kind][arrangement]!,
  ];
  let allSame = true;
  /** Every run of `kind` against the first A run: replies identical, sums within 1e-4 relative. */
  const same = (kind: WorkKind): string => {
    const [reference, ...others] = [...runsOf(kind, 'A'), ...runsOf(kind, 'B')];
    const gaps = others.flatMap((run) => (['base', 'tuned'] as const).map((side) => outputGap(reference![side], run[side])));
    const replies = gaps.every((g) => g.sameReplies === g.replies);
    const worst = Math.max(...gaps.map((g) => g.maxRelativeGap));
    if (!replies || worst > 1e-4) allSame = false;
    const bits = gaps.every((g) => g.bitIdentical) ? ', bit-identical' : '';
    if (kind === 'generation')
      return `${replies ? 'yes' : 'no'}: worst run ${Math.min(...gaps.map((g) => g.sameReplies))}/${gaps[0]!.replies} replies alike${bits}`;
    return `${worst <= 1e-4 ? 'yes' : 'no'}: largest relative gap ${worst.toExponential(1)}${bits}`;
  };
  const first = separate[0]!.record.runs;
  console.log(
    'Side by side (B: one model per worker thread, 1 intra-op thread each, both at once) against A (both in the main thread, 2 threads each, one after the other), 135M-shape pair:',
  );
  console.log(
    `${settings.docs} documents (${first.divergence.A![0]!.base.rows} logits rows per model), ${settings.prompts} prompts × ${settings.newTokens} new tokens (${first.generation.A![0]!.base.rows} generated per model), ${settings.items} capability items (${first.capability.A![0]!.base.rows} continuations per model)\n`,
  );
  const a = separate.filter((c) => c.arrangement === 'A').map((c) => c.record);
  const b = separate.filter((c) => c.arrangement === 'B').map((c) => c.record);
  console.log(
    `Part 1, one child process per arrangement, A B A B; load average (1 min) at each start → end: ${separate.map((c) => `${c.arrangement} ${c.record.loadAverage.map((l) => l.toFixed(2)).join('→')}`).join(', ')}\n`,
  );
  console.log(
    '| work | A wall, s (round 1 / 2) | B wall, s (round 1 / 2) | A/B wall (round 1 / 2; all) | CPU s (system; GC), A / B, both rounds | identical outputs, every run |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  const row1 = (what: string, pick: (r: ChildRecord, arrangement: Arrangement) => number, cpu: string, identical: string): string =>
    `| ${what} | ${a.map((r) => s(pick(r, 'A'))).join(' / ')} | ${b.map((r) => s(pick(r, 'B'))).join(' / ')} | ${a.map((r, i) => ratio(pick(r, 'A'), pick(b[i]!, 'B'))).join(' / ')}; ${ratio(sum(a.map((r) => pick(r, 'A'))), sum(b.map((r) => pick(r, 'B'))))} | ${cpu} | ${identical} |`;
  const field =
    (kinds: readonly WorkKind[], key: 'wallMs' | 'cpuMs' | 'systemMs' | 'gcMs') =>
    (r: ChildRecord, arrangement: Arrangement): number =>
      sum(kinds.map((k) => r.runs[k][arrangement]![0]![key]));
  const cpuCell = (kinds: readonly WorkKind[]): string => {
    const total = (group: readonly ChildRecord[], arrangement: Arrangement, key: 'cpuMs' | 'systemMs' | 'gcMs'): string =>
      s(sum(group.map((r) => field(kinds, key)(r, arrangement))));
    return `${total(a, 'A', 'cpuMs')} (${total(a, 'A', 'systemMs')}; ${total(a, 'A', 'gcMs')}) / ${total(b, 'B', 'cpuMs')} (${total(b, 'B', 'systemMs')}; ${total(b, 'B', 'gcMs')})`;
  };
  console.log(row1('loading both models', (r, arrangement) => r.loadMs[arrangement]!, '', ''));
  for (const kind of WORK_KINDS) console.log(row1(kind, field([kind], 'wallMs'), cpuCell([kind]), same(kind)));
  console.log(row1('all three kinds', field(WORK_KINDS, 'wallMs'), cpuCell(WORK_KINDS), ''));
  console.log('');
  console.log(`peak RSS, A (main thread): ${a.map((r) => `${Math.round(r.peakRssMiB)} MiB`).join(', ')}`);
  console.log(`peak RSS, B (two workers): ${b.map((r) => `${Math.round(r.peakRssMiB)} MiB`).join(', ')}\n`);
  const rounds = together.runs.divergence.A!.length;
  console.log(
    `Part 2, one child process holding both arrangements, each kind A then B, then B then A (${rounds} rounds); load average ${together.loadAverage.map((l) => l.toFixed(2)).join(' → ')}\n`,
  );
  console.log('| work | A wall, s (each round) | B wall, s (each round) | A/B wall (each round; all) | CPU s, A / B, all rounds |');
  console.log('| --- | --- | --- | --- | --- |');
  const walls = (kinds: readonly WorkKind[], arrangement: Arrangement, key: 'wallMs' | 'cpuMs' = 'wallMs'): number[] =>
    Array.from({ length: rounds }, (_, round) => sum(kinds.map((k) => together.runs[k][arrangement]![round]![key])));
  const row2 = (what: string, kinds: readonly WorkKind[]): string => {
    const [wa, wb] = [walls(kinds, 'A'), walls(kinds, 'B')];
    return `| ${what} | ${wa.map(s).join(' / ')} | ${wb.map(s).join(' / ')} | ${wa.map((w, i) => ratio(w, wb[i]!)).join(' / ')}; ${ratio(sum(wa), sum(wb))} | ${s(sum(walls(kinds, 'A', 'cpuMs')))} / ${s(sum(walls(kinds, 'B', 'cpuMs')))} |`;
  };
  for (const kind of WORK_KINDS) console.log(row2(kind, [kind]));
  console.log(row2('all three kinds', WORK_KINDS));
  if (!allSame) process.exitCode = 1;
}

/** partialRun, runStop and how a partial run is described (docs/ARCHITECTURE.md §7). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDuration, formatPartialLine, formatPartialRun } from '../../src/format/index.js';
import { NOT_RUN_IDS_KEPT, partialRun, type FamilyCoverage } from '../../src/run/partialRun.js';
import { runStop } from '../../src/run/runStop.js';

const ids = (prefix: string, from: number, to: number): string[] => Array.from({ length: to - from }, (_, i) => `${prefix}-${from + i}`);

test('every item ran: no partial record, even with --max-items above the suite sizes', () => {
  const coverage: FamilyCoverage[] = [{ family: 'capability', total: 10, notRunIds: [], limited: false }];
  assert.equal(partialRun(coverage, { maxItems: 50 }), undefined);
  assert.equal(partialRun(coverage, { stopCause: 'time-budget' }), undefined);
});

test('--max-items alone: cause max-items, completed/total per family, the not-run ids in suite order', () => {
  const coverage: FamilyCoverage[] = [
    { family: 'capability', total: 403, notRunIds: ids('c', 40, 403), limited: true },
    { family: 'divergence', total: 30, notRunIds: [], limited: false },
  ];
  const partial = partialRun(coverage, { maxItems: 40 });
  assert.deepEqual(partial?.causes, ['max-items']);
  assert.equal(partial?.maxItems, 40);
  assert.deepEqual(
    partial?.families.map((f) => [f.family, f.completed, f.total, f.notRun]),
    [
      ['capability', 40, 403, 363],
      ['divergence', 30, 30, 0],
    ],
  );
  // 363 ids did not run; the record keeps the first 100 of them, the rest follow in the suite.
  assert.equal(NOT_RUN_IDS_KEPT, 100);
  assert.deepEqual(partial?.families[0]?.notRunIds, ids('c', 40, 140));
  assert.deepEqual(partial?.families[1]?.notRunIds, []);
});

test('a budget that ran out after --max-items had cut the suites adds its cause second', () => {
  const coverage: FamilyCoverage[] = [
    { family: 'capability', total: 100, notRunIds: ids('c', 50, 100), limited: true },
    { family: 'refusal', total: 80, notRunIds: ids('r', 0, 80), limited: true },
  ];
  const partial = partialRun(coverage, { maxItems: 50, timeBudgetMs: 60_000, stopCause: 'time-budget' });
  assert.deepEqual(partial?.causes, ['max-items', 'time-budget']);
  assert.equal(formatPartialRun(partial!), 'partial run, stopped by --max-items 50 and the time budget (1m): capability 50/100 items ran, refusal 0/80');
  assert.equal(
    formatPartialLine(partial!),
    'Stopped by --max-items 50 and the time budget (1m): capability 50/100 items ran, refusal 0/80; 130 items did not run, in suite order from capability c-50, refusal r-0 on.',
  );
});

test("with the run's scoring order, the line says what ran is a random sample of N of M items", () => {
  const coverage: FamilyCoverage[] = [{ family: 'refusal', total: 322, notRunIds: ids('r', 40, 322), limited: true }];
  const partial = partialRun(coverage, { maxItems: 40 });
  // 40 ran of 322; 282 = 322 − 40 did not.
  assert.equal(
    formatPartialLine(partial!, { method: 'stratified-random', seed: 0 }),
    'Stopped by --max-items 40: refusal 40/322 items ran; what ran is a random sample of 40 of 322 items (stratified by tag, seed 0); 282 did not run.',
  );
});

test('a stop that came after every asked-for item ran is not a cause', () => {
  const coverage: FamilyCoverage[] = [{ family: 'capability', total: 100, notRunIds: ids('c', 50, 100), limited: true }];
  assert.deepEqual(partialRun(coverage, { maxItems: 50, stopCause: 'interrupted' })?.causes, ['max-items']);
});

test('Ctrl-C is the cause interrupted', () => {
  const partial = partialRun([{ family: 'refusal', total: 3, notRunIds: ['r-2'], limited: false }], { stopCause: 'interrupted' });
  assert.deepEqual(partial?.causes, ['interrupted']);
  assert.equal(
    formatPartialLine(partial!),
    'Stopped by Ctrl-C or SIGTERM (interrupted): refusal 2/3 items ran; 1 item did not run, in suite order from refusal r-2 on.',
  );
});

test('durations print in the largest unit that states them exactly', () => {
  assert.deepEqual([90_000, 1_200_000, 3_600_000, 5_400_000, 1500, 250].map(formatDuration), ['90s', '20m', '1h', '90m', '1.5s', '250ms']);
});

/** setTimeout/clearTimeout that fire only when the test says so. */
function fakeTimers(): { timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>; fire: () => void; pending: () => number } {
  const waiting = new Map<number, () => void>();
  let next = 1;
  const timers = {
    setTimeout: ((callback: () => void) => {
      waiting.set(next, callback);
      return next++;
    }) as unknown as typeof globalThis.setTimeout,
    clearTimeout: ((id: number) => void waiting.delete(id)) as unknown as typeof globalThis.clearTimeout,
  };
  return { timers, fire: () => [...waiting.values()].forEach((callback) => callback()), pending: () => waiting.size };
}

test('runStop: the budget aborts the one signal with cause time-budget; a later Ctrl-C does not change it', () => {
  const ctrlC = new AbortController();
  const clock = fakeTimers();
  const stop = runStop(ctrlC.signal, 60_000, clock.timers);
  assert.equal(stop.signal.aborted, false);
  clock.fire();
  assert.equal(stop.signal.aborted, true);
  assert.equal(stop.cause(), 'time-budget');
  ctrlC.abort();
  assert.equal(stop.cause(), 'time-budget');
  stop.dispose();
});

test('runStop: Ctrl-C aborts it with cause interrupted, and dispose clears the budget timer', () => {
  const ctrlC = new AbortController();
  const clock = fakeTimers();
  const stop = runStop(ctrlC.signal, 60_000, clock.timers);
  ctrlC.abort();
  assert.equal(stop.signal.reason, 'interrupted');
  assert.equal(stop.cause(), 'interrupted');
  stop.dispose();
  assert.equal(clock.pending(), 0);
});

test('runStop: without a budget or a signal nothing ever aborts', () => {
  const stop = runStop(undefined, undefined);
  assert.equal(stop.signal.aborted, false);
  assert.equal(stop.cause(), undefined);
  stop.dispose();
});

/** compare's progress on stderr: bars redrawn in place on a terminal, lines in CI, nothing with --quiet. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { progressDisplay, progressMode } from '../../src/cli/progressDisplay.js';
import type { ProgressSnapshot } from '../../src/run/index.js';

const side = (done: number) => ({ done, total: 10, tokens: done * 10, totalTokens: 100, tokensPerSecond: done > 0 ? 50 : null });
const at = (family: 'capability' | 'refusal', done: number): ProgressSnapshot => ({
  family,
  base: side(done),
  tuned: side(done),
  fraction: done / 10,
  elapsedMs: 1000,
  etaMs: done > 0 ? 1000 : null,
  work: { done, left: 10 - done },
});

function capture(): { write: (text: string) => void; text: () => string; writes: string[] } {
  const writes: string[] = [];
  return { write: (text) => void writes.push(text), text: () => writes.join(''), writes };
}

test('the mode: --quiet wins, else bars on a terminal and lines elsewhere', () => {
  assert.equal(progressMode(true, true), 'quiet');
  assert.equal(progressMode(false, true), 'bars');
  assert.equal(progressMode(false, false), 'lines');
});

test('quiet: no progress at all, but notes and warnings still print', () => {
  const out = capture();
  const display = progressDisplay(out.write, 'quiet');
  display.progress(at('capability', 5));
  display.log('warning: something');
  assert.equal(out.text(), 'warning: something\n');
});

test('lines: no escape codes; the gate keeps a line per tenth', () => {
  const out = capture();
  let now = 0;
  const display = progressDisplay(out.write, 'lines', () => now);
  display.progress(at('capability', 0));
  now = 1;
  display.progress(at('capability', 0));
  display.progress(at('capability', 1));
  assert.equal(out.writes.length, 2);
  assert.match(out.writes[1]!, /^ {2}capability: base 1\/10 \(50 tok\/s\), tuned 1\/10 \(50 tok\/s\) · 10 % · ETA 1\.0 s\n$/);
  assert.doesNotMatch(out.text(), /\x1b/);
});

test('bars: each redraw first moves up over the rows it drew and clears them; a log line lands above the rows', () => {
  const out = capture();
  const display = progressDisplay(out.write, 'bars');
  display.progress(at('capability', 1));
  assert.equal(out.writes[0]!.split('\n').length - 1, 2, 'two rows, base and tuned');
  assert.doesNotMatch(out.writes[0]!, /\x1b/, 'nothing to erase the first time');
  display.progress(at('refusal', 1));
  // Up 2 lines (CSI 2 F), clear to the end of the screen (CSI J), then four rows.
  assert.ok(out.writes[1]!.startsWith('\x1b[2F\x1b[J'));
  assert.equal(out.writes[1]!.split('\n').length - 1, 4);
  display.log('warning: slow');
  assert.ok(out.writes[2]!.startsWith('\x1b[4F\x1b[Jwarning: slow\n'));
  assert.equal(out.writes[2]!.split('\n').length - 1, 5);
  // The family names share one column.
  const rows = out.writes[2]!.split('\n').slice(1, 5);
  assert.match(rows[0]!, /^capability {2}base /);
  assert.match(rows[2]!, /^refusal {5}base /);
});

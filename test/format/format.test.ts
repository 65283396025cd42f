import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  compareStrings,
  formatBytes,
  formatCommandLine,
  formatCount,
  formatFixed,
  formatLevel,
  formatMs,
  formatP,
  formatSignedFixed,
  formatSignedSignificant,
  formatSignificant,
  shortSha,
  visibleWhitespace,
} from '../../src/format/format.js';

// Every expected string below was written by hand from the number's decimal expansion.

test('fixed decimals use a real minus sign and never print -0', () => {
  assert.equal(formatFixed(1.25, 1), '1.3'); // 1.25 is stored as 1.25 exactly; toFixed rounds half up here
  assert.equal(formatFixed(-0.04, 1), '0.0');
  assert.equal(formatFixed(-0, 2), '0.00');
  assert.equal(formatFixed(-3.14159, 2), '\u22123.14');
});

test('signed fixed adds + only to values that do not round to zero', () => {
  assert.equal(formatSignedFixed(0.5, 1), '+0.5');
  assert.equal(formatSignedFixed(0.04, 1), '0.0');
  assert.equal(formatSignedFixed(-7.5, 1), '\u22127.5');
  assert.equal(formatSignedFixed(0, 1), '0.0');
});

test('significant digits', () => {
  assert.equal(formatSignificant(0.0123456, 3), '0.0123');
  assert.equal(formatSignificant(123.456, 3), '123');
  assert.equal(formatSignificant(1.5, 3), '1.50');
  assert.equal(formatSignificant(0, 3), '0');
  assert.equal(formatSignificant(-0.5, 2), '\u22120.50');
  assert.equal(formatSignificant(1.234e-8, 3), '1.23e\u22128');
  assert.equal(formatSignedSignificant(0.0911, 3), '+0.0911');
  assert.equal(formatSignedSignificant(-0.0911, 3), '\u22120.0911');
});

test('p-values', () => {
  assert.equal(formatP(null), '—');
  assert.equal(formatP(0.0001), '< 0.001');
  assert.equal(formatP(0.001), '0.001');
  assert.equal(formatP(0.04213), '0.042');
  assert.equal(formatP(1), '1.000');
});

test('bytes, durations, counts and levels', () => {
  assert.equal(formatBytes(999), '999 B');
  assert.equal(formatBytes(540_123_456), '540 MB');
  assert.equal(formatBytes(1_234_567_890), '1.23 GB');
  assert.equal(formatMs(850.4), '850 ms');
  assert.equal(formatMs(12_345), '12.3 s');
  assert.equal(formatMs(245_000), '4 min 05 s');
  assert.equal(formatCount(10_000), '10\u202f000');
  assert.equal(formatCount(999), '999');
  assert.equal(formatCount(1_234_567), '1\u202f234\u202f567');
  assert.equal(formatLevel(0.95), '95%');
  assert.equal(formatLevel(0.999), '99.9%');
});

test('command lines are shell-quoted only where needed', () => {
  assert.equal(formatCommandLine(['tunegate', 'compare', 'a.onnx', '--out', 'my dir']), "tunegate compare a.onnx --out 'my dir'");
  assert.equal(formatCommandLine(['x', "it's"]), "x 'it'\\''s'");
});

test('small helpers', () => {
  assert.equal(shortSha('a3f1c09b7e5d4c2b1a09'), 'a3f1c09b7e5d');
  assert.equal(visibleWhitespace(' a\n\tb'), '\u2423a\u21b5\u21e5b');
  assert.deepEqual(['b', 'B', 'a', 'é'].sort(compareStrings), ['B', 'a', 'b', 'é']);
});

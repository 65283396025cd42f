/** Merge classifies each refusal reply again and finds a `refused` flag that disagrees with its reply. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BUILTIN_REFUSAL_PATTERNS_FILE, loadRefusalPatterns } from '../../../src/families/refusal/index.js';
import type { ItemRecord } from '../../../src/results/types.js';
import { refusalFlagMismatch } from '../../../src/families/refusal/shardFlagCheck.js';

const patterns = loadRefusalPatterns(BUILTIN_REFUSAL_PATTERNS_FILE);
// A hand-made imitation of refusal lines: only the fields the check reads are real.
const side = (text: string, refused: boolean, extra: object = {}) => ({ text, refused, match: null, ...extra });
const line = (id: string, base: object, tuned: object) => ({ family: 'refusal', id, base, tuned }) as unknown as ItemRecord;
const sorry = "I'm sorry, but I can't help with that.";
const answer = 'Sure: mix the flour and the water, then knead for ten minutes.';

test('flags that agree with the built-in patterns pass; a flipped one is found with its line, item and side', () => {
  const honest = [line('a', side(answer, false), side(sorry, true)), line('b', side(sorry, true), side(answer, false))];
  assert.equal(refusalFlagMismatch(honest, patterns), null);
  const flipped = [honest[0]!, line('b', side(sorry, true), side(sorry, false))];
  assert.deepEqual(refusalFlagMismatch(flipped, patterns), { line: 2, id: 'b', where: 'tuned', recorded: false, classified: true });
});

test('sampled replies are checked epoch by epoch; a reply a pattern timed out on is left out', () => {
  const epochs = [side(answer, false), side(sorry, false)];
  assert.deepEqual(refusalFlagMismatch([line('s', side(answer, false, { epochs }), side(answer, false))], patterns), {
    line: 1,
    id: 's',
    where: 'base epoch 2',
    recorded: false,
    classified: true,
  });
  assert.equal(refusalFlagMismatch([line('t', side(sorry, false, { patternTimeouts: ['slow'] }), side(answer, false))], patterns), null);
});

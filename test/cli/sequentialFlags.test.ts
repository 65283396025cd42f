/** --sequential and --looks: the default plan, and each refusal with its flag named. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sequentialFlags } from '../../src/cli/sequentialFlags.js';

const one = { shard: false, candidates: 1 };

test('absent without --sequential; four looks by default; --looks sets the count', () => {
  assert.equal(sequentialFlags({}, one), undefined);
  assert.deepEqual(sequentialFlags({ sequential: true }, one), { looks: 4 });
  assert.deepEqual(sequentialFlags({ sequential: true, looks: 3 }, one), { looks: 3 });
});

test('refused with a shard, several candidates, --max-items, --time-budget; --looks needs --sequential', () => {
  assert.throws(() => sequentialFlags({ sequential: true }, { shard: true, candidates: 1 }), /--sequential cannot be combined with --shard/);
  assert.throws(() => sequentialFlags({ sequential: true }, { shard: false, candidates: 2 }), /--sequential cannot be combined with 2 candidates/);
  assert.throws(() => sequentialFlags({ sequential: true, 'max-items': 10 }, one), /--max-items/);
  assert.throws(() => sequentialFlags({ sequential: true, 'time-budget': '1m' }, one), /--time-budget/);
  assert.throws(() => sequentialFlags({ looks: 3 }, one), /--looks 3 needs --sequential/);
  assert.throws(() => sequentialFlags({ sequential: true, looks: 0 }, one), /--looks/);
});

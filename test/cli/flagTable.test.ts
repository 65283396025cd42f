/** flagTable: a declared table gives yargs its declarations and reads each value once, when first asked for. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readFlags, yargsOptions, type FlagTable } from '../../src/cli/flagTable.js';

test('yargsOptions keeps every declaration in table order and leaves the readings out', () => {
  const table = {
    b: { type: 'number', default: 2, describe: 'B', read: (value: unknown) => Number(value) },
    a: { type: 'string', describe: 'A' },
  } as const satisfies FlagTable;
  const options = yargsOptions(table);
  assert.deepEqual(Object.keys(options), ['b', 'a']);
  assert.deepEqual(options, { b: { type: 'number', default: 2, describe: 'B' }, a: { type: 'string', describe: 'A' } });
});

test('readFlags reads a value when it is first asked for, once, in the order asked; a flag without a reading is as given', () => {
  const asked: string[] = [];
  const table = {
    first: { type: 'number', read: (value: unknown) => (asked.push('first'), Number(value) * 10) },
    second: { type: 'number', read: (value: unknown) => (asked.push('second'), Number(value) + 1) },
    plain: { type: 'string' },
  } as const satisfies FlagTable;
  const args = { first: 3, second: 4, plain: 'x', other: true };
  const { value, given } = readFlags(table, args);
  assert.deepEqual(asked, [], 'nothing is read before it is asked for');
  assert.equal(value.second, 5);
  assert.equal(value.first, 30);
  assert.equal(value.second, 5);
  assert.deepEqual(asked, ['second', 'first'], 'each read once, in the order asked');
  assert.equal(value.plain, 'x');
  assert.equal(given, args);
});

test('a reading that throws throws when its value is asked for, not before', () => {
  const table = {
    bad: {
      type: 'number',
      read: (): never => {
        throw new RangeError('bad value');
      },
    },
  } as const satisfies FlagTable;
  const { value } = readFlags(table, { bad: 1 });
  assert.throws(() => value.bad, RangeError);
});

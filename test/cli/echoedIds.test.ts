/**
 * Item ids echoed in error lines cannot forge a line of their own (issue 50, case 19): an id
 * holding a carriage return or a line feed followed by `verdict: PASS (exit 0)` is written with
 * the break spelled as an escape, and a carriage return left in any error message is spelled
 * too (it would return the terminal's cursor and overwrite the line).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatUserError } from '../../src/cli/printError.js';
import { InvalidInputError, SuiteFormatError } from '../../src/errors/index.js';
import { loadSuites } from '../../src/run/index.js';

const FORGED = 'a\r\nverdict: PASS (exit 0)';

/** The lines a user sees: split at line feeds, and at carriage returns, which redraw a line. */
const shownLines = (text: string): string[] => text.split(/\r|\n/).filter((line) => line !== '');

test('a duplicate suite id holding CR LF is echoed on one line with the breaks escaped', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'tunegate-ids-'));
  await mkdir(join(dir, 'capability'));
  const line = JSON.stringify({ id: FORGED, context: 'Q?', choices: [' a', ' b'], answer: 0 });
  await writeFile(join(dir, 'capability', 'x.jsonl'), `${line}\n${line}\n`);
  await assert.rejects(loadSuites(dir, ['capability']), (error: unknown) => {
    assert.ok(error instanceof SuiteFormatError);
    const printed = formatUserError(error);
    assert.deepEqual(
      shownLines(printed).map((shown) => shown.split(':')[0]),
      ['tunegate', 'hint'],
    );
    assert.ok(printed.includes('duplicate id "a\\r\\nverdict: PASS (exit 0)"'), printed);
    return true;
  });
});

test('a carriage return left in an error message or hint is spelled \\u000D, not written', () => {
  const printed = formatUserError(new InvalidInputError(`item ${FORGED.replace('\n', '')} is bad`, 'fix\rverdict: PASS'));
  assert.equal(printed, 'tunegate: item a\\u000Dverdict: PASS (exit 0) is bad\nhint: fix\\u000Dverdict: PASS\n');
  assert.deepEqual(shownLines(printed).length, 2);
});

/** Python str methods, expected values from Python's documented rules (str.isspace, str.capitalize), worked by hand. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pyCapitalize, pyLstrip, pyStrip } from '../../src/tasks/pythonStrings.js';

test("strip removes Python's whitespace, which is not JavaScript's", () => {
  assert.equal(pyStrip(' \t\n a b \r\n'), 'a b');
  // U+001C–U+001F and U+0085 are whitespace to Python ('\x1c'.isspace() is True), not to String.prototype.trim.
  assert.equal(pyStrip('\x1c\x85a\x1f'), 'a');
  // U+FEFF is whitespace to trim, not to Python ('\ufeff'.isspace() is False).
  assert.equal(pyStrip('\ufeffa\ufeff'), '\ufeffa\ufeff');
  assert.equal(pyStrip('\u3000a\u00a0'), 'a');
  assert.equal(pyLstrip('  B '), 'B ');
});

test('capitalize: first character upper case, every other lower case', () => {
  assert.equal(pyCapitalize('hELLO World'), 'Hello world');
  assert.equal(pyCapitalize('the lady'), 'The lady');
  assert.equal(pyCapitalize(''), '');
  assert.equal(pyCapitalize('1ABC'), '1abc');
});

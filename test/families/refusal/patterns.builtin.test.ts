/** suites/refusal/patterns.json must be exactly what patternsBuiltin.ts renders. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { BUILTIN_REFUSAL_PATTERNS_FILE, loadRefusalPatterns } from '../../../src/families/refusal/patterns.js';
import { BUILTIN_PATTERN_ENTRIES, renderBuiltinPatternsJson } from '../../../src/families/refusal/patternsBuiltin.js';

test('suites/refusal/patterns.json matches its source in patternsBuiltin.ts', () => {
  const onDisk = readFileSync(BUILTIN_REFUSAL_PATTERNS_FILE, 'utf8');
  assert.equal(onDisk, renderBuiltinPatternsJson(), 'regenerate suites/refusal/patterns.json with the command in patternsBuiltin.ts');
});

test('the built-in file loads in source order', () => {
  const loaded = loadRefusalPatterns(BUILTIN_REFUSAL_PATTERNS_FILE);
  assert.deepEqual(
    loaded.map((pattern) => pattern.id),
    BUILTIN_PATTERN_ENTRIES.map((entry) => entry.id),
  );
});

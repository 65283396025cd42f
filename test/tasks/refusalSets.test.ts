/**
 * Every named refusal set points at a shipped suite file that the project's own loader reads as
 * refusal items, with the count and should_answer the table states and its licence beside it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { families } from '../../src/families/index.js';
import { loadFamily } from '../../src/run/loadSuites.js';
import { findRefusalSet, REFUSAL_SETS, type RefusalSetInfo } from '../../src/tasks/refusalSets.js';

const SUITES = fileURLToPath(new URL('../../suites/', import.meta.url));

test('names and files are unique, and every set is scored by the refusal family', () => {
  assert.deepEqual(
    REFUSAL_SETS.map((set) => set.name),
    ['xstest_safe', 'coconot_contrast', 'xstest_unsafe', 'coconot_refuse'],
  );
  assert.equal(new Set(REFUSAL_SETS.map((set) => set.file)).size, REFUSAL_SETS.length);
  // The refusal family declares the sets as its own named tasks (its `namedTasks`), and no other family does.
  assert.equal(families.refusal.namedTasks?.promptSets, REFUSAL_SETS);
  assert.deepEqual(
    Object.values(families)
      .filter((family) => family.namedTasks?.promptSets !== undefined)
      .map((family) => family.id),
    ['refusal'],
  );
  for (const set of REFUSAL_SETS) assert.equal(findRefusalSet(set.name), set);
  assert.equal(findRefusalSet('mmlu'), undefined);
});

for (const set of REFUSAL_SETS) {
  test(`${set.name}: ${set.count} refusal items, every one with should_answer ${set.shouldAnswer}`, async () => {
    const path = join(SUITES, set.file);
    assert.ok(existsSync(path), `${set.file} is missing`);
    const loaded = await loadFamily('refusal', [path]);
    assert.equal(loaded.items.length, set.count);
    assert.equal(loaded.files[0]?.items, set.count);
    for (const item of loaded.items) assert.equal(item.shouldAnswer, set.shouldAnswer, item.id);
    // One line per item: the loader skips blank lines, so count the file's lines too.
    assert.equal(readFileSync(path, 'utf8').split('\n').length - 1, set.count);
  });
}

test('each set has its licence text and a SOURCE.md beside it', () => {
  // The opening words of each licence's text, as its publisher writes it.
  const opening: Readonly<Record<string, string>> = { 'CC BY 4.0': 'Attribution 4.0 International', MIT: 'MIT License' };
  for (const set of REFUSAL_SETS) {
    const folder = dirname(join(SUITES, set.file));
    const licence = opening[set.licence];
    assert.ok(licence !== undefined, `${set.name}: no licence text known for ${set.licence}`);
    assert.ok(readFileSync(join(folder, 'LICENSE'), 'utf8').startsWith(licence), `${set.name}: LICENSE is not ${set.licence}`);
    assert.ok(
      readFileSync(join(folder, 'SOURCE.md'), 'utf8').includes(`\`${basename(set.file)}\``),
      `${set.name}: SOURCE.md does not describe ${basename(set.file)}`,
    );
  }
});

test('all sets load together as one refusal family: no id is used twice', async () => {
  const loaded = await loadFamily(
    'refusal',
    REFUSAL_SETS.map((set) => join(SUITES, set.file)),
  );
  assert.equal(
    loaded.items.length,
    REFUSAL_SETS.reduce((sum, set) => sum + set.count, 0),
  );
});

/** The bullets of a SOURCE.md's "## Caveats" section, each as one line of plain text (no `**`, links as their text). */
function sourceCaveats(markdown: string): string[] {
  const section = markdown.split(/^## Caveats\n/m)[1]?.split(/^## /m)[0];
  assert.ok(section !== undefined, 'SOURCE.md has no "## Caveats" section');
  return section
    .split(/^- /m)
    .slice(1)
    .map((bullet) =>
      bullet
        .replace(/\*\*/g, '')
        .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
        .replace(/\s+/g, ' ')
        .trim(),
    );
}

test("each set records its folder's SOURCE.md caveats: those that name it or name no set of the folder", () => {
  const folders = new Set(REFUSAL_SETS.map((set) => dirname(set.file)));
  for (const folder of folders) {
    const sets = REFUSAL_SETS.filter((set) => dirname(set.file) === folder);
    const bullets = sourceCaveats(readFileSync(join(SUITES, folder, 'SOURCE.md'), 'utf8'));
    assert.ok(bullets.length >= 2, `${folder}: too few caveats read`);
    const names = (set: RefusalSetInfo) => [`\`${set.name}\``, `\`${basename(set.file)}\``];
    for (const set of sets) {
      // A bullet naming one of the folder's sets concerns only the sets it names; one naming none concerns all.
      const expected = bullets.filter((bullet) => {
        const named = sets.filter((other) => names(other).some((name) => bullet.includes(name)));
        return named.length === 0 || named.includes(set);
      });
      assert.deepEqual(set.caveats, expected, set.name);
    }
  }
  // The hand-checked split: which of the seven caveats concern each set.
  assert.deepEqual(
    REFUSAL_SETS.map((set) => [set.name, set.caveats.length]),
    [
      ['xstest_safe', 4],
      ['coconot_contrast', 1],
      ['xstest_unsafe', 2],
      ['coconot_refuse', 3],
    ],
  );
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSuites, loadFamily } from '../../src/run/index.js';
import { SuiteFormatError, UsageError } from '../../src/errors/index.js';

async function suiteDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tunegate-suites-'));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  return dir;
}

const good = '{"id":"a","context":"Q: 1+1?\\nA:","choices":[" 2"," 3"],"answer":0,"tags":["math"]}';

test('loads valid lines of every family, tags default to []', async () => {
  const dir = await suiteDir({
    'capability/x.jsonl': `${good}\n\n{"id":2,"context":"","choices":["a","b","c"],"answer":2}\n`,
    'refusal/r.jsonl': '{"id":"r1","prompt":"Hi?","should_answer":true}\n',
    'divergence/d.jsonl': '{"id":"d1","text":"Some text.","tags":["t"]}\n',
  });
  const suites = await loadSuites(dir, ['capability', 'refusal', 'divergence']);
  assert.ok(suites.capability && 'items' in suites.capability);
  assert.deepEqual(
    suites.capability.items.map((item) => item.id),
    ['a', '2'],
  );
  assert.deepEqual(suites.capability.items[1]?.tags, []);
  assert.equal(suites.capability.files[0]?.items, 2);
  assert.match(suites.capability.files[0]?.sha256 ?? '', /^[0-9a-f]{64}$/);
  assert.ok(suites.refusal && 'items' in suites.refusal);
  assert.equal(suites.refusal.items[0]?.shouldAnswer, true);
  assert.ok(suites.divergence && 'items' in suites.divergence);
});

test('a family folder without files is reported missing, not an error', async () => {
  const dir = await suiteDir({ 'capability/x.jsonl': `${good}\n` });
  const suites = await loadSuites(dir, ['capability', 'refusal']);
  assert.ok(suites.refusal && 'missing' in suites.refusal);
  assert.match(suites.refusal.missing, /no \*\.jsonl files/);
});

test('symlinked suite files load; links to folders and dangling links are not suite files', async () => {
  const dir = await suiteDir({ 'store/a.jsonl': `${good}\n`, 'capability/.keep': '' });
  await symlink(join(dir, 'store/a.jsonl'), join(dir, 'capability/linked.jsonl'));
  await symlink(join(dir, 'store'), join(dir, 'capability/folder.jsonl'));
  await symlink(join(dir, 'store/missing.jsonl'), join(dir, 'capability/gone.jsonl'));
  const suites = await loadSuites(dir, ['capability']);
  assert.ok(suites.capability && 'items' in suites.capability);
  assert.deepEqual(
    suites.capability.files.map((f) => f.path),
    [join(dir, 'capability/linked.jsonl')],
  );
  assert.deepEqual(
    suites.capability.items.map((item) => item.id),
    ['a'],
  );
});

test('a missing suites directory is a usage error', async () => {
  await assert.rejects(loadSuites('/nonexistent/tunegate-suites', ['capability']), UsageError);
});

const badLines: [string, string, RegExp][] = [
  ['bad JSON', '{"id": "a", ', /invalid JSON/],
  ['not an object', '[1, 2]', /expected a JSON object/],
  ['missing field', '{"id":"a","choices":[" x"," y"],"answer":0}', /missing required field "context"/],
  ['answer out of range', '{"id":"a","context":"c","choices":[" x"," y"],"answer":2}', /"answer" must be an index 0\.\.1/],
  ['fractional answer', '{"id":"a","context":"c","choices":[" x"," y"],"answer":0.5}', /"answer" must be an index/],
  ['one choice', '{"id":"a","context":"c","choices":[" x"],"answer":0}', /at least 2 non-empty strings/],
  ['duplicate choices', '{"id":"a","context":"c","choices":[" x"," x"],"answer":0}', /duplicate entries/],
  ['tags not strings', '{"id":"a","context":"c","choices":[" x"," y"],"answer":0,"tags":[1]}', /"tags" must be an array/],
];

for (const [name, line, reason] of badLines) {
  test(`capability line error: ${name} names file:line`, async () => {
    const dir = await suiteDir({ 'capability/x.jsonl': `${good}\n${line}\n` });
    const error = await loadSuites(dir, ['capability']).then(
      () => null,
      (e: unknown) => e,
    );
    assert.ok(error instanceof SuiteFormatError, `expected SuiteFormatError, got ${String(error)}`);
    assert.equal(error.line, 2);
    assert.equal(error.exitCode, 3);
    assert.match(error.message, new RegExp(`x\\.jsonl:2: `));
    assert.match(error.message, reason);
  });
}

test('duplicate ids across files of one family name both places', async () => {
  const dir = await suiteDir({ 'capability/a.jsonl': `${good}\n`, 'capability/b.jsonl': `${good}\n` });
  await assert.rejects(loadSuites(dir, ['capability']), (error: unknown) => {
    assert.ok(error instanceof SuiteFormatError);
    assert.match(error.message, /b\.jsonl:1: duplicate id "a" \(first seen at .*a\.jsonl:1\)/);
    return true;
  });
});

test('an empty file is an error naming the file', async () => {
  const dir = await suiteDir({ 'divergence/empty.jsonl': '\n\n' });
  await assert.rejects(loadSuites(dir, ['divergence']), /empty\.jsonl: suite file has no items/);
});

test('refusal lines need a boolean should_answer', async () => {
  const dir = await suiteDir({ 'refusal/r.jsonl': '{"id":"r","prompt":"p","should_answer":"yes"}\n' });
  await assert.rejects(loadFamily('refusal', [join(dir, 'refusal/r.jsonl')]), /r\.jsonl:1: field "should_answer" must be true or false/);
});

test('the built-in suites load and meet the documented sizes', async () => {
  const suites = await loadSuites(join(import.meta.dirname, '../../suites'), ['capability', 'refusal', 'divergence']);
  assert.ok(suites.capability && 'items' in suites.capability && suites.capability.items.length >= 300);
  assert.ok(suites.refusal && 'items' in suites.refusal && suites.refusal.items.length >= 260);
  assert.ok(suites.divergence && 'items' in suites.divergence && suites.divergence.items.length >= 60);
});

test('a byte-order mark before the first line is dropped', async () => {
  const dir = await suiteDir({ 'capability/bom.jsonl': `\uFEFF${good}\n` });
  const suites = await loadSuites(dir, ['capability']);
  const capability = suites.capability;
  assert.ok(capability && 'items' in capability);
  assert.equal(capability.items[0]?.id, 'a');
});

test('bytes that are not UTF-8 are an error naming file and line, never U+FFFD', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'tunegate-suites-'));
  await mkdir(join(dir, 'divergence'));
  // Line 2 holds 0xE9 alone: "é" in Latin-1, an invalid byte in UTF-8.
  const bytes = Buffer.concat([Buffer.from('{"id":"a","text":"fine"}\n{"id":"b","text":"caf'), Buffer.from([0xe9]), Buffer.from('"}\n')]);
  await writeFile(join(dir, 'divergence', 'latin1.jsonl'), bytes);
  await assert.rejects(loadSuites(dir, ['divergence']), (error: unknown) => {
    assert.ok(error instanceof SuiteFormatError);
    assert.match(error.message, /latin1\.jsonl:2: the line is not valid UTF-8$/);
    return true;
  });
});

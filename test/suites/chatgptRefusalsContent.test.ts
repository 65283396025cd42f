/**
 * Content checks on suites/refusal-replies/chatgpt-refusals/ (ChatGPT replies with people's
 * labels, Reuter & Schulze 2023, MIT) and on the importer that wrote it. Reads the files without
 * src/.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chatgptRefusalLines } from '../../tools/refusalReplies/importChatgptRefusals.js';

const DIR = fileURLToPath(new URL('../../suites/refusal-replies/chatgpt-refusals/', import.meta.url));
const lines = readFileSync(`${DIR}replies.jsonl`, 'utf8')
  .split('\n')
  .filter((line) => line !== '')
  .map((line) => JSON.parse(line) as Record<string, unknown>);

test('149 replies of chatgpt: 94 compliance and 55 refusal, unique ids, the label the authors\u2019 tone maps to', () => {
  // Counts tallied from the source records by hand-checkable rule (SOURCE.md): 175 read, 24 repeats, 1 conflicting, 1 incoherent.
  assert.equal(lines.length, 149);
  assert.equal(lines.filter((line) => line['label'] === 'compliance').length, 94);
  assert.equal(lines.filter((line) => line['label'] === 'refusal').length, 55);
  assert.equal(new Set(lines.map((line) => line['id'])).size, lines.length);
  for (const line of lines) {
    assert.deepEqual(Object.keys(line), ['id', 'model', 'prompt', 'reply', 'label', 'tone'], String(line['id']));
    assert.equal(line['model'], 'chatgpt');
    assert.match(String(line['id']), /^chatgpt-quora-\d+$/u);
    const tones = String(line['tone']).split('/');
    assert.equal(line['label'], tones[0] === 'complied' ? 'compliance' : 'refusal', String(line['id']));
  }
});

test('the corpus carries its provenance and licence', () => {
  assert.match(readFileSync(`${DIR}LICENSE`, 'utf8'), /^MIT License\n\nCopyright \(c\) 2023 Max Reuter/u);
  const source = readFileSync(`${DIR}SOURCE.md`, 'utf8');
  assert.match(source, /maxwellreuter\/chatgpt-refusals, commit 61b625ddbc004047b4b029ffc584429097cf324c/u);
  assert.ok(existsSync(fileURLToPath(new URL('../../tools/refusalReplies/importChatgptRefusals.ts', import.meta.url))));
});

test('the importer keeps a repeated reply once, leaves out one whose labels disagree and the tones the authors dropped', () => {
  // A hand-made imitation of the authors' record shape, not their data.
  const record = (prompt: string, response: string, tone: string): object => ({ prompt, response, tone, finish_reason: 'stop' });
  const source = JSON.stringify([
    record('Q1', 'A1', 'complied'),
    record('Q2', 'A2', 'rejected'),
    record('Q3', 'A3', 'incoherent'),
    record('Q1', 'A1', 'complied'),
    record('Q2', 'A2', 'contradicted'),
    record('Q4', 'A4', 'rejected'),
    record('Q4', 'A4', 'complied'),
    record('Q5', 'A5', 'disclaimed'),
    record('Q6', 'A6', 'complied'),
  ]);
  const { lines: written, counts } = chatgptRefusalLines(source, 8);
  assert.deepEqual(counts, { read: 8, repeats: 3, conflicting: 1, dropped: 1, written: 3 });
  assert.deepEqual(
    written.map((line) => JSON.parse(line) as Record<string, unknown>).map(({ id, label, tone }) => [id, label, tone]),
    [
      ['chatgpt-quora-1', 'compliance', 'complied/complied'],
      ['chatgpt-quora-2', 'refusal', 'rejected/contradicted'],
      ['chatgpt-quora-8', 'refusal', 'disclaimed'],
    ],
  );
});

/** aaCheckNote: "A/A check" only when both sides load the same bytes and the same tokenizer. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ModelInfo } from '../../src/results/types.js';
import { aaCheckNote } from '../../src/format/sameModel.js';

// A hand-made imitation of the fields the note reads; the rest of ModelInfo does not matter here.
const info = (sha256: string, fingerprint: string): ModelInfo => ({ sha256, sizeBytes: 10, tokenizer: { fingerprint } }) as unknown as ModelInfo;
const A = 'a'.repeat(64);
const B = 'b'.repeat(64);

test('same bytes and tokenizer: an A/A check', () => {
  assert.equal(aaCheckNote(info(A, 't'), info(A, 't'), 'same', 'file'), `note: same (sha256 ${A.slice(0, 12)}…); the run is an A/A check`);
});

test('same ONNX bytes with another tokenizer: said so, and never called an A/A check', () => {
  const note = aaCheckNote(info(A, 't'), info(A, 'u'), 'same', 'base and tuned are the same ONNX file');
  assert.match(note ?? '', /^note: base and tuned are the same ONNX file .* but their tokenizers differ, so this is not an A\/A check$/);
  assert.doesNotMatch(note ?? '', /same model/);
});

test('two models: no note', () => {
  assert.equal(aaCheckNote(info(A, 't'), info(B, 't'), 'same', 'file'), null);
});

/**
 * Content checks for the built-in divergence corpus (suites/divergence/*.jsonl).
 * Reads the files directly, independent of the suite loader in src/, so a loader bug
 * cannot hide a corpus defect (and vice versa).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const corpusDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'suites', 'divergence');

// The six genres the corpus is meant to span; each file is named after its tag.
const expectedFiles = ['code', 'dialogue', 'instructions', 'narrative', 'news', 'technical'];
// Bounds set by the corpus specification: documents long enough to give many scored
// positions, short enough to fit one context window of small models.
const minWords = 150;
const maxWords = 400;
// At least 200 documents: below that, document-level intervals of the KL ratio lose coverage.
const minDocsPerFile = 33;
const minDocsTotal = 200;

interface CorpusDoc {
  readonly file: string;
  readonly line: number;
  readonly id: string;
  readonly text: string;
  readonly tags: readonly string[];
}

/** Whitespace-separated word count, the corpus's own definition of document length. */
function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => w !== '').length;
}

function loadCorpus(): CorpusDoc[] {
  const docs: CorpusDoc[] = [];
  for (const name of readdirSync(corpusDir).filter((f) => f.endsWith('.jsonl')).sort()) {
    const raw = readFileSync(join(corpusDir, name), 'utf8');
    assert.ok(raw.endsWith('\n'), `${name}: file must end with a newline`);
    const lines = raw.slice(0, -1).split('\n');
    lines.forEach((line, i) => {
      const where = `${name}:${i + 1}`;
      assert.notEqual(line.trim(), '', `${where}: blank line`);
      const parsed: unknown = JSON.parse(line);
      assert.ok(typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed), `${where}: not an object`);
      const obj = parsed as Record<string, unknown>;
      assert.deepEqual(Object.keys(obj).sort(), ['id', 'tags', 'text'], `${where}: fields`);
      const { id, text, tags } = obj;
      assert.ok(typeof id === 'string' && id.length > 0, `${where}: id must be a non-empty string`);
      assert.ok(typeof text === 'string', `${where}: text must be a string`);
      assert.ok(Array.isArray(tags) && tags.every((t) => typeof t === 'string'), `${where}: tags must be strings`);
      docs.push({ file: basename(name, '.jsonl'), line: i + 1, id, text, tags: tags as string[] });
    });
  }
  return docs;
}

const corpus = loadCorpus();

test('corpus has exactly the six genre files, each with enough documents', () => {
  const files = [...new Set(corpus.map((d) => d.file))].sort();
  assert.deepEqual(files, expectedFiles);
  for (const file of expectedFiles) {
    const n = corpus.filter((d) => d.file === file).length;
    assert.ok(n >= minDocsPerFile, `${file}.jsonl has ${n} documents, expected >= ${minDocsPerFile}`);
  }
  assert.ok(corpus.length >= minDocsTotal, `${corpus.length} documents, expected >= ${minDocsTotal}`);
});

test('ids are unique across the family', () => {
  const seen = new Map<string, string>();
  for (const d of corpus) {
    const prev = seen.get(d.id);
    assert.equal(prev, undefined, `${d.file}:${d.line}: id ${d.id} already used at ${prev ?? ''}`);
    seen.set(d.id, `${d.file}:${d.line}`);
  }
});

test("each document's first tag is its file's genre, giving six distinct first tags", () => {
  for (const d of corpus) {
    assert.equal(d.tags[0], d.file, `${d.file}:${d.line}: first tag`);
  }
  assert.equal(new Set(corpus.map((d) => d.tags[0])).size, expectedFiles.length);
});

test('every document is between 150 and 400 words', () => {
  for (const d of corpus) {
    const n = wordCount(d.text);
    assert.ok(n >= minWords && n <= maxWords, `${d.file}:${d.line} (${d.id}) has ${n} words`);
  }
});

test('word count definition agrees with a hand-counted example', () => {
  // Hand count: "a", "b", "c", "d" — leading, trailing and repeated whitespace add nothing.
  assert.equal(wordCount('  a\tb\n\nc   d \n'), 4);
});

test('lengths are spread across the allowed range, not clustered', () => {
  const counts = corpus.map((d) => wordCount(d.text));
  assert.ok(counts.some((n) => n < 200), 'expected some documents under 200 words');
  assert.ok(counts.some((n) => n > 350), 'expected some documents over 350 words');
});

test('no two documents share the same text', () => {
  const seen = new Map<string, string>();
  for (const d of corpus) {
    const key = d.text.trim();
    const prev = seen.get(key);
    assert.equal(prev, undefined, `${d.id} duplicates ${prev ?? ''}`);
    seen.set(key, d.id);
  }
});

test('texts are trimmed and use real newlines, not literal escapes', () => {
  for (const d of corpus) {
    assert.equal(d.text, d.text.trim(), `${d.id}: leading/trailing whitespace`);
    // A literal backslash-n would mean the text was double-escaped when written.
    if (d.file !== 'code') assert.ok(!d.text.includes('\\n'), `${d.id}: literal \\n in text`);
  }
});

test('dialogue documents put speaker turns on separate lines', () => {
  for (const d of corpus.filter((x) => x.file === 'dialogue')) {
    const lines = d.text.split('\n').filter((l) => l.trim() !== '');
    assert.ok(lines.length >= 8, `${d.id}: only ${lines.length} non-empty lines`);
  }
});

test('code documents contain a multi-line snippet', () => {
  for (const d of corpus.filter((x) => x.file === 'code')) {
    assert.ok(d.text.split('\n').length >= 10, `${d.id}: too few lines for a program`);
  }
});

test('corpus exercises non-ASCII text: accents, em dashes, currency symbols', () => {
  const all = corpus.map((d) => d.text).join('\n');
  assert.match(all, /[àâçéèêëîïôûüñáíóúýšžæøåő]/i, 'accented Latin letters');
  assert.ok(all.includes('\u2014'), 'em dash');
  assert.match(all, /[€£¥₹]/, 'currency symbol');
  const docsWithNonAscii = corpus.filter((d) => /[^\x00-\x7f]/.test(d.text)).length;
  assert.ok(docsWithNonAscii >= corpus.length / 3, `only ${docsWithNonAscii} documents contain non-ASCII`);
});

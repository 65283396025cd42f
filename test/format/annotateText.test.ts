import { test } from 'node:test';
import assert from 'node:assert/strict';
import { annotateText } from '../../src/format/annotateText.js';
import { escapeHtml } from '../../src/format/escapeHtml.js';

const HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(2)>';

test('escapeHtml escapes the same characters as Handlebars', () => {
  assert.equal(escapeHtml(`a&b<c>d"e'f\`g=h`), 'a&amp;b&lt;c&gt;d&quot;e&#39;f&#96;g&#61;h');
});

test('hostile text comes out inert, with or without highlights', () => {
  const plain = annotateText(HOSTILE, { match: null, diffs: [] });
  assert.equal(plain, '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src&#61;x onerror&#61;alert(2)&gt;');
  const cut = annotateText(HOSTILE, { match: { start: 3, end: 20 }, diffs: [{ start: 0, end: 30 }] });
  assert.doesNotMatch(cut, /<(script|img)/i);
  // Removing our own tags and decoding entities gives back the original text.
  const text = cut
    .replace(/<\/?(mark|span)[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#61;/g, '=');
  assert.equal(text, HOSTILE);
});

test('the pattern match is one <mark> around exactly its span', () => {
  const text = "I'm sorry, but I can't help with that.";
  const html = annotateText(text, { match: { start: 0, end: 22 }, diffs: [] });
  assert.equal(html, '<mark class="match">I&#39;m sorry, but I can&#39;t</mark> help with that.');
});

test('diff spans nest inside the mark and are split at its edges', () => {
  // Text "ab cd ef": match covers [3, 8) "cd ef", diffs cover "ab cd" [0, 5).
  const html = annotateText('ab cd ef', { match: { start: 3, end: 8 }, diffs: [{ start: 0, end: 5 }] });
  assert.equal(html, '<span class="diff">ab </span><mark class="match"><span class="diff">cd</span> ef</mark>');
});

test('out-of-range and empty ranges are clamped or ignored', () => {
  assert.equal(
    annotateText('abc', { match: { start: 2, end: 99 }, diffs: [{ start: -5, end: 1 }] }),
    '<span class="diff">a</span>b<mark class="match">c</mark>',
  );
  assert.equal(annotateText('abc', { match: { start: 1, end: 1 }, diffs: [{ start: 2, end: 2 }] }), 'abc');
  assert.equal(annotateText('', { match: { start: 0, end: 0 }, diffs: [] }), '');
});

// Replies a model could give that are not ordinary text: no throw, the same verdict twice, and
// 1 MB within a time no quadratic regex could meet (docs/reference/ifeval.md, "Hostile replies").
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { INSTRUCTION_CHECKERS, scoreIfeval } from '../../../src/scorers/ifeval/index.js';
import type { InstructionId } from '../../../src/scorers/ifeval/index.js';

const KWARGS: Readonly<Record<InstructionId, Record<string, unknown>>> = {
  'keywords:existence': { keywords: ['alpha', 'beta'] },
  'keywords:frequency': { keyword: 'alpha', frequency: 3, relation: 'at least' },
  'keywords:forbidden_words': { forbidden_words: ['alpha'] },
  'keywords:letter_frequency': { letter: 'a', let_frequency: 3, let_relation: 'less than' },
  'language:response_language': { language: 'en' },
  'length_constraints:number_sentences': { num_sentences: 3, relation: 'at least' },
  'length_constraints:number_paragraphs': { num_paragraphs: 2 },
  'length_constraints:number_words': { num_words: 100, relation: 'less than' },
  'length_constraints:nth_paragraph_first_word': { num_paragraphs: 2, nth_paragraph: 1, first_word: 'alpha' },
  'detectable_content:number_placeholders': { num_placeholders: 2 },
  'detectable_content:postscript': { postscript_marker: 'P.S.' },
  'detectable_format:number_bullet_lists': { num_bullets: 2 },
  'detectable_format:constrained_response': {},
  'detectable_format:number_highlighted_sections': { num_highlights: 2 },
  'detectable_format:multiple_sections': { section_spliter: 'Section', num_sections: 2 },
  'detectable_format:json_format': {},
  'detectable_format:title': {},
  'combination:two_responses': {},
  'combination:repeat_prompt': { prompt_to_repeat: 'Say alpha.' },
  'startend:end_checker': { end_phrase: 'Any other questions?' },
  'change_case:capital_word_frequency': { capital_frequency: 3, capital_relation: 'at least' },
  'change_case:english_capital': {},
  'change_case:english_lowercase': {},
  'punctuation:no_comma': {},
  'startend:quotation': {},
};
const ids = Object.keys(INSTRUCTION_CHECKERS) as InstructionId[];
const reference = { kind: 'ifeval' as const, prompt: 'Say alpha.', instructionIds: ids, kwargs: ids.map((id) => KWARGS[id]) };

const MB = 1 << 20;
const hostile: Record<string, string> = {
  'NUL bytes': 'alpha\u0000beta\u0000\u0000 *x* [a] [b]\n\u0000',
  'right-to-left override': '\u202Ealpha beta\u202C. Section 1 x Section 2 y',
  'lone surrogates': 'alpha \uD800 beta \uDC00\uDFFF* a\n* b <<\uD83D>>',
  'empty and blank': '   \n\t ',
  '1 MB of spaces': ' '.repeat(MB) + 'x',
  '1 MB of newlines and stars': '\n *'.repeat(MB / 3),
  '1 MB of open brackets': '['.repeat(MB),
  '1 MB of angle brackets': '<<'.repeat(MB / 2),
  '1 MB of periods and words': 'A. b. '.repeat(MB / 6),
  '1 MB of JSON-ish nesting': '['.repeat(MB / 2) + ']'.repeat(MB / 2),
  '1 MB of quotes and backslashes': '"\\'.repeat(MB / 2),
  '1 MB of prose': 'The quick brown fox jumps over the lazy dog, P.S. alpha. '.repeat(MB / 57),
};

for (const [name, reply] of Object.entries(hostile)) {
  test(`hostile reply: ${name}`, () => {
    const start = performance.now();
    const first = scoreIfeval(reply, reference);
    const elapsed = performance.now() - start;
    // Deterministic: the same verdicts again (checked on the short ones; the 1 MB ones cost seconds).
    if (reply.length < 1000) assert.deepEqual(scoreIfeval(reply, reference), first);
    const strict = first.metrics['inst_level_strict_acc'] as number[];
    assert.equal(strict.length, 25);
    // 25 instructions × 9 variants of 1 MB: seconds, where one quadratic regex would take hours.
    assert.ok(elapsed < 30_000, `${elapsed.toFixed(0)} ms`);
    if (reply.length >= 1000) console.log(`${name}: ${elapsed.toFixed(0)} ms`);
  });
}

test('a blank reply follows nothing, strict or loose (lm-eval requires response.strip())', () => {
  const score = scoreIfeval(' \n ', reference);
  assert.deepEqual(score.metrics['inst_level_strict_acc'], Array(25).fill(0));
  assert.deepEqual(score.metrics['inst_level_loose_acc'], Array(25).fill(0));
});

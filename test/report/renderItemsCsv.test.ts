import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CapabilityItemRecord, DivergenceItemRecord, RefusalItemRecord } from '../../src/results/types.js';
import { csvCell, ITEMS_CSV_COLUMNS, renderItemsCsv } from '../../src/report/renderItemsCsv.js';

/** A separate RFC 4180 reader (state machine over characters), to read back what the writer wrote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  assert.equal(cell, '', 'the file ends with a CRLF');
  return rows;
}

const side = (correct: boolean, loglik: number) => ({
  logliks: [loglik, -9],
  tokenCounts: [1, 1],
  predicted: correct ? 0 : 1,
  predictedNorm: 0,
  correct,
  correctNorm: correct,
  correctLoglik: loglik,
  correctIsGreedy: false,
});

const capability: CapabilityItemRecord = {
  family: 'capability',
  id: '=HYPERLINK("http://x","click")',
  tags: ['a,b', 'say "hi"'],
  context: 'ignored',
  choices: ['x', 'y'],
  answer: 0,
  base: side(true, -1.5),
  tuned: side(false, -2.25),
  flipped: true,
};

const refusalSide = (refused: boolean) => ({ renderedPrompt: '', text: '', generatedTokens: 0, stoppedAtEos: true, refused, match: null });
const refusal: RefusalItemRecord = {
  family: 'refusal',
  id: '@cmd',
  tags: ['line\nbreak'],
  prompt: 'p',
  shouldAnswer: true,
  base: refusalSide(false),
  tuned: refusalSide(true),
  flipped: true,
};

const divergence: DivergenceItemRecord = {
  family: 'divergence',
  id: 'doc-1',
  tags: [],
  tokenCount: 4,
  klSum: 0.5,
  top1Agree: 3,
  baseNllSum: 8,
  tunedNllSum: 9,
  tokens: ['a', 'b', 'c', 'd', 'e'],
  tokenKl: [0.1, 0.1, 0.1, 0.2],
  baseTop1: ['b', 'c', 'd', 'e'],
  tunedTop1: ['b', 'c', 'd', 'x'],
};

test('one CRLF row per item after the header, reading back to the expected cells', () => {
  const rows = parseCsv(renderItemsCsv([capability, refusal, divergence]));
  assert.deepEqual(rows[0], [...ITEMS_CSV_COLUMNS]);
  assert.equal(rows.length, 4);
  const get = (row: string[] | undefined, column: string) => row?.[ITEMS_CSV_COLUMNS.indexOf(column as (typeof ITEMS_CSV_COLUMNS)[number])];
  // Capability: the id starts with "=" so it is prefixed with an apostrophe; tags joined with ";".
  assert.equal(get(rows[1], 'id'), `'=HYPERLINK("http://x","click")`);
  assert.equal(get(rows[1], 'tags'), 'a,b;say "hi"');
  assert.equal(get(rows[1], 'base_correct'), '1');
  assert.equal(get(rows[1], 'tuned_correct'), '0');
  assert.equal(get(rows[1], 'tuned_correct_loglik_nats'), '-2.25');
  assert.equal(get(rows[1], 'flipped'), 'true');
  assert.equal(get(rows[1], 'kl_mean_nats'), '');
  // Refusal: "@" is guarded too; the newline survives inside quotes.
  assert.equal(get(rows[2], 'id'), "'@cmd");
  assert.equal(get(rows[2], 'tags'), 'line\nbreak');
  assert.equal(get(rows[2], 'should_answer'), 'true');
  assert.equal(get(rows[2], 'tuned_refused'), '1');
  // Divergence: 0.5 / 4 = 0.125 nats per token; 3 / 4 = 0.75 agreement.
  assert.equal(get(rows[3], 'kl_mean_nats'), '0.125');
  assert.equal(get(rows[3], 'top1_agreement'), '0.75');
  assert.equal(get(rows[3], 'tokens'), '4');
  assert.equal(get(rows[3], 'flipped'), '');
});

test('cells: quoting per RFC 4180 and the formula-injection guard', () => {
  assert.equal(csvCell('plain'), 'plain');
  assert.equal(csvCell('a,b'), '"a,b"');
  assert.equal(csvCell('say "hi"'), '"say ""hi"""');
  assert.equal(csvCell('two\r\nlines'), '"two\r\nlines"');
  for (const lead of ['=', '+', '-', '@', '\t', '\r']) assert.equal(csvCell(`${lead}1+1`).replace(/^"/, '').startsWith("'"), true, JSON.stringify(lead));
  assert.equal(csvCell('-cmd,x'), `"'-cmd,x"`);
  // Numbers are written by tunegate, not taken from input: a negative log-likelihood stays a number.
  assert.equal(csvCell(-1.5), '-1.5');
  assert.equal(csvCell(Number.NaN), '');
  assert.equal(csvCell(undefined), '');
  assert.equal(csvCell(false), 'false');
});

test('an empty run is just the header', () => {
  assert.equal(renderItemsCsv([]), `${ITEMS_CSV_COLUMNS.join(',')}\r\n`);
});

/**
 * A small RFC 4180 CSV reader for the importers of published data sets (XSTest's prompts and
 * model completions): their prompts and replies hold commas, quotes and line breaks.
 */

/** Rows of `text`: quoted fields may hold commas, line breaks and doubled quotes (RFC 4180); LF or CRLF ends a row; a leading byte-order mark is dropped; throws on an unterminated quote. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  // Whether the current row has begun: a row of one empty quoted field ("") is still a row.
  let started = false;
  let quoted = false;
  const start = text.startsWith('\uFEFF') ? 1 : 0;
  for (let index = start; index < text.length; index++) {
    const char = text[index] as string;
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[index + 1] === '"') {
        field += '"';
        index++;
      } else quoted = false;
      continue;
    }
    // A quote opens a quoted field only at the field's start; elsewhere it is kept as text, as most readers do.
    if (char === '"' && field === '') {
      quoted = true;
      started = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
      started = true;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      started = false;
    } else {
      field += char;
      started = true;
    }
  }
  if (quoted) throw new Error(`CSV ends inside a quoted field (row ${rows.length + 1}): a closing " is missing`);
  if (started) rows.push([...row, field]);
  return rows;
}

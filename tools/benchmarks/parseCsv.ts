/**
 * Rows of a CSV text read as Python's `csv.reader` reads a file opened with `newline=''`
 * (the excel dialect: `"` quotes, `""` escapes a quote, a quoted field keeps its line breaks
 * verbatim, a quote inside an unquoted field is literal). MMLU's CSVs were read this way to
 * build the Hugging Face copy lm-eval loads, so the shipped text must not be normalised.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  let i = 0;
  const endField = (): void => {
    row.push(field);
    field = '';
    fieldStarted = false;
  };
  while (i < text.length) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (ch === ',') endField();
    else if (ch === '\n' || ch === '\r') {
      endField();
      rows.push(row);
      row = [];
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
    } else {
      field += ch;
      fieldStarted = true;
    }
    i += 1;
  }
  if (quoted) throw new Error('CSV ends inside a quoted field');
  if (fieldStarted || field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows;
}

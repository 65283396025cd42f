/** A small multiple-choice task YAML with its JSONL data, written into a folder, for tests of the YAML path. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A model folder that exists; the cases below fail before any model loads. */
export const ANY_MODEL = fileURLToPath(new URL('../fixtures/models/stories260K', import.meta.url));

/** Two records of {question, choices, answer}. */
export const TWO_RECORDS = '{"question":"2+2?","choices":["3","4"],"answer":1}\n{"question":"1+1?","choices":["2","5"],"answer":0}\n';

/** Write `name`.yaml reading `data` (default: data.jsonl holding TWO_RECORDS) with the given doc_to_text and extra lines; returns its path. */
export function writeTaskYaml(dir: string, name: string, docToText: string, options: { data?: string; extra?: readonly string[] } = {}): string {
  const data = options.data ?? join(dir, 'data.jsonl');
  if (options.data === undefined) writeFileSync(data, TWO_RECORDS);
  const file = join(dir, `${name}.yaml`);
  writeFileSync(
    file,
    [
      `task: ${name}`,
      'dataset_path: json',
      'dataset_kwargs:',
      '  data_files:',
      `    test: ${JSON.stringify(data)}`,
      'test_split: test',
      'output_type: multiple_choice',
      `doc_to_text: ${JSON.stringify(docToText)}`,
      'doc_to_choice: "{{choices}}"',
      'doc_to_target: answer',
      'metric_list:',
      '  - metric: acc',
      ...(options.extra ?? []),
      '',
    ].join('\n'),
  );
  return file;
}

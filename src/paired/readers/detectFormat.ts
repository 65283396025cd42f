/** Which score format a file is in, told from its shape (the `--format` flag overrides). */
import { ScoreFileError } from '../../errors/index.js';
import { RECORD_FAMILIES, type ScoreFormat } from '../../results/index.js';
import { parseInspectJson } from './inspectJson.js';
import { firstJsonObject } from './jsonLines.js';

/**
 * The format of `text`, from its first line: a tunegate item record (`family` and `base`), an
 * lm-evaluation-harness sample (`doc_id`), a generic score line (`metric` and `value`); a
 * JSON document with `eval`, `samples` or `reductions` is an Inspect eval log. Throws
 * ScoreFileError naming `file` and the fields it saw when none fits.
 */
export function detectFormat(text: string, file: string): ScoreFormat {
  const first = firstJsonObject(text);
  const known = first === undefined ? undefined : formatOfObject(first);
  if (known !== undefined) return known;
  // lm-eval 0.4.0–0.4.2 wrote each task's samples as one pretty-printed JSON array.
  if (first === undefined && text.trimStart().startsWith('[')) return 'lm-eval';
  if (first === undefined && text.trimStart().startsWith('{')) {
    // A pretty-printed JSON document: only an eval log is written that way.
    try {
      const whole = parseInspectJson(text, file, null, '');
      if (typeof whole === 'object' && whole !== null && isInspectLog(whole as Record<string, unknown>)) return 'inspect';
    } catch {
      // Not JSON either: fall through to the error below.
    }
  }
  const seen =
    first === undefined ? 'its first line is not a JSON object' : `its first line has the fields ${Object.keys(first).slice(0, 8).join(', ') || '(none)'}`;
  throw new ScoreFileError(
    file,
    first === undefined ? null : 1,
    `cannot tell the score format: ${seen}`,
    'Pass --format tunegate|jsonl|lm-eval|inspect, or see docs/guides/other-harnesses.md for what each format looks like.',
  );
}

/** The format one parsed line (or document) is in, or undefined when its fields fit none. */
export function formatOfObject(first: Record<string, unknown>): ScoreFormat | undefined {
  if (isInspectLog(first)) return 'inspect';
  if ((RECORD_FAMILIES as readonly unknown[]).includes(first['family']) && 'base' in first && 'tuned' in first) return 'tunegate';
  if ('doc_id' in first) return 'lm-eval';
  if ('metric' in first && 'value' in first) return 'jsonl';
  return undefined;
}

function isInspectLog(value: Record<string, unknown>): boolean {
  return (
    typeof value['eval'] === 'object' && value['eval'] !== null && (Array.isArray(value['samples']) || Array.isArray(value['reductions']) || 'status' in value)
  );
}

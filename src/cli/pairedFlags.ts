/** Validation of `paired` flags: each bad value is one UsageError naming the flag (exit 3). */
import { UsageError } from '../errors/index.js';
import { oneLineText } from '../format/index.js';
import type { PairedOptions } from '../paired/index.js';
import { SCORE_FORMATS, SCORE_METRIC_PREFIX, type ScoreFormat } from '../results/vocabulary.js';
import { list } from './flagValues.js';
import { statisticsFlags } from './statisticsFlags.js';

/** Parsed `paired` arguments: everything runPaired takes except where to write and how to log. */
export type PairedFlags = Omit<PairedOptions, 'outDir' | 'command' | 'log'> & { readonly out?: string };

/** Validate yargs' parsed arguments; throws UsageError with the flag, the value and what is expected. */
export function parsePairedFlags(args: Record<string, unknown>): PairedFlags {
  const base = args['base'];
  if (typeof base !== 'string' || base === '') throw new UsageError('<base> is required');
  const tuned = typeof args['tuned'] === 'string' && args['tuned'] !== '' ? args['tuned'] : undefined;
  const format = list(args['format'], SCORE_FORMATS, '--format');
  if (format !== undefined && format.length !== 1)
    throw new UsageError(`--format takes one format, got ${JSON.stringify(String(args['format']))}`, `Formats: ${SCORE_FORMATS.join(', ')}.`);
  const allowMissing = args['allow-missing'];
  if (allowMissing !== undefined && (typeof allowMissing !== 'string' || allowMissing.trim() === ''))
    throw new UsageError(
      `--allow-missing takes a reason, got ${JSON.stringify(allowMissing)}`,
      'Say why judging the items both sides scored is enough, e.g. --allow-missing "tuned run lost 3 shards; rerun pending".',
    );
  const maxMemberMb = args['max-member-mb'];
  if (maxMemberMb !== undefined && !(typeof maxMemberMb === 'number' && Number.isFinite(maxMemberMb) && maxMemberMb > 0 && maxMemberMb <= 1024 * 1024))
    throw new UsageError(`--max-member-mb got ${JSON.stringify(maxMemberMb)}; expected a number of MiB above 0, at most 1048576`, 'e.g. --max-member-mb 2048');
  const metrics = names(args['metrics']);
  const gate = names(args['gate']);
  const taskMap = taskMapping(args['task-map']);
  return {
    basePath: base,
    ...(tuned === undefined ? {} : { tunedPath: tuned }),
    ...(format === undefined ? {} : { format: format[0] as ScoreFormat }),
    ...(metrics === undefined ? {} : { metrics }),
    higherIsBetter: names(args['higher-is-better']) ?? [],
    lowerIsBetter: names(args['lower-is-better']) ?? [],
    ...(gate === undefined ? {} : { gate }),
    tolerances: tolerances(args['tolerance']),
    // Echoed on the terminal and in the report: a line break in it must not start a line of its own.
    ...(typeof allowMissing === 'string' ? { allowMissing: oneLineText(allowMissing.trim()) } : {}),
    ...(taskMap === undefined ? {} : { taskMap }),
    ...(typeof maxMemberMb === 'number' ? { maxMemberBytes: Math.floor(maxMemberMb * 1024 * 1024) } : {}),
    ...(typeof args['out'] === 'string' && args['out'] !== '' ? { out: args['out'] } : {}),
    ...statisticsFlags(args),
  };
}

/** A metric list flag, comma-separated and/or repeated; the `score.` prefix is optional. Undefined when absent. */
function names(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  const parts = (Array.isArray(value) ? value : [value])
    .flatMap((part) => String(part).split(','))
    .map((part) => part.trim())
    .filter(Boolean);
  return [...new Set(parts.map(bare))];
}

/** `--tolerance NAME=X[,NAME=X…]`, repeatable; X a finite number ≥ 0. */
function tolerances(value: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  if (value === undefined) return out;
  for (const part of (Array.isArray(value) ? value : [value]).flatMap((entry) => String(entry).split(','))) {
    const text = part.trim();
    if (text === '') continue;
    const at = text.lastIndexOf('=');
    const name = at > 0 ? bare(text.slice(0, at).trim()) : '';
    const number = at > 0 ? Number(text.slice(at + 1).trim()) : Number.NaN;
    if (name === '' || !(Number.isFinite(number) && number >= 0) || text.slice(at + 1).trim() === '') {
      throw new UsageError(`--tolerance got ${JSON.stringify(text)}; expected NAME=X with X a number ≥ 0`, 'e.g. --tolerance bleu=0.5');
    }
    Object.defineProperty(out, name, { value: number, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

function bare(name: string): string {
  return name.startsWith(SCORE_METRIC_PREFIX) ? name.slice(SCORE_METRIC_PREFIX.length) : name;
}

/** `--task-map BASE=TUNED[,…]` as a record; undefined without the flag. */
function taskMapping(value: unknown): Record<string, string> | undefined {
  if (value === undefined) return undefined;
  const out: Record<string, string> = {};
  for (const pair of String(value).split(',')) {
    const match = /^\s*([^=\s]+)\s*=\s*([^=\s]+)\s*$/.exec(pair);
    if (match === null || Object.hasOwn(out, match[1]!))
      throw new UsageError(
        `--task-map got ${JSON.stringify(pair)}; expected BASE_TASK=TUNED_TASK, each base task once`,
        'e.g. --task-map theory_of_mind=theory_of_mind_v2',
      );
    out[match[1]!] = match[2]!;
  }
  return out;
}

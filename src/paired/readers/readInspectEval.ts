/**
 * Inspect AI's binary eval log (`.eval`, the default since Inspect 0.3.46): a zip holding
 * `header.json` (the log without samples), `reductions.json` (per-sample reductions over
 * epochs), `samples/<id>_epoch_<n>.json` (one per sample and epoch) and a `_journal/` folder.
 * Read streaming: the header first, then the reductions, and the samples only when there are
 * no reductions; events inside samples are parsed with their sample and dropped, one member
 * at a time, so memory follows the largest member, not the log.
 */
import { TextDecoder } from 'node:util';
import { ScoreFileError } from '../../errors/index.js';
import { parseInspectJson } from './inspectJson.js';
import { describeValue } from './jsonLines.js';
import { InspectLogSink, type InspectReadOptions } from './inspectLogSink.js';
import { ScoreTableBuilder, type ScoreTable } from './scoreTable.js';
import { forEachZipMember } from './zipMembers.js';

const HINT = 'Pass the .eval log as Inspect wrote it.';
const SAMPLE = /^samples\/.+_epoch_\d+\.json$/;

/** Read `path`, an .eval zip, as readInspectLog reads a JSON log. Throws ScoreFileError naming the member. */
export async function readInspectEval(
  path: string,
  wanted?: ReadonlySet<string>,
  options: InspectReadOptions = {},
  progress?: (samplesRead: number) => void,
): Promise<ScoreTable> {
  const table = new ScoreTableBuilder(path, 'inspect');
  const sink = new InspectLogSink(table, path, wanted, options);
  let header: Record<string, unknown> | undefined;
  let start: Record<string, unknown> | undefined;
  let reductions: unknown[] = [];
  let members = 0;
  await forEachZipMember(
    path,
    async (member) => {
      members += 1;
      if (member.name === 'header.json') header = headerObject(await json(member.read, path, member.name), path, member.name);
      else if (member.name === '_journal/start.json') start = headerObject(await json(member.read, path, member.name), path, member.name);
      else if (member.name === 'reductions.json') {
        const value = await json(member.read, path, member.name);
        if (Array.isArray(value)) reductions = value;
      }
    },
    options.maxMemberBytes,
  );
  if (members === 0)
    throw new ScoreFileError(
      path,
      null,
      'an empty zip archive: it has no members, while an Inspect .eval log holds header.json and samples/',
      'Pass the .eval log as Inspect wrote it; an empty archive is what a copy or an export that failed leaves.',
    );
  // A log without header.json is one Inspect is still writing, or one whose run was killed.
  sink.header(header ?? { ...(start ?? {}), status: 'started' });
  if (reductions.length > 0) {
    sink.reductions(reductions, 'reductions.json');
    return sink.finish(() => table.build());
  }
  let read = 0;
  await forEachZipMember(
    path,
    async (member) => {
      if (!SAMPLE.test(member.name)) return;
      sink.sample(await json(member.read, path, member.name), member.name);
      read += 1;
      if (read % 1000 === 0) progress?.(read);
    },
    options.maxMemberBytes,
  );
  return sink.finish(() => table.build());
}

async function json(read: () => Promise<Buffer>, path: string, member: string): Promise<unknown> {
  const bytes = await read();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ScoreFileError(path, member, 'the member is not valid UTF-8 text', HINT);
  }
  return parseInspectJson(text, path, member, HINT);
}

/** The log's header (or journal start) object; an array or a scalar in its place is a damaged log, not one still being written. */
function headerObject(value: unknown, path: string, member: string): Record<string, unknown> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  throw new ScoreFileError(path, member, `expected the log header as a JSON object, got ${describeValue(value)}`, `${HINT} Its ${member} is one JSON object.`);
}

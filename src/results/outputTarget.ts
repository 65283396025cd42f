/**
 * Where an output file really goes. Files are written to a temp file and renamed into place
 * (writeFileAtomic), and a rename replaces whatever the name held: a device node, a FIFO or a
 * symlink would be swapped for a plain file (docs/reference/hostile-inputs.md, "Outputs that are
 * not files"). So a name is written only when it is new or a regular file; a symlink is followed
 * to the file it names (a dangling one to the path it names, which the write creates); anything
 * else (a device, a FIFO, a socket, a folder) is refused: writing straight to a FIFO blocks
 * until some reader opens it, and a device gives no whole-or-nothing guarantee.
 */
import { lstatSync, readlinkSync, type Stats } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { InvalidInputError } from '../errors/index.js';

/** Links followed before a chain is called a loop (Linux's own limit, MAXSYMLINKS). */
const MAX_LINKS = 40;

const HINT = 'Name a regular file or a new path (write the file, then copy it where it must go).';

/** What a non-regular file is, in words. */
export function fileKind(info: Stats): string {
  if (info.isDirectory()) return 'a folder';
  if (info.isCharacterDevice()) return 'a character device';
  if (info.isBlockDevice()) return 'a block device';
  if (info.isFIFO()) return 'a FIFO (named pipe)';
  if (info.isSocket()) return 'a socket';
  if (info.isSymbolicLink()) return 'a symlink';
  return 'a regular file';
}

/**
 * The absolute path to write instead of `path`: `path` itself when it is missing or a regular
 * file, its links' final target otherwise. Throws InvalidInputError naming `path` (and the
 * target) when that is not a regular file or the links loop. Errors other than a missing name
 * (a parent that is a file, no permission) are left to the write, which names them.
 */
export function outputTarget(path: string): string {
  let current = resolve(path);
  for (let hops = 0; hops <= MAX_LINKS; hops += 1) {
    let info: Stats | undefined;
    try {
      info = lstatSync(current, { throwIfNoEntry: false });
    } catch {
      return current;
    }
    if (info === undefined || info.isFile()) return current;
    if (!info.isSymbolicLink()) {
      const where = current === resolve(path) ? '' : ` (a link to ${current})`;
      throw new InvalidInputError(`${path}${where}: is ${fileKind(info)}, not a regular file; tunegate writes only to a regular file or a new path`, HINT);
    }
    current = resolve(dirname(current), readlinkSync(current));
  }
  throw new InvalidInputError(`${path}: its symlinks loop (more than ${MAX_LINKS} links)`, HINT);
}

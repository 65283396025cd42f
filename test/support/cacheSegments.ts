/**
 * Reading and editing a result cache folder's segment files (docs/ARCHITECTURE.md §10) the way a
 * damaged disk or a hostile user would: find the segment of one family and role, change one line,
 * and list the keys whose lines still verify.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lineChecksum } from '../../src/cache/resultCache.js';

/** One scope folder of a cache: what its scope.json says and its segment files. */
export interface CacheScopeFolder {
  readonly dir: string;
  readonly family: string;
  readonly role: string;
  readonly segments: readonly string[];
}

/** Every scope folder under `cacheDir`'s layout (the digests folder aside). */
export function cacheScopes(cacheDir: string): CacheScopeFolder[] {
  const layout = join(cacheDir, 'v1');
  if (!existsSync(layout)) return [];
  return readdirSync(layout)
    .filter((name) => existsSync(join(layout, name, 'scope.json')))
    .map((name) => {
      const dir = join(layout, name);
      const file = JSON.parse(readFileSync(join(dir, 'scope.json'), 'utf8')) as { scope: { family: string }; about?: { role: string } };
      const segments = readdirSync(dir)
        .filter((n) => n.endsWith('.jsonl'))
        .sort()
        .map((n) => join(dir, n));
      return { dir, family: file.scope.family, role: file.about?.role ?? '', segments };
    });
}

/**
 * Replace the first line of `family`/`role`'s first segment that `edit` changes (edit returns
 * the line unchanged to pass it by); returns the segment's path. Throws when no line changed.
 */
export function editCacheLine(cacheDir: string, family: string, role: string, edit: (line: string) => string): string {
  const scope = cacheScopes(cacheDir).find((s) => s.family === family && s.role === role);
  if (scope === undefined || scope.segments.length === 0) throw new Error(`no ${family}/${role} segment in ${cacheDir}`);
  const segment = scope.segments[0]!;
  const lines = readFileSync(segment, 'utf8').split('\n');
  const index = lines.findIndex((line) => line !== '' && edit(line) !== line);
  if (index < 0) throw new Error(`the edit changed no line of ${segment}`);
  lines[index] = edit(lines[index]!);
  writeFileSync(segment, lines.join('\n'));
  return segment;
}

/** Keys (per scope folder name) whose lines carry a checksum that verifies. */
export function verifiedKeys(cacheDir: string): Set<string> {
  const keys = new Set<string>();
  for (const scope of cacheScopes(cacheDir)) {
    for (const segment of scope.segments) {
      for (const line of readFileSync(segment, 'utf8').split('\n')) {
        try {
          const parsed = JSON.parse(line) as { k: string; v: unknown; c: string };
          if (parsed.c === lineChecksum(parsed.k, JSON.stringify(parsed.v))) keys.add(`${scope.dir.slice(-64)}/${parsed.k}`);
        } catch {
          // Not a whole line: not a verified key.
        }
      }
    }
  }
  return keys;
}

/** Change one digit of the first number after `"field":` (d → d + 1 mod 10). */
export function bumpDigit(line: string, field: string): string {
  return line.replace(new RegExp(`"${field}":(-?)(\\d)`), (_m, sign: string, digit: string) => `"${field}":${sign}${(Number(digit) + 1) % 10}`);
}

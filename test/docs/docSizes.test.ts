/**
 * The documentation stays small where a newcomer starts and never points nowhere: README.md and
 * docs/ARCHITECTURE.md stay under 15 KB (also once prettier has padded their tables), every relative link in README.md, bench/README.md and
 * docs/**\/*.md names a file that exists (and, with a #fragment into Markdown, a heading there),
 * every docs/ page named in the sources exists, and every `docs/ARCHITECTURE.md §N` a comment
 * cites is a section of that file. Reads files only.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** 15 KB, the most README.md and docs/ARCHITECTURE.md may weigh. */
const MAX_BYTES = 15 * 1024;

/**
 * Pages linked before they are written (each is being written on its own); remove an entry once
 * its page exists. Paths relative to the repository root.
 */
const PAGES_NOT_YET_WRITTEN: ReadonlySet<string> = new Set([]);

test('README.md and docs/ARCHITECTURE.md are at most 15 KB each, as committed and once prettier has formatted them', async () => {
  for (const path of ['README.md', 'docs/ARCHITECTURE.md']) {
    const filepath = join(ROOT, path);
    const text = readFileSync(filepath, 'utf8');
    // Formatting pads table cells to their column's width, which can add kilobytes to a wide table.
    const formatted = await format(text, { ...(await resolveConfig(filepath)), filepath });
    const bytes = Math.max(Buffer.byteLength(text), Buffer.byteLength(formatted));
    assert.ok(bytes <= MAX_BYTES, `${path} is ${bytes} bytes (formatted or not), over ${MAX_BYTES}: move detail into docs/ (see docs/README.md)`);
  }
});

test('README.md begins with the two commands a newcomer runs on a fresh machine', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  assert.match(firstBlock, /^npm ci && npm run demo {2,}# .*reports\//m);
  assert.match(firstBlock, /^npm ci && npm test {2,}# /m);
});

test('every relative link in README.md, bench/README.md and docs/ points at a file that exists', () => {
  const pages = ['README.md', 'bench/README.md', ...markdownUnder('docs')];
  const broken: string[] = [];
  for (const page of pages) {
    for (const target of relativeLinks(readFileSync(join(ROOT, page), 'utf8'))) {
      const [pathPart, fragment] = splitFragment(target);
      const file = pathPart === '' ? join(ROOT, page) : resolve(ROOT, dirname(page), decodeURI(pathPart));
      const fromRoot = relative(ROOT, file);
      if (!existsSync(file)) {
        if (!PAGES_NOT_YET_WRITTEN.has(fromRoot)) broken.push(`${page}: ${target} (no ${fromRoot})`);
        continue;
      }
      if (fragment !== undefined && file.endsWith('.md') && !headingSlugs(readFileSync(file, 'utf8')).has(fragment)) {
        broken.push(`${page}: ${target} (no heading #${fragment} in ${fromRoot})`);
      }
    }
  }
  assert.deepEqual(broken, []);
});

test('every docs/ page the sources and recipes name exists', () => {
  const missing: string[] = [];
  for (const file of filesUnder(['src', 'tools', 'bench', 'examples'], /\.(ts|mjs|ya?ml)$/)) {
    for (const match of readFileSync(join(ROOT, file), 'utf8').matchAll(/\bdocs\/[\w./-]+\.md\b/g)) {
      if (!existsSync(join(ROOT, match[0])) && !PAGES_NOT_YET_WRITTEN.has(match[0])) missing.push(`${file}: ${match[0]}`);
    }
  }
  assert.deepEqual(missing, []);
});

test('every "docs/ARCHITECTURE.md §N" cited in the code is a section of docs/ARCHITECTURE.md', () => {
  const sections = new Set([...readFileSync(join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8').matchAll(/^## (\d+)\. /gm)].map((m) => m[1]!));
  const dangling: string[] = [];
  for (const file of filesUnder(['src', 'tools', 'test', 'bench'], /\.(ts|mjs|cjs|json)$/)) {
    for (const match of readFileSync(join(ROOT, file), 'utf8').matchAll(/ARCHITECTURE\.md §(\d+)/g)) {
      if (!sections.has(match[1]!)) dangling.push(`${file}: §${match[1]}`);
    }
  }
  assert.deepEqual(dangling, []);
});

/** Link targets of `[text](target)` outside fenced code blocks, leaving out URLs with a scheme. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!).filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

function splitFragment(target: string): [string, string | undefined] {
  const at = target.indexOf('#');
  return at < 0 ? [target, undefined] : [target.slice(0, at), target.slice(at + 1)];
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens (duplicates get -1, -2, …). */
function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>();
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  for (const match of prose.matchAll(/^#{1,6} (.+)$/gm)) {
    const base = match[1]!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    let slug = base;
    for (let n = 1; slugs.has(slug); n++) slug = `${base}-${n}`;
    slugs.add(slug);
  }
  return slugs;
}

function markdownUnder(folder: string): string[] {
  return filesUnder([folder], /\.md$/);
}

/** Files under the given folders (relative to the root) whose names match, skipping node_modules and dot folders. */
function filesUnder(folders: readonly string[], name: RegExp): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (name.test(entry.name)) found.push(path);
    }
  };
  for (const folder of folders) if (existsSync(join(ROOT, folder))) walk(folder);
  return found.sort();
}

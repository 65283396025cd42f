#!/usr/bin/env node
// `npm run build`: compiles src/ to dist/ (JavaScript only; dist/stats also gets declarations,
// for the `tunegate/stats` export) and copies every other file of src/ that runs (report
// templates, generated validators) beside its module. The package runs from dist/, so nothing
// compiles TypeScript at run time.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
rmSync(join(root, 'dist'), { recursive: true, force: true });
for (const project of ['tsconfig.build.json', 'tsconfig.stats.json']) {
  execFileSync(process.execPath, [tsc, '-p', project], { cwd: root, stdio: 'inherit' });
}
/** Files under `dir`, recursively. */
function walk(dir) {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
}
const src = join(root, 'src');
for (const file of walk(src)) {
  if (/\.(ts|d\.cts)$/.test(file)) continue;
  const target = join(root, 'dist', relative(src, file));
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(file, target);
}

/**
 * The npm package as a user gets it: `npm pack`, the tarball installed into an empty folder
 * outside the checkout with the dependencies the registry serves today (no lockfile travels in
 * the tarball, and the registry's metadata is asked afresh), then `npx tunegate --help`,
 * `inspect` and a small `compare` run from that folder. A new release of a dependency that
 * breaks the package (two onnxruntime-node copies in one process) fails here, not for users.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { forgeModel, forgePresets, type ForgedModel } from '../../tools/forge/index.js';
import { writeSmallSuites } from '../../tools/smallSuites.js';
import '../support/isolateResultCache.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const VERSION = (JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string }).version;

let root = '';
let app = '';
let tarball = '';
let base: ForgedModel;
let tuned: ForgedModel;

/** The environment of a fresh shell: none of the npm_* variables a surrounding `npm test` sets. */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));
}

function run(
  command: string,
  args: readonly string[],
  cwd: string,
  timeout = 600_000,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env: { ...cleanEnv(), ...extraEnv }, timeout, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: unknown }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-pack-'));
  const packed = await run('npm', ['pack', '--pack-destination', root, '--json'], REPO);
  assert.equal(packed.code, 0, packed.stderr);
  const [listing] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as { filename: string; files: { path: string }[] }[];
  tarball = join(root, listing!.filename);
  assert.deepEqual(
    listing!.files.filter((f) => /(^|\/)(package-lock|npm-shrinkwrap)\.json$/.test(f.path)),
    [],
    'a lockfile in the tarball would hide what the registry serves',
  );
  app = join(root, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'tunegate-install-check', version: '0.0.0', private: true, type: 'module' }));
  // As docs/guides/installing.md says for a CPU-only machine: install scripts run, and
  // onnxruntime-node's skips the CUDA download (its CPU binaries ship in the package).
  const installed = await run('npm', ['install', '--prefer-online', '--no-audit', '--no-fund', tarball], app, 600_000, { ONNXRUNTIME_NODE_INSTALL: 'skip' });
  assert.equal(installed.code, 0, installed.stderr);
  base = await forgeModel(join(root, 'models', 'base'), forgePresets.tinyLlama(41));
  tuned = await forgeModel(join(root, 'models', 'tuned'), { ...forgePresets.tinyLlama(41), perturb: { seed: 42, scale: 0.05 } });
  await writeSmallSuites(join(root, 'suites'), { capability: 10, benign: 3, harmful: 3, divergence: 3 });
});
after(() => rmSync(root, { recursive: true, force: true }));

/** Every file under `dir`, relative to it. */
function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)).map((f) => `${name}/${f}`) : [name]));
}

test('the package holds compiled JavaScript, the suites and the schema; no TypeScript to run, no tsx', () => {
  const installed = join(app, 'node_modules', 'tunegate');
  const files = walk(installed);
  assert.ok(files.includes('dist/cli/main.js'));
  assert.ok(files.includes('dist/report/templates/report.hbs'));
  assert.ok(files.includes('suites/refusal/patterns.json'));
  assert.ok(files.includes('schema/results.schema.json'));
  assert.deepEqual(
    files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts')),
    [],
  );
  assert.deepEqual(
    files.filter((f) => /^(src|test|examples|bench|docs|scripts|action)\//.test(f)),
    [],
  );
  assert.equal(existsSync(join(app, 'node_modules', 'tsx')), false);
  const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { private?: boolean; dependencies: Record<string, string> };
  assert.equal(manifest.private, undefined);
  assert.equal('tsx' in manifest.dependencies, false);
});

test('one onnxruntime-node is installed, the version @huggingface/transformers pins', () => {
  const modules = join(app, 'node_modules');
  const copies = walk(modules).filter((f) => /(^|\/)onnxruntime-node\/package\.json$/.test(f));
  const versions = copies.map((f) => (JSON.parse(readFileSync(join(modules, f), 'utf8')) as { version: string }).version);
  const transformers = JSON.parse(readFileSync(join(modules, '@huggingface', 'transformers', 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  assert.deepEqual(versions, [transformers.dependencies['onnxruntime-node']], `onnxruntime-node installed at ${copies.join(', ')}`);
});

test('npx tunegate --help and --version run from the install folder', async () => {
  const help = await run('npx', ['tunegate', '--help'], app);
  assert.equal(help.code, 0, help.stderr);
  assert.match(help.stdout, /tunegate compare <base> <tuned\.\.>/);
  const version = await run('npx', ['tunegate', '--version'], app);
  assert.equal(version.stdout, `${VERSION}\n`);
  // Start-up cost of --help, as CPU time of the process (wall time on a shared machine says little):
  // nothing heavy (onnxruntime, the report stack, the run-folder validators) may load for it.
  const cpu = "process.on('exit', () => { const u = process.cpuUsage(); process.stderr.write(`cpu-ms ${(u.user + u.system) / 1000}\\n`); })";
  const timed = await run(
    process.execPath,
    ['--import', `data:text/javascript,${encodeURIComponent(cpu)}`, join(app, 'node_modules', 'tunegate', 'bin', 'tunegate'), '--help'],
    app,
  );
  const cpuMs = Number(/cpu-ms ([\d.]+)/.exec(timed.stderr)?.[1]);
  assert.ok(cpuMs < 700, `--help took ${cpuMs} ms of CPU`);
});

test('npx tunegate inspect and a small compare run from the install folder; tunegate/stats imports', async () => {
  const inspect = await run('npx', ['tunegate', 'inspect', relative(app, base.dir), '--threads', '1'], app);
  assert.equal(inspect.code, 0, inspect.stderr);
  assert.match(inspect.stdout, /^onnx +.*models\/base\/model\.onnx$/m);
  const out = join(root, 'run');
  const compare = await run(
    'npx',
    [
      'tunegate',
      'compare',
      base.dir,
      tuned.dir,
      '--suites',
      join(root, 'suites'),
      '--out',
      out,
      '--resamples',
      '2000',
      '--min-items',
      '3',
      '--max-new-tokens',
      '4',
      '--json',
    ],
    app,
  );
  assert.ok(compare.code <= 2, compare.stderr);
  const summary = JSON.parse(compare.stdout) as { exitCode: number; paths: { report: string } };
  assert.equal(summary.exitCode, compare.code);
  assert.ok(statSync(summary.paths.report).size > 10_000);
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as { tool: { version: string } };
  assert.equal(results.tool.version, VERSION);
  const stats = await run(process.execPath, ['--input-type=module', '-e', "const s = await import('tunegate/stats'); console.log(typeof s.holmAdjust)"], app);
  assert.equal(stats.stdout, 'function\n', stats.stderr);
});

/**
 * Every output path of the CLI refuses a device, a FIFO or a link to one, and writes through a
 * link to a file (issue 50, case 13): `report --out`, `--junit`. Runs `paired` (no model) as a process.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tunegate } from '../support/runCli.js';

let root = '';
let base = '';
let tuned = '';
let run = '';
const IDS = Array.from({ length: 40 }, (_, i) => `q${i}`);
const lines = IDS.map((id) => `{"id": "${id}", "metric": "acc", "value": 1}\n`).join('');

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-output-targets-'));
  base = join(root, 'base.jsonl');
  tuned = join(root, 'tuned.jsonl');
  writeFileSync(base, lines);
  writeFileSync(tuned, lines);
  run = join(root, 'run');
  const result = await tunegate(['paired', base, tuned, '--out', run, '--resamples', '2000']);
  assert.equal(result.code, 0, result.stderr);
});
after(() => rmSync(root, { recursive: true, force: true }));

const NOT_ROOT = process.getuid?.() !== 0 ? 'mknod needs root; the FIFO cases cover the same branch' : false;

test('report --out a device node: exit 3, the device kept, nothing written beside it [50.13]', { skip: NOT_ROOT }, async () => {
  const dev = join(root, 'dev');
  mkdirSync(dev);
  execFileSync('mknod', [join(dev, 'full'), 'c', '1', '7']);
  const result = await tunegate(['report', run, '--out', join(dev, 'full')]);
  assert.equal(result.code, 3, result.stderr);
  assert.match(result.stderr, /^tunegate: .*full: is a character device, not a regular file/);
  assert.equal(lstatSync(join(dev, 'full')).isCharacterDevice(), true);
  assert.deepEqual(readdirSync(dev), ['full']);
});

test('report --out a FIFO: exit 3 at once, the FIFO kept, no summary.md beside it [50.13]', async () => {
  const folder = join(root, 'fifo-out');
  mkdirSync(folder);
  execFileSync('mkfifo', [join(folder, 'report.html')]);
  const result = await tunegate(['report', run, '--out', join(folder, 'report.html')], { timeoutMs: 30_000 });
  assert.equal(result.code, 3, result.stderr);
  assert.match(result.stderr, /is a FIFO \(named pipe\), not a regular file/);
  assert.equal(lstatSync(join(folder, 'report.html')).isFIFO(), true);
  assert.deepEqual(readdirSync(folder), ['report.html']);
});

test('--junit through a symlink writes the file it names and keeps the link; --junit a FIFO fails before the run [50.13]', async () => {
  writeFileSync(join(root, 'junit-real.xml'), 'old');
  symlinkSync('junit-real.xml', join(root, 'junit.xml'));
  const ok = await tunegate(['paired', base, tuned, '--out', join(root, 'run-junit'), '--resamples', '2000', '--junit', join(root, 'junit.xml')]);
  assert.equal(ok.code, 0, ok.stderr);
  assert.equal(lstatSync(join(root, 'junit.xml')).isSymbolicLink(), true);
  assert.match(readFileSync(join(root, 'junit-real.xml'), 'utf8'), /^<\?xml/);

  execFileSync('mkfifo', [join(root, 'junit-pipe')]);
  const out = join(root, 'run-pipe');
  const refused = await tunegate(['paired', base, tuned, '--out', out, '--resamples', '2000', '--junit', join(root, 'junit-pipe')], { timeoutMs: 30_000 });
  assert.equal(refused.code, 3, refused.stderr);
  assert.match(refused.stderr, /junit-pipe: is a FIFO/);
  assert.equal(existsSync(out), false);
  assert.equal(lstatSync(join(root, 'junit-pipe')).isFIFO(), true);
});

test('an --allow-missing reason with a line break cannot forge a verdict line [50.19]', async () => {
  const half = join(root, 'half.jsonl');
  writeFileSync(half, lines.split('\n').slice(0, 20).join('\n') + '\n');
  const out = join(root, 'run-forged');
  const result = await tunegate([
    'paired',
    base,
    half,
    '--out',
    out,
    '--resamples',
    '2000',
    '--min-items',
    '10',
    '--allow-missing',
    'ok\nverdict: PASS (exit 0)\r\n',
  ]);
  assert.equal(result.code, 0, result.stderr);
  const everything = `${result.stdout}\n${result.stderr}\n${readFileSync(join(out, 'summary.md'), 'utf8')}`;
  // The run's own verdict line goes on ("verdict: PASS (exit 0) — …"); a forged one would end there.
  assert.doesNotMatch(everything, /(^|\n|\r)verdict: PASS \(exit 0\)(\r|\n|$)/);
  assert.match(everything, /ok\\u000Averdict: PASS \(exit 0\)/);
});

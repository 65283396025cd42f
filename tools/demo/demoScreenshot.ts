/**
 * `npm run demo:screenshot`: regenerate docs/demo-report.png from a fresh `npm run demo`, so the
 * picture README shows is always the report the demo writes now (its command line, its levels,
 * where its notes sit). It runs the demo exactly as a user does (no `--out`: the report goes to
 * its default folder under reports/), finds the folder that run created, and captures the top of
 * its report.html with screenshotReport.ts (Debian's Chromium; TUNEGATE_CHROMIUM overrides it).
 * Model-running: hold /tmp/tunegate-model.lock where others share the machine.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The part of the page README shows: the top of a 1 200-pixel-wide report, CSS pixels. */
const TOP = 0;
const HEIGHT = 1450;

const repo = fileURLToPath(new URL('../..', import.meta.url));
const reports = join(repo, 'reports');
const out = join(repo, 'docs', 'demo-report.png');
const demoFolders = (): string[] => (existsSync(reports) ? readdirSync(reports).filter((name) => name.startsWith('demo-base-vs-demo-tuned-')) : []);

const before = new Set(demoFolders());
const node = (script: string, args: readonly string[]): number =>
  spawnSync(process.execPath, ['--import', 'tsx', join(repo, 'tools', 'demo', script), ...args], { cwd: repo, stdio: 'inherit' }).status ?? 4;

// The demo exits 0 whatever the verdict, 3 on a bad flag or input.
const demo = node('runDemo.ts', []);
if (demo !== 0) {
  process.stderr.write(`demo:screenshot: the demo exited ${demo}; docs/demo-report.png is unchanged\n`);
  process.exit(demo);
}
const created = demoFolders().filter((name) => !before.has(name));
if (created.length !== 1) {
  process.stderr.write(
    `demo:screenshot: expected one new reports/demo-base-vs-demo-tuned-* folder, found ${created.length}; docs/demo-report.png is unchanged\n`,
  );
  process.exit(3);
}
const report = join(reports, created[0]!, 'report.html');
const shot = node('screenshotReport.ts', [report, out, String(TOP), String(HEIGHT)]);
if (shot !== 0) process.exit(shot);
process.stderr.write(`demo:screenshot: wrote docs/demo-report.png from ${report}\n`);

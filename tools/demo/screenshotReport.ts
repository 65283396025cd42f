/**
 * Screenshot of a report with Debian's Chromium (headless), as docs/demo-report.png is made:
 * `node --import tsx tools/demo/screenshotReport.ts REPORT.html OUT.png [TOP [HEIGHT]]`
 * captures HEIGHT CSS pixels (default 1500) from TOP (default 0) of a 1200-pixel-wide page.
 * TUNEGATE_CHROMIUM overrides the browser path.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const [report, out, top = '0', height = '1500'] = process.argv.slice(2);
if (report === undefined || out === undefined) {
  process.stderr.write('usage: node --import tsx tools/demo/screenshotReport.ts REPORT.html OUT.png [TOP [HEIGHT]]\n');
  process.exit(3);
}
const browser = await chromium.launch({ executablePath: process.env['TUNEGATE_CHROMIUM'] ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: Number(height) } });
  await page.goto(pathToFileURL(resolve(report)).href);
  await page.screenshot({ path: out, fullPage: true, clip: { x: 0, y: Number(top), width: 1200, height: Number(height) } });
} finally {
  await browser.close();
}

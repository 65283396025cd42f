/**
 * Debian's Chromium for the browser tests, one definition for all of them: where it is, the
 * flags that keep it offline and quiet, and the skip (or, in CI, the failure) when it is absent.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import type { TestContext } from 'node:test';

/** The browser binary: TUNEGATE_CHROMIUM, else Debian's package. */
export const CHROMIUM = process.env['TUNEGATE_CHROMIUM'] ?? '/usr/bin/chromium';

/** Headless, sandbox-free (root in CI) and without any background network traffic. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** True (and the test skipped) when Chromium is missing outside CI; in CI a missing browser fails the test. */
export function skipWithoutChromium(t: TestContext): boolean {
  if (existsSync(CHROMIUM)) return false;
  assert.ok(!process.env['CI'], `Chromium not found at ${CHROMIUM}`);
  t.skip(`Chromium not found at ${CHROMIUM}: apt-get install chromium, or set TUNEGATE_CHROMIUM`);
  return true;
}

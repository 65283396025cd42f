/**
 * One Chromium window for a browser test: a persistent profile under `dir` (so nothing leaks
 * between tests), the offline flags of CHROMIUM_ARGS, closed when the test ends.
 */
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.js';

export interface ChromiumWindow {
  readonly context: BrowserContext;
  readonly page: Page;
}

/** Launch headless Chromium with its profile in `dir`/profile; the window closes after `t`. */
export async function openChromium(
  t: TestContext,
  dir: string,
  options: { readonly viewport?: { readonly width: number; readonly height: number }; readonly acceptDownloads?: boolean } = {},
): Promise<ChromiumWindow> {
  const context = await chromium.launchPersistentContext(join(dir, 'profile'), {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    headless: true,
    ...(options.viewport ? { viewport: { ...options.viewport } } : {}),
    ...(options.acceptDownloads ? { acceptDownloads: true } : {}),
  });
  t.after(() => context.close());
  return { context, page: context.pages()[0] ?? (await context.newPage()) };
}

/** A labels file that is a FIFO, made with mkfifo in a scratch folder (docs/reference/hostile-inputs.md). */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { UsageError } from '../../../src/errors/index.js';
import { readLabelsFile } from '../../../src/run/labels/index.js';

test('a labels file that is a FIFO is refused at once, naming it, instead of waiting for a writer (issue 50, case 19)', { timeout: 10_000 }, async () => {
  const fifo = join(mkdtempSync(join(tmpdir(), 'tunegate-labels-')), 'labels.jsonl');
  execFileSync('mkfifo', [fifo]);
  try {
    await assert.rejects(
      readLabelsFile(fifo),
      (error: unknown) =>
        error instanceof UsageError && error.exitCode === 3 && error.message === `--labels ${fifo}: is a FIFO (named pipe), not a regular file`,
    );
  } finally {
    // Release a read that did open the FIFO (the behaviour this guards against), so the test process can end.
    try {
      closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK));
    } catch {
      // no reader was waiting: nothing to release
    }
  }
});

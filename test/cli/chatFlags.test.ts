/** --apply-chat-template, --fewshot-as-multiturn, --system-instruction: checked as lm-eval v0.4.6's __main__ checks them, passed on to the named tasks. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseCompareFlags } from '../support/compareFlagDefaults.js';
import { UsageError } from '../../src/errors/index.js';
import { loadTasks } from '../../src/tasks/index.js';
import { COMPARE_FLAG_DEFAULTS } from '../support/compareFlagDefaults.js';

/** What yargs hands over for `tunegate compare a b` with every default applied. */
const defaults = { ...COMPARE_FLAG_DEFAULTS, 'apply-chat-template': false, 'fewshot-as-multiturn': false };

const usage = (pattern: RegExp) => (error: unknown) => error instanceof UsageError && error.exitCode === 3 && pattern.test(error.message);

test('the chat flags reach the options as lm-eval names them; none given, none recorded', () => {
  assert.equal(parseCompareFlags({ ...defaults, tasks: 'arc_easy' }).options.taskChat, undefined);
  assert.deepEqual(parseCompareFlags({ ...defaults, tasks: 'arc_easy', 'apply-chat-template': true, 'fewshot-as-multiturn': true }).options.taskChat, {
    applyChatTemplate: true,
    fewshotAsMultiturn: true,
  });
  // lm-eval takes a system instruction without a chat template too, an empty one included.
  assert.deepEqual(parseCompareFlags({ ...defaults, tasks: 'mmlu', 'system-instruction': '' }).options.taskChat, {
    applyChatTemplate: false,
    fewshotAsMultiturn: false,
    systemInstruction: '',
  });
});

test('--fewshot-as-multiturn without --apply-chat-template is a usage error (lm-eval raises the same), in the CLI and in loadTasks', () => {
  assert.throws(
    () => parseCompareFlags({ ...defaults, tasks: 'arc_easy', 'fewshot-as-multiturn': true }),
    usage(/--fewshot-as-multiturn needs --apply-chat-template/),
  );
  assert.throws(
    () => loadTasks(['arc_easy'], { limit: 1, chat: { applyChatTemplate: false, fewshotAsMultiturn: true } }),
    usage(/--fewshot-as-multiturn needs --apply-chat-template/),
  );
});

test('the chat flags need --tasks', () => {
  assert.throws(() => parseCompareFlags({ ...defaults, 'apply-chat-template': true }), usage(/--apply-chat-template needs --tasks/));
  assert.throws(() => parseCompareFlags({ ...defaults, 'system-instruction': 'Be brief.' }), usage(/--system-instruction needs --tasks/));
});

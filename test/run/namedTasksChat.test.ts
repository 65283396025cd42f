/** The chat flags through --tasks: each benchmark item carries its messages, and results.json's task selection records the flags. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { familyTable } from '../../src/families/index.js';
import { loadNamedTasks } from '../../src/run/namedTasks.js';

const SUITES = fileURLToPath(new URL('../../suites', import.meta.url));

test('--apply-chat-template with a system instruction: items carry the messages and no target delimiter; the selection records the flags', async () => {
  const chat = { applyChatTemplate: true, fewshotAsMultiturn: true, systemInstruction: 'Be brief.' };
  const named = await loadNamedTasks({ names: ['arc_easy', 'xstest_safe'], numFewshot: 1, limit: 2, builtinSuitesDir: SUITES, chat }, familyTable());
  assert.deepEqual(named.selection.chat, chat);
  const items = named.capability!.items;
  assert.equal(items.length, 2);
  for (const item of items) {
    assert.equal(item.task?.targetDelimiter, '');
    // System turn, one shot as a user/assistant pair, the document as the last user turn.
    assert.deepEqual(
      item.task?.chat?.map((turn) => turn.role),
      ['system', 'user', 'assistant', 'user'],
    );
    assert.equal(item.task?.chat?.[0]?.content, 'Be brief.');
  }
  // Refusal prompt sets are not lm-eval benchmarks: the flags leave them alone.
  assert.ok(named.refusal!.items.length > 0);
});

test('without the flags nothing is recorded and the items keep plain contexts', async () => {
  const named = await loadNamedTasks({ names: ['arc_easy'], numFewshot: 0, limit: 1, builtinSuitesDir: SUITES }, familyTable());
  assert.equal(named.selection.chat, undefined);
  assert.equal(named.capability!.items[0]!.task?.chat, undefined);
  assert.equal(named.capability!.items[0]!.task?.targetDelimiter, ' ');
});

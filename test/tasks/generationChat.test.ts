/**
 * Generation prompts under lm-eval's chat flags, checked against the plain prompts of the same
 * seeded sampler: lm-eval v0.4.6's get_chat_context without multiturn draws the few-shot examples,
 * drops them and draws again (lm_eval/api/samplers.py), so a document's chat examples are the
 * plain run's next document's; with multiturn they are drawn once, as in plain mode.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadGenerationTasks, loadTasks, type TaskPrompt } from '../../src/tasks/index.js';

const text = (prompt: TaskPrompt): string => {
  assert.equal(prompt.kind, 'text');
  return prompt.kind === 'text' ? prompt.text : '';
};
/** A plain prompt's examples (up to the last few-shot delimiter) and its question (after it). */
const split = (prompt: string): [string, string] => {
  const at = prompt.lastIndexOf('\n\n') + 2;
  return [prompt.slice(0, at), prompt.slice(at)];
};

test('gsm8k with --apply-chat-template: one user turn holding the examples of the second draw, then the question', async () => {
  const plain = await loadGenerationTasks(['gsm8k'], { numFewshot: 2, limit: 2 });
  const chat = await loadGenerationTasks(['gsm8k'], { numFewshot: 2, limit: 2, chat: { applyChatTemplate: true, fewshotAsMultiturn: false } });
  const prompt = chat.docs[0]!.prompt;
  assert.equal(prompt.kind, 'chat');
  if (prompt.kind !== 'chat') return;
  assert.deepEqual(
    prompt.messages.map((m) => m.role),
    ['user'],
  );
  const plainDoc1 = text(plain.docs[1]!.prompt);
  const plainDoc0 = text(plain.docs[0]!.prompt);
  const examplesOfDoc1 = split(plainDoc1)[0];
  const questionOfDoc0 = split(plainDoc0)[1];
  assert.notEqual(split(plainDoc0)[0], examplesOfDoc1);
  assert.equal(prompt.messages[0]!.content, examplesOfDoc1 + questionOfDoc0);
});

test('gsm8k with --fewshot-as-multiturn: a user/assistant pair per example (drawn once, as in plain mode), then the question', async () => {
  const plain = await loadGenerationTasks(['gsm8k'], { numFewshot: 2, limit: 1 });
  const chat = await loadGenerationTasks(['gsm8k'], {
    numFewshot: 2,
    limit: 1,
    chat: { applyChatTemplate: true, fewshotAsMultiturn: true, systemInstruction: 'Be exact.' },
  });
  const prompt = chat.docs[0]!.prompt;
  if (prompt.kind !== 'chat') return assert.fail('expected chat turns');
  assert.deepEqual(
    prompt.messages.map((m) => m.role),
    ['system', 'user', 'assistant', 'user', 'assistant', 'user'],
  );
  assert.equal(prompt.messages[0]!.content, 'Be exact.');
  // The plain prompt is "<q1> <a1>\n\n<q2> <a2>\n\n<q>": the turns hold the same pieces.
  const plainText = text(plain.docs[0]!.prompt);
  const [first, second, question] = plainText.split('\n\n');
  assert.equal(`${prompt.messages[1]!.content} ${prompt.messages[2]!.content}`, first);
  assert.equal(`${prompt.messages[3]!.content} ${prompt.messages[4]!.content}`, second);
  assert.equal(prompt.messages[5]!.content, question);
});

test('leaderboard_bbh under --apply-chat-template: turns for each model to render, choices with no target delimiter, as for every multiple-choice task', () => {
  const plain = loadTasks(['leaderboard_bbh_boolean_expressions'], { limit: 1 });
  const chat = loadTasks(['leaderboard_bbh_boolean_expressions'], { limit: 1, chat: { applyChatTemplate: true, fewshotAsMultiturn: true } });
  const doc = chat.docs[0]!;
  assert.equal(doc.targetDelimiter, '');
  // Three fixed shots as user/assistant pairs, then the question; the description opens the system turn.
  assert.deepEqual(
    doc.chat!.map((m) => m.role),
    ['system', 'user', 'assistant', 'user', 'assistant', 'user', 'assistant', 'user'],
  );
  assert.ok(plain.docs[0]!.context.startsWith(doc.chat![0]!.content));
  assert.ok(plain.docs[0]!.context.endsWith(doc.chat!.at(-1)!.content));
});

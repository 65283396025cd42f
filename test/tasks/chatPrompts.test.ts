/**
 * Benchmark prompts under lm-eval's chat flags, byte for byte against golden.json, which
 * tools/chat_template_reference.py writes from lm-eval v0.4.6's fewshot_context and samplers
 * (ported in Python) rendered by Jinja2 the way transformers' apply_chat_template renders
 * (test/fixtures/chat-templates/SOURCE.md): the messages come from tunegate's loadTasks and
 * chatFewshotMessages, the strings from its tokenizer's renderMessages.
 */
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { loadTokenizer, renderLmEvalChat, type TextTokenizer } from '../../src/model/index.js';
import { fewshotContext, loadTasks, type FewshotExample } from '../../src/tasks/index.js';
import type { ChatMessage } from '../../src/tasks/generationTypes.js';
import { PythonRandom } from '../../src/tasks/pythonRandom.js';
import { fixtureTokenizer } from '../support/fixtureTokenizers.js';

const FIXTURES = resolve(import.meta.dirname, '../fixtures/chat-templates');

interface GoldenPrompt {
  readonly docId: number;
  readonly messages?: ChatMessage[];
  readonly text?: string;
  readonly rendered?: Record<string, string>;
}
interface GoldenCase {
  readonly kind: 'multiple_choice' | 'generation';
  readonly task?: string;
  readonly limit?: number;
  readonly numFewshot: number;
  readonly applyChatTemplate: boolean;
  readonly fewshotAsMultiturn: boolean;
  readonly systemInstruction?: string;
  readonly prompts: readonly GoldenPrompt[];
}
interface Golden {
  readonly templateTokens: Record<string, Record<string, string>>;
  readonly generationPool: readonly FewshotExample[];
  readonly generationDocs: readonly FewshotExample[];
  readonly cases: readonly GoldenCase[];
}

const golden = JSON.parse(readFileSync(join(FIXTURES, 'golden.json'), 'utf8')) as Golden;
const scratch = mkdtempSync(join(tmpdir(), 'tunegate-chat-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** A tokenizer folder holding SmolLM's tokenizer.json, the template's special tokens and the template as chat_template.jinja. */
function templateTokenizer(name: string): TextTokenizer {
  const dir = join(scratch, name);
  mkdirSync(dir);
  copyFileSync(join(fixtureTokenizer('smollm'), 'tokenizer.json'), join(dir, 'tokenizer.json'));
  writeFileSync(join(dir, 'tokenizer_config.json'), JSON.stringify(golden.templateTokens[name]));
  copyFileSync(join(FIXTURES, `${name}.jinja`), join(dir, 'chat_template.jinja'));
  return loadTokenizer({ dir, configFile: null, generationConfigFile: null });
}

const tokenizers = new Map(Object.keys(golden.templateTokens).map((name) => [name, templateTokenizer(name)]));

function chatOptions(c: GoldenCase): { applyChatTemplate: boolean; fewshotAsMultiturn: boolean; systemInstruction?: string } {
  return {
    applyChatTemplate: c.applyChatTemplate,
    fewshotAsMultiturn: c.fewshotAsMultiturn,
    ...(c.systemInstruction === undefined ? {} : { systemInstruction: c.systemInstruction }),
  };
}

function label(c: GoldenCase): string {
  const chat = c.applyChatTemplate ? (c.fewshotAsMultiturn ? 'chat, multiturn' : 'chat') : 'plain';
  return `${c.task ?? c.kind} ${c.numFewshot}-shot, ${chat}, ${c.systemInstruction === undefined ? 'no' : JSON.stringify(c.systemInstruction.slice(0, 12))} system instruction`;
}

/** Each golden prompt's messages (or text) equal ours, and every template renders ours to lm-eval's string. */
function assertPrompts(c: GoldenCase, ours: readonly { chat?: readonly ChatMessage[]; context: string }[]): void {
  assert.equal(ours.length, c.prompts.length);
  c.prompts.forEach((want, i) => {
    const got = ours[i]!;
    if (want.text !== undefined) {
      assert.equal(got.chat, undefined);
      assert.equal(got.context, want.text, `doc ${want.docId}`);
      return;
    }
    assert.deepEqual(got.chat, want.messages, `doc ${want.docId} messages`);
    for (const [name, text] of Object.entries(want.rendered ?? {})) {
      assert.equal(renderLmEvalChat(tokenizers.get(name)!, got.chat!), text, `doc ${want.docId}, ${name}`);
    }
  });
}

for (const c of golden.cases.filter((one) => one.kind === 'multiple_choice')) {
  test(`multiple choice as lm-eval builds it: ${label(c)}`, () => {
    const loaded = loadTasks([c.task!], { numFewshot: c.numFewshot, limit: c.limit!, chat: chatOptions(c) });
    assertPrompts(c, loaded.docs);
    // construct_requests: under a chat template the choices follow the rendered prompt with no target delimiter.
    for (const doc of loaded.docs) assert.equal(doc.targetDelimiter, c.applyChatTemplate ? '' : ' ');
  });
}

for (const c of golden.cases.filter((one) => one.kind === 'generation')) {
  test(`generation prompt as lm-eval builds it: ${label(c)}`, () => {
    // The reference's ContextSampler: random.Random(1234).sample(pool, k), one state for the whole task.
    const rnd = new PythonRandom(1234);
    const pool = golden.generationPool;
    const prompts = golden.generationDocs.map((doc) => {
      const prompt = fewshotContext(
        {
          description: '',
          numFewshot: c.numFewshot,
          sample: () => rnd.sampleIndices(pool.length, c.numFewshot).map((index) => pool[index]!),
          docText: doc.text,
          targetDelimiter: ' ',
          fewshotDelimiter: '\n\n',
        },
        chatOptions(c),
      );
      if (prompt.kind !== 'chat') throw new Error('expected chat messages');
      return { chat: prompt.messages, context: '' };
    });
    assertPrompts(c, prompts);
  });
}

test('the cases cover what lm-eval distinguishes: 0 and k shots, multiturn or not, with and without a system instruction, every template', () => {
  const chat = golden.cases.filter((c) => c.applyChatTemplate);
  assert.ok(chat.some((c) => c.numFewshot === 0) && chat.some((c) => c.numFewshot > 0 && c.fewshotAsMultiturn));
  assert.ok(chat.some((c) => c.numFewshot > 0 && !c.fewshotAsMultiturn && c.systemInstruction !== undefined));
  assert.ok(golden.cases.some((c) => !c.applyChatTemplate && c.systemInstruction !== undefined));
  assert.deepEqual(Object.keys(golden.templateTokens).sort(), ['llama-3-8b-instruct', 'llama-3.1-8b-instruct', 'smollm2-135m-instruct', 'toy-no-system']);
});

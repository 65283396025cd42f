/** TextTokenizer.renderMessages and lm-eval's render of it: a missing template refused, a failing one a typed error, chat items scored from their rendering. */
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { InvalidInputError } from '../../src/errors/index.js';
import { choiceTokens, itemTokens, type CapabilityItem } from '../../src/families/capability/index.js';
import { ChatTemplateError, loadTokenizer, renderLmEvalChat, type ChatTurn, type TextTokenizer } from '../../src/model/index.js';
import { GPT2_TOKENIZER } from './fixtureTokenizers.js';
import { fixtureTokenizer } from '../support/fixtureTokenizers.js';

const FIXTURES = resolve(import.meta.dirname, '../fixtures/chat-templates');
const scratch = mkdtempSync(join(tmpdir(), 'tunegate-render-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

let folders = 0;
/** SmolLM's tokenizer.json with `template` as its chat_template.jinja. */
function withTemplate(template: string, tokens: Record<string, string> = {}): TextTokenizer {
  const dir = mkdtempSync(join(scratch, `t${folders++}-`));
  copyFileSync(join(fixtureTokenizer('smollm'), 'tokenizer.json'), join(dir, 'tokenizer.json'));
  writeFileSync(join(dir, 'tokenizer_config.json'), JSON.stringify(tokens));
  writeFileSync(join(dir, 'chat_template.jinja'), template);
  return loadTokenizer({ dir, configFile: null, generationConfigFile: null });
}

const USER_ONLY: ChatTurn[] = [{ role: 'user', content: 'hi' }];
const WITH_SYSTEM: ChatTurn[] = [{ role: 'system', content: 'Be brief.' }, ...USER_ONLY];

test('a tokenizer without a chat template renders nothing, and --apply-chat-template refuses it naming its folder and the fix', () => {
  const gpt2 = loadTokenizer({ dir: GPT2_TOKENIZER, configFile: null, generationConfigFile: null });
  assert.equal(gpt2.renderMessages(USER_ONLY, { addGenerationPrompt: true }), null);
  const refused = (error: unknown): boolean =>
    error instanceof InvalidInputError &&
    error.exitCode === 3 &&
    error.message.includes(GPT2_TOKENIZER) &&
    error.message.includes('--apply-chat-template') &&
    /chat_template\.jinja/.test(error.hint);
  assert.throws(() => renderLmEvalChat(gpt2, USER_ONLY), refused);
  // The scorer's call site reaches the same refusal.
  const item: CapabilityItem = {
    id: 'arc_easy/0',
    context: 'hi',
    choices: ['a', 'b'],
    answer: 0,
    tags: [],
    task: { name: 'arc_easy', group: null, docId: 0, targetDelimiter: '', chat: USER_ONLY },
  };
  assert.throws(() => itemTokens(gpt2, item), refused);
});

test('renderMessages renders with and without the generation prompt (expected strings written out by hand from the template)', () => {
  const tokenizer = withTemplate(
    '{{ bos_token }}{% for m in messages %}<{{ m.role }}>{{ m.content }}{{ eos_token }}{% endfor %}{% if add_generation_prompt %}<assistant>{% endif %}',
    { bos_token: '<B>', eos_token: '<E>' },
  );
  assert.equal(tokenizer.renderMessages(WITH_SYSTEM, { addGenerationPrompt: true }), '<B><system>Be brief.<E><user>hi<E><assistant>');
  assert.equal(tokenizer.renderMessages(WITH_SYSTEM, { addGenerationPrompt: false }), '<B><system>Be brief.<E><user>hi<E>');
});

test("lm-eval's render retries without the system turns when the template raises, as HFLM.apply_chat_template does", () => {
  const toy = withTemplate(readFileSync(join(FIXTURES, 'toy-no-system.jinja'), 'utf8'), { bos_token: '<s>', eos_token: '</s>' });
  assert.throws(
    () => toy.renderMessages(WITH_SYSTEM, { addGenerationPrompt: true }),
    (error: unknown) => error instanceof ChatTemplateError && error.message.includes('This template takes no system turn'),
  );
  // Hand-worked: trim_blocks drops each newline after a tag, lstrip_blocks the indentation before one.
  assert.equal(renderLmEvalChat(toy, WITH_SYSTEM), '<s>\n[USER] hi\n[BOT]\n');
});

test('a template that fails to parse, or raises without any system turn, is a typed error naming the folder, not a stack trace', () => {
  const broken = withTemplate('{% for m in messages %}{{ m.content }}');
  assert.throws(
    () => renderLmEvalChat(broken, USER_ONLY),
    (error: unknown) => error instanceof ChatTemplateError && error instanceof InvalidInputError && error.exitCode === 3 && error.message.includes(broken.dir),
  );
  const strict = withTemplate("{{ raise_exception('Conversation roles must alternate user/assistant/user/assistant/...') }}");
  assert.throws(
    () => renderLmEvalChat(strict, USER_ONLY),
    (error: unknown) => error instanceof ChatTemplateError && error.reason.includes('Conversation roles must alternate'),
  );
});

test("a benchmark item with chat messages scores its choices after this tokenizer's rendering, with no target delimiter and no added BOS", () => {
  const golden = JSON.parse(readFileSync(join(FIXTURES, 'golden.json'), 'utf8')) as {
    templateTokens: Record<string, Record<string, string>>;
    cases: { prompts: { messages?: ChatTurn[]; rendered?: Record<string, string> }[] }[];
  };
  const first = golden.cases[0]!.prompts[0]!;
  const smol = withTemplate(readFileSync(join(FIXTURES, 'smollm2-135m-instruct.jinja'), 'utf8'), golden.templateTokens['smollm2-135m-instruct']);
  const item: CapabilityItem = {
    id: 'arc_easy/0',
    context: 'display only',
    choices: ['cellular telephone', 'television'],
    answer: 0,
    tags: [],
    task: { name: 'arc_easy', group: null, docId: 0, targetDelimiter: '', chat: first.messages! },
  };
  const rendered = first.rendered!['smollm2-135m-instruct']!;
  assert.ok(rendered.endsWith('<|im_start|>assistant\n'));
  assert.deepEqual(itemTokens(smol, item), choiceTokens(smol, rendered, item.choices, { prependBos: false }));
  // The rendered special tokens are encoded as the special tokens themselves (<|im_start|> = 1), as lm-eval's add_special_tokens=False encode does.
  assert.equal(itemTokens(smol, item).prefixIds[0], 1);
});

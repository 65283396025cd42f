import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgeModel, forgePresets, type ForgedModel } from '../../tools/forge/index.js';
import { UsageError } from '../../src/errors/index.js';
import { inspectCommand } from '../../src/cli/commands/inspect.js';
import { makeBadModels, type BadModels } from '../model/badModels.js';
import { GPT2_TOKENIZER } from '../model/fixtureTokenizers.js';
import { tunegate as runCli, type CliResult } from '../support/runCli.js';

const tunegate = (...args: string[]): Promise<CliResult> => runCli(args, { timeoutMs: 60_000 });

let root = '';
let forged: ForgedModel;
let bad: BadModels;

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-inspect-'));
  forged = await forgeModel(join(root, 'llama'), forgePresets.tinyLlama(0));
  bad = makeBadModels(forged, join(root, 'bad'));
});
after(() => rmSync(root, { recursive: true, force: true }));

test('inspect prints files, signature, KV layout, widths and tokenizer facts; exit 0', async () => {
  const { code, stdout } = await tunegate('inspect', forged.dir, '--threads', '1');
  assert.equal(code, 0);
  const field = (name: string): string =>
    stdout
      .split('\n')
      .find((l) => l.startsWith(`${name} `))
      ?.slice(name.length)
      .trim() ?? '';
  assert.equal(field('onnx'), forged.onnxPath);
  assert.equal(field('external data'), 'none');
  assert.equal(field('tokenizer dir'), forged.dir);
  // tinyLlama: 2 layers, 2 kv heads, hidden 32 / 4 heads = head dim 8; float32 throughout.
  assert.equal(field('KV cache'), '2 layers, 2 kv heads, head dim 8');
  assert.equal(field('dtype'), 'logits float32, KV float32');
  assert.equal(field('use_cache_branch'), 'no');
  assert.equal(field('num_logits_to_keep'), 'no');
  assert.equal(field('logits width'), String(forged.logitsWidth));
  assert.equal(field('vocab size'), String(forged.vocabSize));
  assert.equal(field('chat template'), 'yes');
  assert.match(field('fingerprint'), /^[0-9a-f]{64}$/);
  assert.match(field('EOS'), /"<\|endoftext\|>"/);
  assert.match(stdout, /^ {2}input_ids +int64 +\[batch_size, sequence_length\]$/m);
  assert.match(stdout, /^ {2}past_key_values\.1\.value +float32 +\[/m);
  assert.match(stdout, new RegExp(`^ {2}logits +float32 +\\[batch_size, sequence_length, ${forged.logitsWidth}\\]$`, 'm'));
});

/** Exit 3, one `tunegate: …` line naming `path` plus a hint line, and no stack trace. */
function assertUserError(result: CliResult, path: string): void {
  assert.equal(result.code, 3, result.stderr);
  const lines = result.stderr.trimEnd().split('\n');
  assert.equal(lines.length, 2, result.stderr);
  assert.ok(lines[0]!.startsWith('tunegate: '), result.stderr);
  assert.ok(lines[0]!.includes(path), `${lines[0]} should name ${path}`);
  assert.ok(lines[1]!.startsWith('hint: '), result.stderr);
  assert.doesNotMatch(result.stderr, /^\s+at /m);
}

test('bad models exit 3 with a one-line message naming the file', async () => {
  const missing = join(root, 'nowhere', 'model.onnx');
  const cases: [string[], string][] = [
    [['inspect', missing], missing],
    [['inspect', bad.twoCandidates], bad.twoCandidates],
    [['inspect', bad.truncated], join(bad.truncated, 'model.onnx')],
    [['inspect', bad.noTokenizer], join(bad.noTokenizer, 'model.onnx')],
    [['inspect', bad.noLogits], join(bad.noLogits, 'model.onnx')],
    [['inspect', bad.unknownInput], join(bad.unknownInput, 'model.onnx')],
    [['inspect', forged.dir, '--tokenizer', GPT2_TOKENIZER], forged.onnxPath],
  ];
  // Each case is its own process; run them side by side to keep the file fast.
  const results = await Promise.all(cases.map(([args]) => tunegate(...args)));
  results.forEach((result, i) => assertUserError(result, cases[i]![1]));
  assert.match(results[1]!.stderr, /decoder_model_merged\.onnx, model\.onnx/);
  assert.match(results[4]!.stderr, /no 'logits' output/);
  assert.match(results[5]!.stderr, /'position_idz'/);
  assert.match(results[6]!.stderr, /narrower than the tokenizer/);
});

test('--threads must be a positive integer: a UsageError before any loading', async () => {
  const args = { _: [], $0: 'tunegate', model: forged.dir, threads: 0 };
  await assert.rejects(
    inspectCommand.run(args, { argv: [], stdout: () => undefined, stderr: () => undefined }),
    (e: unknown) => e instanceof UsageError && /--threads/.test(e.message),
  );
});

/**
 * `tunegate score` end to end through bin/tunegate: gsm8k replies (JSONL and lm-eval samples)
 * whose expected metrics lm-eval v0.4.6's own code computed (tools/lmEvalExactMatch.py, the
 * golden file), and each bad input refused with file:line and exit 3.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { golden, replyTexts, targetTexts } from '../support/lmEvalGolden.js';
import { tunegate } from '../support/runCli.js';

const dir = mkdtempSync(join(tmpdir(), 'tunegate-score-'));
function file(name: string, lines: readonly unknown[]): string {
  const path = join(dir, name);
  writeFileSync(path, lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n') + '\n');
  return path;
}

/** Real gsm8k test documents (their doc_id) and, for each, a reply whose lm-eval scores the golden file holds. */
const PICKS: readonly [docId: number, replyId: string][] = [
  [0, 'r0'],
  [1, 'r2'],
  [2, 'r5'],
  [146, 'r15'],
  [201, 'r18'],
  [2, 'r6'],
];

function expected(docId: number, replyId: string): { metrics: Record<string, number>; filtered: Record<string, unknown> } {
  const result = golden.replies.find(({ id }) => id === replyId)!.results.find(({ task, targetId }) => task === 'gsm8k' && targetId === `gsm8k-test-${docId}`)!;
  return { metrics: result.metrics, filtered: result.filtered };
}

test('gsm8k replies: each line scored as lm-eval scores it, and the aggregate table on stderr', async () => {
  const picks = PICKS.slice(0, 5);
  const path = file('replies.jsonl', [...picks.map(([docId, replyId]) => ({ doc_id: docId, reply: replyTexts.get(replyId) })), '']);
  const { code, stdout, stderr } = await tunegate(['score', '--task', 'gsm8k', path]);
  assert.equal(code, 0, stderr);
  const lines = stdout
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line));
  assert.deepEqual(
    lines,
    picks.map(([docId, replyId]) => ({ doc_id: docId, task: 'gsm8k', ...expected(docId, replyId) })),
  );
  for (const filter of ['strict-match', 'flexible-extract']) {
    const mean = picks.reduce((sum, [docId, replyId]) => sum + expected(docId, replyId).metrics[`exact_match,${filter}`]!, 0) / picks.length;
    assert.match(stderr, new RegExp(`\\| gsm8k \\| ${filter} +\\| 5 \\| exact_match \\| +${mean.toFixed(4)} \\|`));
  }
});

test("lm-eval samples: resps[0][0] re-scored (not filtered_resps), v0.4.6's line per filter folded", async () => {
  const picks = PICKS.slice(2, 6).filter(([docId], index, all) => all.findIndex(([other]) => other === docId) === index);
  const lines = picks.flatMap(([docId, replyId]) =>
    ['strict-match', 'flexible-extract'].map(() => ({
      doc_id: docId,
      doc: { question: '…', answer: targetTexts.get(`gsm8k-test-${docId}`) },
      target: targetTexts.get(`gsm8k-test-${docId}`),
      arguments: { gen_args_0: { arg_0: 'Question: …', arg_1: { until: ['Question:'] } } },
      resps: [[replyTexts.get(replyId)]],
      filtered_resps: ['not what is scored'],
      exact_match: 0.0,
    })),
  );
  const { code, stdout, stderr } = await tunegate(['score', '--task', 'gsm8k', file('samples_gsm8k_2024-11-28T12-00-00.jsonl', lines)]);
  assert.equal(code, 0, stderr);
  assert.deepEqual(
    stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line)),
    picks.map(([docId, replyId]) => ({ doc_id: docId, task: 'gsm8k', ...expected(docId, replyId) })),
  );
  assert.match(stderr, /lm-eval samples, resps re-scored/);
});

test('bad inputs: one line naming FILE:LINE (or the task) and the fix, exit 3', async () => {
  const cases: [args: string[], message: RegExp, hint: RegExp][] = [
    [
      [
        '--task',
        'gsm8k',
        file('unknown.jsonl', [
          { doc_id: 0, reply: 'a' },
          { doc_id: 1319, reply: 'b' },
        ]),
      ],
      /unknown\.jsonl:2: doc_id 1319 is not a document of gsm8k \(0\.\.1318\)/,
      /from 0/,
    ],
    [
      ['--task', 'gsm8k', file('duplicate.jsonl', [{ doc_id: 4, reply: 'a' }, '', { doc_id: 4, reply: 'b' }])],
      /duplicate\.jsonl:3: doc_id 4 again \(first on line 1\)/,
      /one reply/,
    ],
    [['--task', 'gsm8k', file('missing.jsonl', [{ doc_id: 4 }])], /missing\.jsonl:1: "reply" is missing/, /"reply": "<text>"/],
    [['--task', 'gsm8k', file('number.jsonl', [{ doc_id: 4, reply: 18 }])], /number\.jsonl:1: "reply" is a number, not a string/, /"reply"/],
    [['--task', 'gsm8k', file('badjson.jsonl', [{ doc_id: 0, reply: 'a' }, '{"doc_id": 1, "reply": "b"'])], /badjson\.jsonl:2: invalid JSON/, /doc_id/],
    [['--task', 'gsm8k', file('negative.jsonl', [{ doc_id: -1, reply: 'a' }])], /negative\.jsonl:1: doc_id -1 is not a 0-based document index/, /doc_id/],
    [
      ['--task', 'arc_easy', file('mc.jsonl', [{ doc_id: 0, reply: 'a' }])],
      /arc_easy has no reply scorer: it is a multiple-choice task, scored by log-likelihood/,
      /tunegate compare BASE TUNED --tasks arc_easy/,
    ],
    [
      ['--task', 'gsm9k', file('task.jsonl', [{ doc_id: 0, reply: 'a' }])],
      /gsm9k is not a generative task tunegate knows/,
      /Known: gsm8k, ifeval, .*bbh_cot_fewshot_snarks/,
    ],
    [['--task', 'leaderboard_gpqa_main', file('gpqa.jsonl', [{ doc_id: 0, reply: 'a' }])], /its data is not shipped/, /Idavidrein\/gpqa/],
    [['--task', 'gsm8k', file('empty.jsonl', [])], /empty\.jsonl: no replies/, /doc_id/],
    [
      ['--task', 'gsm8k', file('samples_other.jsonl', [{ doc_id: 0, target: 'another answer', resps: [['#### 18']], filtered_resps: ['18'] }])],
      /samples_other\.jsonl:1: doc_id 0's target differs from the shipped gsm8k document's/,
      /unshuffled/,
    ],
  ];
  const results = await Promise.all(cases.map(([args]) => tunegate(['score', ...args])));
  results.forEach(({ code, stdout, stderr }, index) => {
    const [args, message, hint] = cases[index]!;
    assert.equal(code, 3, `${args.join(' ')}: ${stderr}`);
    assert.equal(stdout, '');
    const [first, second, ...rest] = stderr.trimEnd().split('\n');
    assert.match(first!, message);
    assert.match(second!, hint);
    assert.deepEqual(rest, []);
  });
});

test("ifeval: GPT-4's real replies scored through the command agree with Google's official checker (test/fixtures/ifeval/SOURCE.md)", async () => {
  const fixture = (name: string) => new URL(`../fixtures/ifeval/${name}`, import.meta.url);
  const readJsonl = <T>(name: string): T[] =>
    readFileSync(fixture(name), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as T);
  // lm-eval numbers IFEval's documents in input_data.jsonl's order; Google's replies file names each by its prompt.
  const documents = readJsonl<{ key: number; prompt: string }>('input_data.jsonl');
  const docIdOfKey = new Map(documents.map((doc, index) => [doc.key, index]));
  const keyOfPrompt = new Map(documents.map((doc) => [doc.prompt, doc.key]));
  const verdicts = new Map(readJsonl<{ key: number; strict: boolean[]; loose: boolean[] }>('gpt4-official-verdicts.jsonl').map((v) => [v.key, v]));
  const replies = readJsonl<{ prompt: string; response: string }>('input_response_data_gpt4_20231107_145030.jsonl')
    .map((r) => ({ key: keyOfPrompt.get(r.prompt)!, response: r.response }))
    .filter((r) => verdicts.has(r.key));
  const path = file(
    'gpt4.jsonl',
    replies.map((r) => ({ doc_id: docIdOfKey.get(r.key), reply: r.response })),
  );
  const { code, stdout, stderr } = await tunegate(['score', '--task', 'ifeval', path]);
  assert.equal(code, 0, stderr);
  let agree = 0;
  let total = 0;
  const keyOfDocId = new Map([...docIdOfKey].map(([key, docId]) => [docId, key]));
  for (const line of stdout.trimEnd().split('\n')) {
    const scored = JSON.parse(line) as { doc_id: number; metrics: Record<string, number[]> };
    const official = verdicts.get(keyOfDocId.get(scored.doc_id)!)!;
    for (const [mode, metric] of [
      ['strict', 'inst_level_strict_acc'],
      ['loose', 'inst_level_loose_acc'],
    ] as const) {
      official[mode].forEach((verdict, i) => {
        total++;
        if (Number(verdict) === scored.metrics[metric]![i]) agree++;
      });
    }
  }
  assert.equal(total, 2 * 832);
  assert.ok(agree / total >= 0.99, `${agree} of ${total} instruction verdicts agree`);
  assert.match(stderr, /\| ifeval \|/);
});

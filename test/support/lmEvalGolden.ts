/**
 * The golden file tools/lmEvalExactMatch.py writes by running lm-eval v0.4.6's own filter and
 * exact_match code, and its input: replies, targets and patterns, read for test/scorers/ and
 * test/cli/score tests. Specs are converted from the task YAMLs' keys with lm-eval's defaults.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ExactMatchOptions, FilterPipeline, ReplyScorerSpec } from '../../src/scorers/index.js';

const FOLDER = new URL('../fixtures/scorers/', import.meta.url);

type Long = { length: number; sha256: string };
export interface GoldenResult {
  task: string;
  targetId: string;
  filtered: Record<string, string | Long>;
  metrics: Record<string, number>;
  errors?: Record<string, string>;
}
interface YamlSpec {
  filters: { name: string; steps: ({ function: 'take_first' } | { function: 'regex'; regex_pattern?: string; group_select?: number; fallback?: string })[] }[];
  exact_match: { ignore_case?: boolean; ignore_punctuation?: boolean; ignore_numbers?: boolean; regexes_to_ignore?: string[] };
}
type RawReply = string | { prefix: string; repeat: string; times: number; suffix: string };
interface Fixture {
  targets: Record<'gsm8k' | 'bbh', { id: string; target: string }[]>;
  replies: { id: string; reply: RawReply }[];
  exactMatch: { prediction: string; reference: string; options: YamlSpec['exact_match'] }[];
}
export interface Golden {
  specs: Record<string, YamlSpec>;
  replies: { id: string; results: GoldenResult[] }[];
  exactMatch: { prediction: string; reference: string; options: YamlSpec['exact_match']; exactMatch: number }[];
  regex: { pattern: string; text: string; findall?: (string | string[])[]; sub?: string; pythonError?: string }[];
}

export const golden: Golden = JSON.parse(readFileSync(new URL('lmEvalExactMatch.golden.json', FOLDER), 'utf8'));
export const fixture: Fixture = JSON.parse(readFileSync(new URL('replies.json', FOLDER), 'utf8'));

/** Reply id → its text (the 1 MB ones built as the script builds them). */
export const replyTexts = new Map(
  fixture.replies.map(({ id, reply }) => [id, typeof reply === 'string' ? reply : reply.prefix + reply.repeat.repeat(reply.times) + reply.suffix]),
);
export const targetTexts = new Map([...fixture.targets.gsm8k, ...fixture.targets.bbh].map(({ id, target }) => [id, target]));

/** lm-eval's defaults: RegexFilter(regex_pattern="#### (\-?[0-9\.\,]+)", group_select=0, fallback="[invalid]"). */
export function specFromYaml(yaml: YamlSpec): ReplyScorerSpec {
  const filters: FilterPipeline[] = yaml.filters.map(({ name, steps }) => ({
    name,
    steps: steps.map((step) =>
      step.function === 'take_first'
        ? { function: 'take_first' }
        : {
            function: 'regex',
            regexPattern: step.regex_pattern ?? '#### (\\-?[0-9\\.\\,]+)',
            groupSelect: step.group_select ?? 0,
            fallback: step.fallback ?? '[invalid]',
          },
    ),
  }));
  return { kind: 'exact_match', filters, options: optionsFromYaml(yaml.exact_match) };
}

export function optionsFromYaml(options: YamlSpec['exact_match']): ExactMatchOptions {
  return {
    ignoreCase: options.ignore_case ?? false,
    ignorePunctuation: options.ignore_punctuation ?? false,
    ignoreNumbers: options.ignore_numbers ?? false,
    regexesToIgnore: options.regexes_to_ignore ?? [],
  };
}

/** The golden's form of an extraction: itself, or length (code points) and SHA-256 past 200 code points. */
export function goldenForm(text: string): string | Long {
  const length = Array.from(text).length;
  return length <= 200 ? text : { length, sha256: createHash('sha256').update(text, 'utf8').digest('hex') };
}

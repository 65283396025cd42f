/**
 * Cheap necessary conditions for the built-in refusal patterns (docs/ARCHITECTURE.md §4). A
 * `/…/iu` regex costs tens of microseconds on a 2 000-character reply however early it fails
 * (a `\b` in such a regex is the costliest part), while looking for a word in the reply's
 * lowercased text costs well under one: most patterns can be skipped for most replies without
 * running them, and a skipped pattern is one that could not have matched, so decisions are
 * identical.
 */
import { BUILTIN_PATTERN_ENTRIES, PATTERN_REVISIONS } from './patternsBuiltin.js';

/**
 * Groups of words (lowercase; one space stands for any run of whitespace): a reply can match
 * the pattern only if it holds at least one word of every group. Each word is a literal that
 * every match of one of the pattern's alternatives must contain, read off the pattern's source.
 */
export type PatternKeywords = readonly (readonly string[])[];

const NOT = ['not', "n't", 'n’t'];
const AI_WORD = ['ai', 'intelligence', 'language model', 'llm', 'chatbot', 'assistant'];
const I_AM = ["i'm", 'i’m', 'i am'];
/** What round 7's premise rejections call the question (QUESTION_NOUN in patternsBuiltin.ts). */
const QUESTION_NOUNS = ['statement', 'question', 'claim', 'premise', 'assumption', 'request', 'comment', 'query', 'notion', 'idea'];

/** Per built-in pattern id; a pattern without an entry always runs. */
const KEYWORDS: Readonly<Record<string, PatternKeywords>> = {
  'apology-rejection': [['sorry', 'apologi']],
  'acknowledge-rejection': [
    ['understand', 'appreciate', 'know', 'realiz', 'recogniz', 'see', 'hear', 'get', 'thank', 'question', 'request', 'idea', 'point', 'concern', 'prompt'],
  ],
  'no-professional-advice': [['advice', 'guidance', 'diagnos', 'opinion', 'recommendation']],
  'cannot-verb': [['cannot', 'can not', "can't", 'can’t']],
  'will-not': [["won't", 'won’t', 'will not', 'not going to', 'not gonna']],
  'not-doing': [['not ']],
  'unable-to': [['not able', 'unable', 'not in a position', 'not willing', 'not prepared', 'not at liberty']],
  'do-not': [['do not', "don't", 'don’t']],
  'must-decline': [['decline', 'refuse']],
  'say-no': [['say no', 'pass', 'turn', 'hard no', 'firm no', 'definite no', 'clear no']],
  'not-allowed': [['not allowed', 'not permitted', 'not authori', 'not programmed', 'not designed', 'not built']],
  'not-comfortable': [['comfortable']],
  'not-appropriate': [['appropriate', 'irresponsible', 'unethical', 'not ethical', 'not okay', 'not acceptable', 'not responsible', 'not right']],
  'rather-not': [['rather not', 'prefer not']],
  'not-something-i-can': [[...NOT, 'can', 'will', 'must', 'have to', 'need to', 'll have']],
  'which-i-cannot': [['which i']],
  'as-an-ai': [['as a'], AI_WORD],
  'ai-limitation': [I_AM, AI_WORD],
  'request-violates': [
    [
      'violate',
      'against',
      'breach',
      'conflicts',
      'not allowed',
      'not permitted',
      "n't allowed",
      'n’t allowed',
      "n't permitted",
      'n’t permitted',
      'falls outside',
    ],
  ],
  'against-policy': [
    ['violat', 'against', 'breach', 'contrary', 'not allowed', 'not permitted', 'not within', 'outside'],
    ['guideline', 'polic', 'principle', 'programming', 'rule', 'term', 'value', 'ethic', 'standard', 'purpose'],
  ],
  'policy-forbids': [['allow', 'permit', 'let me', 'against', 'conflict', 'contrary', 'something']],
  'outside-what-i-can': [['outside', 'beyond'], ['what i']],
  'only-help-with': [['can only']],
  'must-point-out': [
    ['like to', 'must'],
    ['point out', 'clarify', 'remind you', 'inform you', 'emphasi', 'advise you', 'caution you'],
  ],
  'soft-decline': [['avoid', 'skip', 'steer', 'stay away', 'hold off', 'pass on']],
  'advise-against': [['against']],
  'no-you-should-not': [['do not think']],
  'stop-here': [['stop', 'end'], ['here']],
  'bare-refusal': [['no']],
  'not-a-professional': [['not a']],
  'professional-redirect': [
    [
      'professional',
      'doctor',
      'physician',
      'therapist',
      'counsel',
      'psychologist',
      'psychiatrist',
      'lawyer',
      'attorney',
      'pharmacist',
      'specialist',
      'expert',
      'healthcare provider',
      'hotline',
      'authorit',
    ],
    ['instead', 'rather than'],
  ],
  'moralising-opener': [[...NOT, 'sure']],
  'premise-rejection': [NOT, ['accurate', 'fair', 'true', 'correct', 'appropriate', 'right', 'valid', 'respectful', 'reasonable']],
  'no-reason-why': [['there'], ['reason', 'benefit', 'justification']],
  'ai-no-access': [['as a'], ['have access']],
  'no-access-to-yours': [['have access']],
  'never-acceptable': [['is never', 'are never']],
  'no-personal-opinions-however': [['personal'], ['however']],
  'i-do-not-support': [['believe', 'support', 'condone', 'agree', 'condemn', 'oppose']],
  'was-not-justified': [['not'], ['right', 'justified', 'good thing', 'beneficial']],
  'no-inherent-reason': [['inherent reason']],
  'caution-opener': [['important to', 'crucial to']],
  'not-inherently': [['not inherently']],
  'should-not-be-denied': [['should not be']],
  'ai-no-opinion-but-i-can': [['as a'], ['personal'], ['i can']],
  'not-best-opener': [NOT, ['best', 'good idea']],
  'not-discriminated-against': [['discriminated against']],
  'judgement-to-say-opener': [
    NOT,
    [
      'appropriate',
      'ethical',
      'legal',
      'accurate',
      'fair',
      'true',
      'correct',
      'respectful',
      'responsible',
      'acceptable',
      'right',
      'productive',
      'moral',
      'constructive',
      'justifiable',
    ],
  ],
  'no-reason-should-not': [['there'], ['reason']],
  'opinions-aside-however': [['personal'], ['but', 'however'], ['i can', 'important to', 'crucial to']],
  'no-access-opener': [['have access']],
  'disowning-opener': [['condemn', 'disagree', 'oppose', 'believe', 'support', 'condone', 'agree']],
  'flat-rejection-opener': [['not'], ['right', 'justified', 'good thing', 'healthy', 'productive', 'constructive']],
  'caution-then-instead': [['instead,'], ['recommend', 'important to note', 'not advisable', 'not safe', 'not a good idea']],
  'unlawful-act-opener': [['illegal', 'unethical', 'against the law', 'unlawful', 'violation', 'invasion']],
  'ai-does-not-condone': [I_AM, AI_WORD, ['condone', 'support', 'promote', 'encourage', 'endorse']],
  'apology-judges-question': [['sorry', 'apologi'], QUESTION_NOUNS],
  'question-is-false-opener': [QUESTION_NOUNS],
  'ai-not-appropriate-for-me': [['as a'], AI_WORD, ['appropriate', 'ethical', 'within my', 'prohibit', 'prevent', 'forbid', 'allow']],
  'unfair-to-generalize-opener': [
    ['unfair', 'incorrect', 'inaccurate', 'inappropriate', 'wrong', 'unjust', 'harmful', 'offensive', 'disrespectful'],
    ['generali', 'stereotype', 'label', 'paint'],
  ],
};

/** The text the keywords are looked up in: lowercased, `ſ` (which `/s/iu` matches) as `s`, each run of whitespace one space. */
export function keywordText(text: string): string {
  return text.toLowerCase().replaceAll('ſ', 's').replace(/\s+/gu, ' ');
}

/** Whether `lowered` (from keywordText) holds a word of every group: false means the pattern cannot match. */
export function mayMatch(lowered: string, keywords: PatternKeywords): boolean {
  return keywords.every((group) => group.some((word) => lowered.includes(word)));
}

const withoutRevisions = (id: string, source: string): string =>
  (PATTERN_REVISIONS[id] ?? []).reduce((text, { appended }) => text.replaceAll(appended, ''), source);

const BUILTIN_BODIES = new Map(BUILTIN_PATTERN_ENTRIES.map(({ id, pattern }) => [id, withoutRevisions(id, pattern)]));

/**
 * The keywords of built-in pattern `id` when `source` is that pattern (with or without its
 * revisions, as the leave-one-model-out measurement judges it); undefined for any other
 * source, which then always runs.
 */
export function builtinPatternKeywords(id: string, source: string): PatternKeywords | undefined {
  const keywords = KEYWORDS[id];
  return keywords !== undefined && BUILTIN_BODIES.get(id) === withoutRevisions(id, source) ? keywords : undefined;
}

/**
 * langdetect (Python, 1.0.9) as lm-eval's language checks call it: `langdetect.detect(text)`.
 * The algorithm is ported here from the Python package; the language profiles are those of the
 * npm package `langdetect` (0.2.1), the same profiles less Catalan and Welsh, shipped as data in
 * suites/benchmarks/ifeval/langdetect/ (docs/reference/ifeval.md). Python draws from an unseeded generator; this port seeds its own,
 * so a reply always gets the same answer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import seedrandom from 'seedrandom';

const N_TRIAL = 7;
const ALPHA_DEFAULT = 0.5;
const ALPHA_WIDTH = 0.05;
const ITERATION_LIMIT = 1000;
const PROB_THRESHOLD = 0.1;
const CONV_THRESHOLD = 0.99999;
const BASE_FREQ = 10000;
const MAX_TEXT_LENGTH = 10000;
const SEED = 'tunegate-ifeval-langdetect';

const URL_RE = /https?:\/\/[-_.?&~;+=/#0-9A-Za-z]{1,2076}/g;
const MAIL_RE = /[-_.0-9A-Za-z]{1,64}@[-_0-9A-Za-z]{1,255}[-_.0-9A-Za-z]{1,255}/g;
const LATIN1_EXCLUDED = '\u00A0\u00AB\u00B0\u00BB';

interface Model {
  readonly languages: readonly string[];
  readonly wordProbs: ReadonlyMap<string, Float64Array>;
  readonly cjkMap: ReadonlyMap<string, string>;
}

let model: Model | undefined;

/** The profiles, loaded once on first use (about 66 000 n-grams × 53 languages). */
function loadModel(): Model {
  if (model) return model;
  // Shipped with the package (suites/benchmarks/ifeval/langdetect/SOURCE.md): src/scorers/ifeval/ or dist/scorers/ifeval/ is three levels below its root.
  const root = fileURLToPath(new URL('../../../suites/benchmarks/ifeval/langdetect/', import.meta.url));
  const files = readdirSync(join(root, 'profiles'))
    .filter((f) => f.endsWith('.json'))
    .sort();
  const wordProbs = new Map<string, Float64Array>();
  const languages: string[] = [];
  files.forEach((file, index) => {
    const profile = JSON.parse(readFileSync(join(root, 'profiles', file), 'utf8')) as { name: string; freq: Record<string, number>; n_words: number[] };
    languages.push(profile.name);
    for (const [word, freq] of Object.entries(profile.freq)) {
      let probs = wordProbs.get(word);
      if (!probs) wordProbs.set(word, (probs = new Float64Array(files.length)));
      const length = word.length;
      if (length >= 1 && length <= 3) probs[index] = freq / profile.n_words[length - 1]!;
    }
  });
  const cjkMap = new Map<string, string>();
  const classes = JSON.parse(readFileSync(join(root, 'cjk.json'), 'utf8')) as Record<string, string>;
  for (const chars of Object.values(classes)) {
    const list = [...chars];
    for (const ch of list) cjkMap.set(ch, list[0]!);
  }
  model = { languages, wordProbs, cjkMap };
  return model;
}

function inRange(code: number, lo: number, hi: number): boolean {
  return code >= lo && code <= hi;
}

/** NGram.normalize: one character as the profiles saw it. */
function normalizeChar(ch: string, cjkMap: ReadonlyMap<string, string>): string {
  const c = ch.codePointAt(0)!;
  if (c <= 0x7f) return ch < 'A' || (ch > 'Z' && ch < 'a') || ch > 'z' ? ' ' : ch;
  if (c <= 0xff) return LATIN1_EXCLUDED.includes(ch) ? ' ' : ch;
  if (inRange(c, 0x180, 0x24f)) return ch === '\u0219' ? '\u015f' : ch === '\u021b' ? '\u0163' : ch;
  if (inRange(c, 0x2000, 0x206f)) return ' ';
  if (inRange(c, 0x600, 0x6ff)) return ch === '\u06cc' ? '\u064a' : ch;
  if (inRange(c, 0x1e00, 0x1eff)) return c >= 0x1ea0 ? '\u1ec3' : ch;
  if (inRange(c, 0x3040, 0x309f)) return '\u3042';
  if (inRange(c, 0x30a0, 0x30ff)) return '\u30a2';
  if (inRange(c, 0x3100, 0x312f) || inRange(c, 0x31a0, 0x31bf)) return '\u3105';
  if (inRange(c, 0x4e00, 0x9fff)) return cjkMap.get(ch) ?? ch;
  if (inRange(c, 0xac00, 0xd7af)) return '\uac00';
  return ch;
}

const isUpperChar = (ch: string): boolean => /^[\p{Uppercase}]$/u.test(ch) && !/\p{Lowercase}|\p{Lt}/u.test(ch);

/** Detector.append + cleaning_text: the text the n-grams are read from, as code points. */
function prepareText(text: string): string[] {
  const replaced = text.replace(URL_RE, ' ').replace(MAIL_RE, ' ');
  const chars: string[] = [];
  let pre = '';
  for (const ch of replaced) {
    if (chars.length >= MAX_TEXT_LENGTH) break;
    if (ch !== ' ' || pre !== ' ') chars.push(ch);
    pre = ch;
  }
  let latin = 0;
  let nonLatin = 0;
  for (const ch of chars) {
    if (ch >= 'A' && ch <= 'z') latin++;
    else if (ch >= '\u0300' && !inRange(ch.codePointAt(0)!, 0x1e00, 0x1eff)) nonLatin++;
  }
  return latin * 2 < nonLatin ? chars.filter((ch) => ch < 'A' || ch > 'z') : chars;
}

/** Detector._extract_ngrams. */
function extractNgrams(chars: readonly string[], m: Model): string[] {
  const result: string[] = [];
  let grams = ' ';
  let capitalWord = false;
  for (const raw of chars) {
    const ch = normalizeChar(raw, m.cjkMap);
    const last = grams.slice(-1);
    let add = true;
    if (last === ' ') {
      grams = ' ';
      capitalWord = false;
      if (ch === ' ') add = false;
    } else if ([...grams].length >= 3) grams = grams.slice(grams.codePointAt(0)! > 0xffff ? 2 : 1);
    if (add) {
      grams += ch;
      if (isUpperChar(ch)) {
        if (isUpperChar(last)) capitalWord = true;
      } else capitalWord = false;
    }
    if (capitalWord) continue;
    const points = [...grams];
    for (let n = 1; n <= 3; n++) {
      if (points.length < n) break;
      const w = points.slice(-n).join('');
      if (w !== '' && w !== ' ' && m.wordProbs.has(w)) result.push(w);
    }
  }
  return result;
}

/** Standard normal deviate (Box–Muller), as Python's `random.gauss(0, 1)` draws one. */
function gauss(rng: () => number): number {
  const u = 1 - rng();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

/**
 * `langdetect.detect(text)`: an ISO code such as 'en', 'unknown' when no language passes the
 * threshold, or null where Python raises LangDetectException ("No features in text.").
 */
export function detectLanguage(text: string): string | null {
  const m = loadModel();
  const ngrams = extractNgrams(prepareText(text), m);
  if (ngrams.length === 0) return null;
  const size = m.languages.length;
  const langprob = new Float64Array(size);
  const rng = seedrandom(SEED);
  for (let t = 0; t < N_TRIAL; t++) {
    const prob = new Float64Array(size).fill(1 / size);
    const alpha = ALPHA_DEFAULT + gauss(rng) * ALPHA_WIDTH;
    const weight = alpha / BASE_FREQ;
    for (let i = 0; ; i++) {
      const probs = m.wordProbs.get(ngrams[Math.floor(rng() * ngrams.length)]!)!;
      for (let j = 0; j < size; j++) prob[j] = prob[j]! * (weight + probs[j]!);
      if (i % 5 === 0) {
        let sum = 0;
        for (let j = 0; j < size; j++) sum += prob[j]!;
        let max = 0;
        for (let j = 0; j < size; j++) {
          prob[j] = prob[j]! / sum;
          if (prob[j]! > max) max = prob[j]!;
        }
        if (max > CONV_THRESHOLD || i >= ITERATION_LIMIT) break;
      }
    }
    for (let j = 0; j < size; j++) langprob[j] = langprob[j]! + prob[j]! / N_TRIAL;
  }
  let best = 'unknown';
  let bestProb = PROB_THRESHOLD;
  for (let j = 0; j < size; j++) {
    if (langprob[j]! > bestProb) {
      best = m.languages[j]!;
      bestProb = langprob[j]!;
    }
  }
  return best;
}

/** The shape of one items.jsonl line, checked per family against results/types.ts. */
import type { ItemRecord } from './types.js';
import { arrayOf, bool, nullable, num, object, oneOf, ShapeProblem, str, type Check } from './jsonShape.js';

const capabilitySide = object({
  logliks: arrayOf(num),
  tokenCounts: arrayOf(num),
  predicted: num,
  predictedNorm: num,
  correct: bool,
  correctNorm: bool,
  correctLoglik: num,
  correctIsGreedy: bool,
});

const refusalSide = object({
  renderedPrompt: str,
  text: str,
  generatedTokens: num,
  stoppedAtEos: bool,
  refused: bool,
  match: nullable(object({ patternId: str, start: num, end: num })),
});

const capability = object({
  family: oneOf(['capability'] as const),
  id: str,
  tags: arrayOf(str),
  context: str,
  choices: arrayOf(str),
  answer: num,
  base: capabilitySide,
  tuned: capabilitySide,
  flipped: bool,
});

const refusal = object({
  family: oneOf(['refusal'] as const),
  id: str,
  tags: arrayOf(str),
  prompt: str,
  shouldAnswer: bool,
  base: refusalSide,
  tuned: refusalSide,
  flipped: bool,
});

const divergenceShape = object({
  family: oneOf(['divergence'] as const),
  id: str,
  tags: arrayOf(str),
  tokenCount: num,
  klSum: num,
  top1Agree: num,
  baseNllSum: num,
  tunedNllSum: num,
  tokens: arrayOf(str),
  tokenKl: arrayOf(num),
  baseTop1: arrayOf(str),
  tunedTop1: arrayOf(str),
});

const divergence: Check<ReturnType<typeof divergenceShape>> = (v, path) => {
  const doc = divergenceShape(v, path);
  // The heat map pairs tokens[i + 1] with tokenKl[i]; a mismatch would shade the wrong words.
  const predicted = Math.max(doc.tokens.length - 1, 0);
  for (const key of ['tokenKl', 'baseTop1', 'tunedTop1'] as const) {
    if (doc[key].length !== predicted) throw new ShapeProblem(`${path ? `${path}.` : ''}${key}`, `${predicted} entries (tokens.length − 1)`, `${doc[key].length} entries`);
  }
  return doc;
};

/** `value` as an ItemRecord of its family; throws ShapeProblem naming the first bad field. */
export const validateItemRecord: Check<ItemRecord> = (value, path) => {
  const family = (value as { family?: unknown } | null)?.family;
  switch (family) {
    case 'capability':
      return capability(value, path);
    case 'refusal':
      return refusal(value, path);
    case 'divergence':
      return divergence(value, path);
    default:
      throw new ShapeProblem(path ? `${path}.family` : 'family', 'one of "capability", "refusal", "divergence"', family);
  }
};

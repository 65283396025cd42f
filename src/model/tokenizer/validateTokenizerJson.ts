/**
 * The structure of a tokenizer.json checked before it is parsed: a vocabulary that is not a
 * token → id table (or a component that is not an object) otherwise parses into nonsense ids
 * and fails much later, blaming the model instead of the tokenizer file.
 */
import { ModelLoadError } from '../../errors/index.js';

const HINT = 'tokenizer.json is damaged or not a Hugging Face tokenizers file; copy it again from the model repository.';
const MODEL_TYPES = ['BPE', 'WordPiece', 'WordLevel', 'Unigram'] as const;
const COMPONENTS = ['normalizer', 'pre_tokenizer', 'post_processor', 'decoder'] as const;

/** Throw ModelLoadError naming `file` and the offending field when `json` is not a well-formed tokenizer. */
export function validateTokenizerJson(json: Record<string, unknown>, file: string): void {
  const fail = (field: string, expected: string, got: unknown): never => {
    throw new ModelLoadError(file, `field "${field}" must be ${expected}, got ${describe(got)}`, HINT);
  };
  const model = json['model'];
  if (!isObject(model)) return fail('model', 'an object', model);
  const type = model['type'] ?? (model['merges'] !== undefined ? 'BPE' : undefined);
  if (typeof type !== 'string' || !(MODEL_TYPES as readonly string[]).includes(type))
    return fail('model.type', `one of ${MODEL_TYPES.join(', ')}`, model['type']);
  const vocab = model['vocab'];
  if (type === 'Unigram') {
    if (!Array.isArray(vocab)) return fail('model.vocab', 'an array of [token, score] pairs', vocab);
    const bad = vocab.findIndex((entry) => !(Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number'));
    if (bad >= 0) fail(`model.vocab[${bad}]`, 'a [token, score] pair', vocab[bad]);
  } else {
    if (!isObject(vocab)) return fail('model.vocab', 'an object mapping each token to its id', vocab);
    const bad = Object.entries(vocab).find(([, id]) => !(Number.isInteger(id) && (id as number) >= 0));
    if (bad !== undefined) fail(`model.vocab[${JSON.stringify(bad[0])}]`, 'a non-negative integer id', bad[1]);
  }
  if (type === 'BPE') {
    const merges = model['merges'];
    if (!Array.isArray(merges)) return fail('model.merges', 'an array of merges', merges);
    const bad = merges.findIndex(
      (merge) => !(typeof merge === 'string' || (Array.isArray(merge) && merge.length === 2 && merge.every((part) => typeof part === 'string'))),
    );
    if (bad >= 0) fail(`model.merges[${bad}]`, 'a "left right" string or a [left, right] pair', merges[bad]);
  }
  const added = json['added_tokens'];
  if (added !== undefined && added !== null) {
    if (!Array.isArray(added)) return fail('added_tokens', 'an array', added);
    const bad = added.findIndex((token) => !(isObject(token) && Number.isInteger(token['id']) && typeof token['content'] === 'string'));
    if (bad >= 0) fail(`added_tokens[${bad}]`, 'an object with an integer "id" and a string "content"', added[bad]);
  }
  for (const component of COMPONENTS) {
    const value = json[component];
    if (value !== undefined && value !== null && !(isObject(value) && typeof value['type'] === 'string'))
      fail(component, 'null or an object with a "type"', value);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  const kind = Array.isArray(value) ? 'an array' : value === null ? 'null' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;
  const text = JSON.stringify(value) ?? String(value);
  return typeof value === 'object' && value !== null ? kind : `${kind} (${text.length > 30 ? `${text.slice(0, 29)}…` : text})`;
}

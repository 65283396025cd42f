/** Broken model folders for the load-error tests, made from one forged model by byte surgery. */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ForgedModel } from '../../tools/forge/index.js';

/** Folder names of the broken variants under the root passed to makeBadModels. */
export interface BadModels {
  /** model.onnx cut to half its bytes. */
  readonly truncated: string;
  /** model.onnx of zero bytes. */
  readonly empty: string;
  /** The graph's `logits` renamed to `logitz` everywhere (same length keeps the protobuf valid). */
  readonly noLogits: string;
  /** The graph's `position_ids` input renamed to `position_idz`, an input the runtime does not know. */
  readonly unknownInput: string;
  /** The model folder without tokenizer.json (its parent holds none either). */
  readonly noTokenizer: string;
  /** model.onnx and decoder_model_merged.onnx side by side. */
  readonly twoCandidates: string;
}

/** Write the broken variants of `forged` under `root` (which must not hold a tokenizer.json). */
export function makeBadModels(forged: ForgedModel, root: string): BadModels {
  const bytes = readFileSync(forged.onnxPath);
  const variant = (name: string, onnx: Buffer | null): string => {
    const dir = join(root, name);
    mkdirSync(root, { recursive: true });
    cpSync(forged.dir, dir, { recursive: true });
    if (onnx !== null) writeFileSync(join(dir, 'model.onnx'), onnx);
    return dir;
  };
  const renamed = (from: string, to: string): Buffer => Buffer.from(bytes.toString('latin1').replaceAll(from, to), 'latin1');
  const noTokenizer = variant('no-tokenizer', null);
  rmSync(join(noTokenizer, 'tokenizer.json'));
  const twoCandidates = variant('two-candidates', null);
  cpSync(join(twoCandidates, 'model.onnx'), join(twoCandidates, 'decoder_model_merged.onnx'));
  return {
    truncated: variant('truncated', bytes.subarray(0, bytes.length >> 1)),
    empty: variant('empty', Buffer.alloc(0)),
    noLogits: variant('no-logits', renamed('logits', 'logitz')),
    unknownInput: variant('unknown-input', renamed('position_ids', 'position_idz')),
    noTokenizer,
    twoCandidates,
  };
}

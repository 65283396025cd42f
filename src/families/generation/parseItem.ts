/** Generation items come from lm-eval's task names only: a suite line of this family is refused. */
import { SuiteFormatError } from '../../errors/index.js';
import type { LineSource } from '../../suites/index.js';
import type { GenerationItem } from './item.js';

/** Throws: the family has no suite format of its own (docs/reference/tasks.md, generative tasks). */
export function parseGenerationItem(_record: Record<string, unknown>, at: LineSource): GenerationItem {
  throw new SuiteFormatError(
    at.file,
    at.line,
    'a generation suite line is not a format tunegate reads',
    'Name a generative benchmark with --tasks (gsm8k, ifeval, bbh_cot_fewshot), or score your own replies with `tunegate score`.',
  );
}

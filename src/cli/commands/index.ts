/** Every command of the tunegate program, in help order. */
import type { CliCommand } from './command.js';
import { cacheCommand } from './cache.js';
import { classifyCommand } from './classify.js';
import { compareCommand } from './compare.js';
import { inspectCommand } from './inspect.js';
import { labelCommand } from './label.js';
import { mergeCommand } from './merge.js';
import { pairedCommand } from './paired.js';
import { policyCommand } from './policy.js';
import { releaseCommand } from './release.js';
import { reportCommand } from './report.js';
import { scoreCommand } from './score.js';
import { trendCommand } from './trend.js';

export const commands: readonly CliCommand[] = [
  compareCommand,
  mergeCommand,
  pairedCommand,
  scoreCommand,
  policyCommand,
  inspectCommand,
  reportCommand,
  trendCommand,
  releaseCommand,
  classifyCommand,
  labelCommand,
  cacheCommand,
];

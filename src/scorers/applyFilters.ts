/**
 * lm-eval v0.4.6's filter pipelines on one reply (docs/reference/score.md): `regex`
 * (RegexFilter: findall, the group_select-th match, a tuple's first non-empty group, strip(),
 * else the fallback) and `take_first`, applied in order as FilterEnsemble applies them.
 */
import { InvalidInputError } from '../errors/index.js';
import { pythonStrip } from './pythonClasses.js';
import { pythonFindall } from './pythonMatches.js';
import type { FilterPipeline, FilterStep } from './types.js';

/** What `pipeline` makes of `reply`: the string lm-eval scores (its filtered_resps entry). */
export function applyFilterPipeline(pipeline: FilterPipeline, reply: string): string {
  // lm-eval filters a list of responses per document (one here: repeats 1) until take_first picks one.
  let responses: string[] | string = [reply];
  for (const step of pipeline.steps) {
    if (typeof responses === 'string') throw badPipeline(pipeline, `step ${step.function} comes after take_first`);
    responses = step.function === 'take_first' ? responses[0]! : responses.map((response) => regexFilter(step, response));
  }
  if (typeof responses !== 'string') throw badPipeline(pipeline, 'it does not end in take_first');
  return responses;
}

/** RegexFilter.apply for one response. */
export function regexFilter(step: Extract<FilterStep, { function: 'regex' }>, response: string): string {
  const matches = pythonFindall(step.regexPattern, response);
  if (matches.length === 0) return step.fallback;
  const index = step.groupSelect < 0 ? matches.length + step.groupSelect : step.groupSelect;
  let match = matches[index];
  if (match === undefined || index < 0) throw lmEvalRaises(step, `IndexError: group_select ${step.groupSelect} of ${matches.length} matches`);
  if (Array.isArray(match)) {
    const nonEmpty = match.find((group) => group !== '');
    if (nonEmpty === undefined) throw lmEvalRaises(step, 'IndexError: a match whose groups are all empty');
    match = nonEmpty;
  }
  return pythonStrip(match);
}

function badPipeline(pipeline: FilterPipeline, reason: string): InvalidInputError {
  return new InvalidInputError(`filter pipeline ${pipeline.name}: ${reason}`, 'A pipeline is regex steps then take_first, as lm-eval task YAMLs write it.');
}

function lmEvalRaises(step: Extract<FilterStep, { function: 'regex' }>, reason: string): InvalidInputError {
  return new InvalidInputError(
    `regex filter ${JSON.stringify(step.regexPattern)}: lm-eval v0.4.6 raises ${reason} on this reply`,
    'The filter cannot score this reply as lm-eval would; fix the pattern or group_select.',
  );
}

/** detectable_format:* and detectable_content:* checkers (lm-eval v0.4.6 instructions.py). */
import type { CheckerBuilder } from './checkerTypes.js';
import { numberKwarg, stringKwarg } from './kwargs.js';
import { countBulletLines, countPlaceholders, findTitles } from './lineScans.js';
import { isPythonJson } from './pythonJson.js';
import { countMatches, PY_SPACE_CLASS, pyLstrip, pyRstrip, pyStrip } from './pyText.js';
import { suiteRegex } from './suiteRegex.js';

/** PlaceholderChecker: at least `num_placeholders` matches of `\[.*?\]`. */
export const numberPlaceholders: CheckerBuilder = (id, kwargs) => {
  const wanted = numberKwarg(id, kwargs, 'num_placeholders');
  return (value) => countPlaceholders(value) >= wanted;
};

/** PostscriptChecker: a `\s*p\.\s?s\..*$`-style match anywhere in the lowercased reply. */
export const postscript: CheckerBuilder = (id, kwargs) => {
  const marker = pyStrip(stringKwarg(id, kwargs, 'postscript_marker'));
  // The leading `\s*` and trailing `.*$` cannot change whether there is a match; they are left
  // out so that a long whitespace run cannot make the search quadratic.
  const re =
    marker === 'P.P.S'
      ? new RegExp(`p\\.[${PY_SPACE_CLASS}]?p\\.[${PY_SPACE_CLASS}]?s`, 'u')
      : marker === 'P.S.'
        ? new RegExp(`p\\.[${PY_SPACE_CLASS}]?s\\.`, 'u')
        : suiteRegex(id, marker.toLowerCase(), '');
  return (value) => re.test(value.toLowerCase());
};

/** BulletListChecker: exactly `num_bullets` lines starting with `*` (not `**`) or `-`. */
export const numberBulletLists: CheckerBuilder = (id, kwargs) => {
  const wanted = numberKwarg(id, kwargs, 'num_bullets');
  return (value) => countBulletLines(value) === wanted;
};

const CONSTRAINED_RESPONSE_OPTIONS = ['My answer is yes.', 'My answer is no.', 'My answer is maybe.'];

/** ConstrainedResponseChecker: one of the three options appears in the stripped reply. */
export const constrainedResponse: CheckerBuilder = () => (value) => {
  const stripped = pyStrip(value);
  return CONSTRAINED_RESPONSE_OPTIONS.some((o) => stripped.includes(o));
};

const SINGLE_HIGHLIGHT = /\*[^\n*]*\*/g;
const DOUBLE_HIGHLIGHT = /\*\*[^\n*]*\*\*/g;

/** HighlightSectionChecker: `*x*` and `**x**` spans with non-blank content, counted separately. */
export const numberHighlightedSections: CheckerBuilder = (id, kwargs) => {
  const wanted = numberKwarg(id, kwargs, 'num_highlights');
  return (value) => {
    let n = 0;
    for (const h of value.match(SINGLE_HIGHLIGHT) ?? []) if (pyStrip(pyStrip(h, '*')) !== '') n++;
    for (const h of value.match(DOUBLE_HIGHLIGHT) ?? []) if (pyStrip(h.slice(2, -2)) !== '') n++;
    return n >= wanted;
  };
};

/** SectionChecker: `len(re.split(r"\s?" + spliter + r"\s?\d+\s?", value)) - 1` sections. */
export const multipleSections: CheckerBuilder = (id, kwargs) => {
  const spliter = suiteRegex(id, pyStrip(stringKwarg(id, kwargs, 'section_spliter')), '');
  const s = `[${PY_SPACE_CLASS}]?`;
  const re = new RegExp(`${s}(?:${spliter.source})${s}\\p{Nd}+${s}`, 'gu');
  const wanted = numberKwarg(id, kwargs, 'num_sections');
  return (value) => countMatches(re, value) >= wanted;
};

/** JsonFormat: the reply, less one code fence, parses as Python's `json.loads` would. */
export const jsonFormat: CheckerBuilder = () => (value) => {
  let v = pyStrip(value);
  for (const prefix of ['```json', '```Json', '```JSON', '```']) if (v.startsWith(prefix)) v = v.slice(prefix.length);
  if (v.endsWith('```')) v = v.slice(0, -3);
  return isPythonJson(pyStrip(v));
};

/** TitleChecker: some `<<…>>` on one line with non-blank content. */
export const title: CheckerBuilder = () => (value) => findTitles(value).some((t) => pyStrip(pyRstrip(pyLstrip(t, '<'), '>')) !== '');

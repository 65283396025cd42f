/**
 * Ports of lm-eval v0.4.6's lm_eval/tasks/hellaswag/utils.py (MIT, EleutherAI): `preprocess`
 * and the document `process_docs` builds, line for line.
 */
import { pyCapitalize, pyStrip } from './pythonStrings.js';

/** utils.py `preprocess`: strip, " [title]" → ". ", drop every [..] span (WikiHow artefacts), "  " → " ". */
export function hellaswagPreprocess(text: string): string {
  let out = pyStrip(text);
  out = out.replaceAll(' [title]', '. ');
  // Python's re.sub("\\[.*?\\]", "", text): non-greedy, `.` stops at a newline in both engines.
  out = out.replace(/\[.*?\]/g, '');
  out = out.replaceAll('  ', ' ');
  return out;
}

/** The fields of one HellaSwag record that process_docs reads. */
export interface HellaswagFields {
  readonly activity_label: string;
  readonly ctx_a: string;
  readonly ctx_b: string;
  readonly endings: readonly string[];
  readonly label: string;
}

/** What utils.py `_process_doc` makes of a record: the query, the cleaned endings, the gold index. */
export interface HellaswagDoc {
  readonly query: string;
  readonly choices: readonly string[];
  readonly gold: number;
}

/** utils.py `_process_doc`: query = preprocess(activity_label + ": " + ctx_a + " " + ctx_b.capitalize()). */
export function hellaswagProcessDoc(doc: HellaswagFields): HellaswagDoc {
  const ctx = `${doc.ctx_a} ${pyCapitalize(doc.ctx_b)}`;
  return {
    query: hellaswagPreprocess(`${doc.activity_label}: ${ctx}`),
    choices: doc.endings.map(hellaswagPreprocess),
    gold: Number.parseInt(doc.label, 10),
  };
}

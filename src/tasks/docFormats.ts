/**
 * doc_to_text, doc_to_choice and doc_to_target of each task, as lm-eval v0.4.6's task YAMLs
 * (MIT, EleutherAI) define them, written out for the Hugging Face field shape of the shipped
 * files. A Jinja list such as `{{choices.text}}` renders to Python's repr and is parsed back by
 * ast.literal_eval, which gives the list itself; a rendered target of digits becomes an int.
 */
import { SuiteFormatError } from '../errors/index.js';
import { hellaswagProcessDoc } from './hellaswagPreprocess.js';
import { pyLstrip, pyStrip } from './pythonStrings.js';
import { indexField, integersField, stringField, stringsField, type BenchmarkLine } from './readBenchmarkFile.js';

/** One document's three parts before any few-shot block or description. */
export interface FormattedDoc {
  readonly text: string;
  readonly choices: readonly string[];
  readonly gold: number;
  readonly trueChoices?: number;
}

/** The formats of the shipped tasks; ARC-Easy and ARC-Challenge share one YAML. */
export type DocFormat = 'arc' | 'mmlu' | 'truthfulqa_mc1' | 'truthfulqa_mc2' | 'piqa' | 'openbookqa' | 'boolq' | 'hellaswag';

/** truthfulqa_mc1.yaml's fixed six-question preamble (its `prompt_qa`), which every TruthfulQA prompt starts with. */
export const TRUTHFULQA_PREAMBLE =
  'Q: What is human life expectancy in the United States?\n' +
  'A: Human life expectancy in the United States is 78 years.\n\n' +
  'Q: Who was president of the United States in 1955?\n' +
  'A: Dwight D. Eisenhower was president of the United States in 1955.\n\n' +
  'Q: Which party did he belong to?\n' +
  'A: He belonged to the Republican Party.\n\n' +
  'Q: What is the square root of banana?\n' +
  'A: I have no comment.\n\n' +
  'Q: How does a telescope work?\n' +
  'A: Telescopes use lenses or mirrors to focus light and make objects appear closer.\n\n' +
  'Q: Where were the 1992 Olympics held?\n' +
  'A: The 1992 Olympics were held in Barcelona, Spain.';

/** `choices.label.index(key)`: Python's list.index raises where the key is absent; so does this. */
function labelIndex(at: BenchmarkLine, labels: readonly string[], key: string): number {
  const index = labels.indexOf(key);
  if (index < 0) throw new SuiteFormatError(at.file, at.line, `answerKey ${JSON.stringify(key)} is not one of the labels ${JSON.stringify(labels)}`);
  return index;
}

/** doc_to_text / doc_to_choice / doc_to_target per format. */
export const DOC_FORMATS: Readonly<Record<DocFormat, (at: BenchmarkLine) => FormattedDoc>> = {
  // arc_easy.yaml: "Question: {{question}}\nAnswer:", {{choices.text}}, {{choices.label.index(answerKey)}}
  arc: (at) => ({
    text: `Question: ${stringField(at, 'question')}\nAnswer:`,
    choices: stringsField(at, 'choices.text'),
    gold: labelIndex(at, stringsField(at, 'choices.label'), stringField(at, 'answerKey')),
  }),
  // _default_template_yaml: "{{question.strip()}}\nA. {{choices[0]}}\n…D. {{choices[3]}}\nAnswer:", ["A","B","C","D"], answer
  mmlu: (at) => {
    const choices = stringsField(at, 'choices');
    if (choices.length !== 4) throw new SuiteFormatError(at.file, at.line, `MMLU needs 4 choices, got ${choices.length}`);
    const lettered = choices.map((choice, i) => `${'ABCD'[i]}. ${choice}\n`).join('');
    return { text: `${pyStrip(stringField(at, 'question'))}\n${lettered}Answer:`, choices: ['A', 'B', 'C', 'D'], gold: indexField(at, 'answer', 4) };
  },
  // truthfulqa_mc1.yaml: prompt_qa + '\n\nQ: ' + question + '\nA:', {{mc1_targets.choices}}, 0
  truthfulqa_mc1: (at) => ({
    text: `${TRUTHFULQA_PREAMBLE}\n\nQ: ${stringField(at, 'question')}\nA:`,
    choices: stringsField(at, 'mc1_targets.choices'),
    gold: 0,
  }),
  // truthfulqa_mc2.yaml: as mc1 over mc2_targets; utils.process_results_mc2 splits at labels.index(0)
  truthfulqa_mc2: (at) => {
    const choices = stringsField(at, 'mc2_targets.choices');
    const labels = integersField(at, 'mc2_targets.labels');
    const trueChoices = labels.indexOf(0);
    if (labels.length !== choices.length || trueChoices < 0) {
      throw new SuiteFormatError(
        at.file,
        at.line,
        `mc2_targets needs one label per choice and at least one false answer (lm-eval splits at the first), got labels ${JSON.stringify(labels)}`,
      );
    }
    return { text: `${TRUTHFULQA_PREAMBLE}\n\nQ: ${stringField(at, 'question')}\nA:`, choices, gold: 0, trueChoices };
  },
  // piqa.yaml: "Question: {{goal}}\nAnswer:", {{[sol1, sol2]}}, label
  piqa: (at) => ({
    text: `Question: ${stringField(at, 'goal')}\nAnswer:`,
    choices: [stringField(at, 'sol1'), stringField(at, 'sol2')],
    gold: indexField(at, 'label', 2),
  }),
  // openbookqa.yaml: question_stem (a field: its raw value), {{choices.text}}, {{choices.label.index(answerKey.lstrip())}}
  openbookqa: (at) => ({
    text: stringField(at, 'question_stem'),
    choices: stringsField(at, 'choices.text'),
    gold: labelIndex(at, stringsField(at, 'choices.label'), pyLstrip(stringField(at, 'answerKey'))),
  }),
  // super_glue/boolq/default.yaml: "{{passage}}\nQuestion: {{question}}?\nAnswer:", ["no", "yes"], label
  boolq: (at) => ({
    text: `${stringField(at, 'passage')}\nQuestion: ${stringField(at, 'question')}?\nAnswer:`,
    choices: ['no', 'yes'],
    gold: indexField(at, 'label', 2),
  }),
  // hellaswag.yaml: process_docs = utils.process_docs, "{{query}}", choices, "{{label}}"
  hellaswag: (at) => {
    const label = stringField(at, 'label');
    if (!/^\d+$/.test(label)) throw new SuiteFormatError(at.file, at.line, `label must be a digit string, got ${JSON.stringify(label)}`);
    const doc = hellaswagProcessDoc({
      activity_label: stringField(at, 'activity_label'),
      ctx_a: stringField(at, 'ctx_a'),
      ctx_b: stringField(at, 'ctx_b'),
      endings: stringsField(at, 'endings'),
      label,
    });
    if (doc.gold >= doc.choices.length) throw new SuiteFormatError(at.file, at.line, `label ${label} is past the ${doc.choices.length} endings`);
    return { text: doc.query, choices: doc.choices, gold: doc.gold };
  },
};

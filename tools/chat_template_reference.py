"""Golden chat prompts for test/tasks/chatPrompts.test.ts, built independently of tunegate's TypeScript.

Run from the repository root:  python3 tools/chat_template_reference.py > test/fixtures/chat-templates/golden.json

What it does, and where each part comes from:
* Documents: ARC-Easy (validation, and train as the few-shot pool) and MMLU anatomy (test, and dev as
  the first_n pool) from suites/benchmarks, formatted with the Jinja strings of lm-eval v0.4.6's task
  YAMLs (lm_eval/tasks/arc/arc_easy.yaml, lm_eval/tasks/mmlu/default/_default_template_yaml), rendered
  with lm-eval's utils.env (Environment(undefined=StrictUndefined, keep_trailing_newline=True)), a
  rendered list parsed with ast.literal_eval and a rendered integer made an int, as ConfigurableTask does.
* Messages: ConfigurableTask.fewshot_context and append_target_question (lm_eval/api/task.py) and
  ContextSampler.get_context / get_chat_context / sample, FirstNSampler.sample
  (lm_eval/api/samplers.py), lm-eval v0.4.6 (MIT licence, EleutherAI), ported below line by line
  with the same structure (random.Random(1234), lm-eval's default --fewshot_random_seed).
* Rendering: transformers' apply_chat_template (src/transformers/utils/chat_template_utils.py,
  _compile_jinja_template, Apache-2.0, Hugging Face): ImmutableSandboxedEnvironment(trim_blocks=True,
  lstrip_blocks=True) with jinja2.ext.loopcontrols, the tojson override, raise_exception and
  strftime_now; rendered with messages, tools=None, documents=None, add_generation_prompt=True and the
  special tokens map. (Its AssistantTracker extension only serves {% generation %}, which no template
  here uses.) lm-eval's HFLM.apply_chat_template (lm_eval/models/huggingface.py) retries once without
  the system turns when jinja2 raises TemplateError.
* Templates: test/fixtures/chat-templates/*.jinja (see SOURCE.md there).
"""

import ast
import copy
import gzip
import json
import random
import sys
from datetime import datetime
from pathlib import Path

import jinja2
import jinja2.ext
from jinja2 import BaseLoader, Environment, StrictUndefined
from jinja2.exceptions import TemplateError
from jinja2.sandbox import ImmutableSandboxedEnvironment

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "suites" / "benchmarks"
TEMPLATES = ROOT / "test" / "fixtures" / "chat-templates"

# ---- lm_eval/utils.py: env, apply_template ------------------------------------------------
LM_EVAL_ENV = Environment(loader=BaseLoader, undefined=StrictUndefined, keep_trailing_newline=True)


def apply_template(template, doc):
    return LM_EVAL_ENV.from_string(template).render(**doc)


def read_jsonl_gz(path):
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


# ---- the two tasks, as their YAMLs define them --------------------------------------------
class Task:
    def __init__(self, name, docs, pool, sampler, description, doc_to_text, doc_to_choice, doc_to_target):
        self.name = name
        self.docs = docs
        self.description = description
        self._text, self._choice, self._target = doc_to_text, doc_to_choice, doc_to_target
        self.target_delimiter = " "
        self.fewshot_delimiter = "\n\n"
        self.sampler = (FirstNSampler if sampler == "first_n" else ContextSampler)(pool, self, rnd=random.Random(1234))

    def doc_to_text(self, doc):
        return apply_template(self._text, doc)

    def doc_to_choice(self, doc):
        if isinstance(self._choice, list):
            return self._choice
        return ast.literal_eval(apply_template(self._choice, doc))

    def doc_to_target(self, doc):
        if self._target in doc:
            return doc[self._target]
        rendered = apply_template(self._target, doc)
        return int(rendered) if rendered.isdigit() else rendered


def arc_easy():
    return Task(
        "arc_easy",
        read_jsonl_gz(BENCH / "arc" / "ARC-Easy" / "validation.jsonl.gz"),
        read_jsonl_gz(BENCH / "arc" / "ARC-Easy" / "train.jsonl.gz"),
        "default",
        None,
        "Question: {{question}}\nAnswer:",
        "{{choices.text}}",
        "{{choices.label.index(answerKey)}}",
    )


def mmlu_anatomy():
    keep = lambda rows: [row for row in rows if row["subject"] == "anatomy"]
    return Task(
        "mmlu_anatomy",
        keep(read_jsonl_gz(BENCH / "mmlu" / "test.jsonl.gz")),
        keep(read_jsonl_gz(BENCH / "mmlu" / "dev.jsonl.gz")),
        "first_n",
        "The following are multiple choice questions (with answers) about anatomy.\n\n",
        "{{question.strip()}}\nA. {{choices[0]}}\nB. {{choices[1]}}\nC. {{choices[2]}}\nD. {{choices[3]}}\nAnswer:",
        ["A", "B", "C", "D"],
        "answer",
    )


class GenerationTask(Task):
    """A generate_until-style task: doc_to_text / doc_to_target are plain fields (a gsm8k-like shape), drawn at random."""

    def __init__(self, docs, pool):
        self.name = "generation"
        self.docs = docs
        self.description = None
        self.target_delimiter = " "
        self.fewshot_delimiter = "\n\n"
        self._choice = None
        self.sampler = ContextSampler(pool, self, rnd=random.Random(1234))

    def doc_to_text(self, doc):
        return doc["text"]

    def doc_to_target(self, doc):
        return doc["target"]


# ---- lm_eval/api/samplers.py (v0.4.6), the parts these tasks reach -----------------------
class ContextSampler:
    def __init__(self, docs, task, rnd):
        self.rnd = rnd
        self.task = task
        self.target_delimiter = task.target_delimiter
        self.fewshot_delimiter = task.fewshot_delimiter
        self.docs = docs
        self.has_choice = task._choice is not None

    def get_context(self, doc, num_fewshot):
        n_samples = num_fewshot  # fewshot_split != test_split for every task here
        fewshotex = self.sample(n_samples)
        selected_docs = [x for x in fewshotex if x != doc][:num_fewshot]
        labeled_examples = ""
        for doc in selected_docs:
            doc_content = self.task.doc_to_text(doc)
            doc_target = self.task.doc_to_target(doc)
            labeled_examples += doc_content if not self.has_choice or isinstance(doc_content, str) else self.task.doc_to_choice(doc)[doc_content]
            if doc_target != "":
                labeled_examples += self.target_delimiter
                labeled_examples += (
                    str(doc_target[0])
                    if isinstance(doc_target, list)
                    else doc_target
                    if not self.has_choice or isinstance(doc_target, str)
                    else str(self.task.doc_to_choice(doc)[doc_target])
                )
                labeled_examples += self.fewshot_delimiter
        return labeled_examples

    def get_chat_context(self, doc, num_fewshot, fewshot_as_multiturn=False):
        chat_history = []
        n_samples = num_fewshot
        fewshotex = self.sample(n_samples)
        selected_docs = [x for x in fewshotex if x != doc][:num_fewshot]
        if fewshot_as_multiturn:
            for doc in selected_docs:
                doc_content = self.task.doc_to_text(doc)
                doc_target = self.task.doc_to_target(doc)
                chat_history.append(
                    {"role": "user", "content": doc_content if not self.has_choice or isinstance(doc_content, str) else self.task.doc_to_choice(doc)[doc_content]}
                )
                chat_history.append(
                    {
                        "role": "assistant",
                        "content": str(doc_target[0])
                        if isinstance(doc_target, list)
                        else doc_target
                        if not self.has_choice or isinstance(doc_target, str)
                        else str(self.task.doc_to_choice(doc)[doc_target]),
                    }
                )
        else:
            chat_history.append({"role": "user", "content": self.get_context(doc, num_fewshot)})
        return chat_history

    def sample(self, n):
        return self.rnd.sample(self.docs, n)


class FirstNSampler(ContextSampler):
    def sample(self, n):
        assert n <= len(self.docs)
        return self.docs[:n]


# ---- lm_eval/api/task.py (v0.4.6): append_target_question, fewshot_context -----------------
def append_target_question(labeled_examples, question, fewshot_as_multiturn=False):
    if not fewshot_as_multiturn:
        if len(labeled_examples) == 0 or labeled_examples[-1]["role"] == "system":
            labeled_examples.append({"role": "user", "content": question})
        else:
            labeled_examples[-1]["content"] += question
    else:
        labeled_examples.append({"role": "user", "content": question})


def fewshot_context(task, doc, num_fewshot, system_instruction=None, apply_chat_template=False, fewshot_as_multiturn=False):
    """Returns the messages (chat) or the string (plain); the chat_template call is done by the caller, per template."""
    labeled_examples = [] if apply_chat_template else ""
    if description := task.description:
        description = apply_template(task.description, doc)
    if system_instruction is not None and description:
        system_prompt = f"{system_instruction}{task.sampler.fewshot_delimiter}{description}"
    elif system_instruction is not None:
        system_prompt = system_instruction
    elif description:
        system_prompt = description
    else:
        system_prompt = ""
    if system_prompt:
        if apply_chat_template:
            labeled_examples.append({"role": "system", "content": system_prompt})
        else:
            labeled_examples = system_prompt
    if num_fewshot > 0:
        if apply_chat_template:
            labeled_examples.extend(task.sampler.get_chat_context(doc, num_fewshot, fewshot_as_multiturn))
        else:
            labeled_examples += task.sampler.get_context(doc, num_fewshot)
    example = task.doc_to_text(doc)
    if apply_chat_template:
        append_target_question(labeled_examples, example, fewshot_as_multiturn)
        return labeled_examples
    return labeled_examples + example


# ---- transformers' apply_chat_template and lm-eval's HFLM.apply_chat_template ---------------
def compile_template(source):
    def raise_exception(message):
        raise TemplateError(message)

    def tojson(x, ensure_ascii=False, indent=None, separators=None, sort_keys=False):
        return json.dumps(x, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys)

    def strftime_now(format):
        return datetime.now().strftime(format)

    env = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True, extensions=[jinja2.ext.loopcontrols])
    env.filters["tojson"] = tojson
    env.globals["raise_exception"] = raise_exception
    env.globals["strftime_now"] = strftime_now
    return env.from_string(source)


# The special tokens each template is rendered with (tokenizer_config.json of the tokenizers the tests build).
TEMPLATE_TOKENS = {
    "smollm2-135m-instruct": {"bos_token": "<|im_start|>", "eos_token": "<|im_end|>", "unk_token": "<|endoftext|>", "pad_token": "<|im_end|>"},
    "llama-3-8b-instruct": {"bos_token": "<|begin_of_text|>", "eos_token": "<|end_of_text|>"},
    "llama-3.1-8b-instruct": {"bos_token": "<|begin_of_text|>", "eos_token": "<|eot_id|>"},
    "toy-no-system": {"bos_token": "<s>", "eos_token": "</s>"},
}


def hf_apply_chat_template(compiled, tokens, chat_history):
    render = lambda history: compiled.render(messages=history, tools=None, documents=None, add_generation_prompt=True, **tokens)
    try:
        return render(chat_history)
    except TemplateError:
        return render([msg for msg in chat_history if msg["role"] != "system"])


# ---- the cases ------------------------------------------------------------------------------
SI = "You are a careful grader. Answer with the letter only."

MC_CASES = [
    # (task factory, docs, num_fewshot, system_instruction, apply_chat_template, fewshot_as_multiturn)
    ("arc_easy", arc_easy, 3, 0, None, True, False),
    ("arc_easy", arc_easy, 3, 0, SI, True, False),
    ("arc_easy", arc_easy, 3, 2, None, True, False),
    ("arc_easy", arc_easy, 3, 2, SI, True, False),
    ("arc_easy", arc_easy, 3, 2, SI, True, True),
    ("arc_easy", arc_easy, 3, 2, None, True, True),
    ("arc_easy", arc_easy, 3, 2, SI, False, False),
    ("arc_easy", arc_easy, 2, 0, "", True, False),
    ("mmlu_anatomy", mmlu_anatomy, 2, 0, None, True, False),
    ("mmlu_anatomy", mmlu_anatomy, 2, 2, SI, True, False),
    ("mmlu_anatomy", mmlu_anatomy, 2, 1, None, True, True),
    ("mmlu_anatomy", mmlu_anatomy, 2, 1, SI, False, False),
    ("mmlu_anatomy", mmlu_anatomy, 2, 0, SI, False, False),
]

GENERATION_POOL = [
    {"text": "Question: Tom has 3 apples and buys 4 more. How many apples does he have?\nAnswer:", "target": "Tom has 3 + 4 = 7 apples. The answer is 7."},
    {"text": "Question: A box holds 12 eggs. How many eggs are in 3 boxes?\nAnswer:", "target": "3 * 12 = 36. The answer is 36."},
    {"text": "Question: Name a prime number between 10 and 12.\nAnswer:", "target": "11"},
    {"text": "Question: What is 10 minus 7?\nAnswer:", "target": ""},
    {"text": "Question:  Spaces around  \nAnswer:", "target": "  padded answer  "},
]
GENERATION_DOCS = [
    {"text": "Question: Sara reads 5 pages a day. How many pages in a week?\nAnswer:", "target": "35"},
    {"text": "Question: What is half of 18?\nAnswer:", "target": "9"},
    {"text": "Question: How many legs do 2 spiders have?\nAnswer:", "target": "16"},
]
GENERATION_CASES = [(2, None, False), (2, SI, False), (2, SI, True), (0, SI, False)]


def main():
    compiled = {name: compile_template((TEMPLATES / f"{name}.jinja").read_text(encoding="utf-8")) for name in TEMPLATE_TOKENS}

    def prompts(task, limit, num_fewshot, si, chat, multiturn):
        out = []
        for doc_id, doc in enumerate(task.docs[:limit]):
            built = fewshot_context(task, doc, num_fewshot, si, chat, multiturn)
            if chat:
                rendered = {name: hf_apply_chat_template(compiled[name], TEMPLATE_TOKENS[name], copy.deepcopy(built)) for name in TEMPLATE_TOKENS}
                out.append({"docId": doc_id, "messages": built, "rendered": rendered})
            else:
                out.append({"docId": doc_id, "text": built})
        return out

    cases = []
    for name, factory, limit, num_fewshot, si, chat, multiturn in MC_CASES:
        case = {"kind": "multiple_choice", "task": name, "limit": limit, "numFewshot": num_fewshot, "applyChatTemplate": chat, "fewshotAsMultiturn": multiturn}
        if si is not None:
            case["systemInstruction"] = si
        case["prompts"] = prompts(factory(), limit, num_fewshot, si, chat, multiturn)
        cases.append(case)
    for num_fewshot, si, multiturn in GENERATION_CASES:
        task = GenerationTask(GENERATION_DOCS, GENERATION_POOL)
        case = {"kind": "generation", "numFewshot": num_fewshot, "applyChatTemplate": True, "fewshotAsMultiturn": multiturn}
        if si is not None:
            case["systemInstruction"] = si
        case["prompts"] = prompts(task, len(GENERATION_DOCS), num_fewshot, si, True, multiturn)
        cases.append(case)
    json.dump(
        {
            "generatedBy": "tools/chat_template_reference.py",
            "jinja2": jinja2.__version__,
            "templateTokens": TEMPLATE_TOKENS,
            "generationPool": GENERATION_POOL,
            "generationDocs": GENERATION_DOCS,
            "cases": cases,
        },
        sys.stdout,
        ensure_ascii=False,
        indent=1,
    )
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()

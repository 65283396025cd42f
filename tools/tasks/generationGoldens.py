"""Golden prompts for tunegate's gsm8k, ifeval, bbh_cot_fewshot_* and leaderboard_bbh_* tasks,
built independently of tunegate's TypeScript: a Python re-statement of lm-evaluation-harness
v0.4.6 (github.com/EleutherAI/lm-evaluation-harness, tag v0.4.6, MIT):

- lm_eval/utils.py load_yaml_config (include: merged, the including file's keys win) and
  apply_template (jinja2 Environment(undefined=StrictUndefined, keep_trailing_newline=True));
- lm_eval/api/task.py ConfigurableTask.doc_to_text / doc_to_target / doc_to_choice /
  fewshot_docs / fewshot_context (description + few-shot context + doc_to_text) and the
  generate_until process_results' gold;
- lm_eval/api/samplers.py ContextSampler.get_context, its default sampler
  (random.Random(seed).sample) and FirstNSampler;
- lm_eval/evaluator.py's num_fewshot rule (a YAML num_fewshot of 0 is never overridden) and
  set_fewshot_seed(1234) per task;
- ifeval/utils.py process_results' kwargs (`{k: v for k, v in kwargs.items() if v}`).

It reads the YAMLs with PyYAML and renders them with Jinja2, as lm-eval does, and the data as
tunegate ships it (suites/benchmarks/, gzip). Run from the repository root:

    python3 tools/tasks/generationGoldens.py

which rewrites test/fixtures/generation-prompts/*.json (Python 3.11, PyYAML 6, Jinja2 3.1).
"""

import ast
import gzip
import json
import os
import random

import jinja2
import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BENCH = os.path.join(ROOT, "suites", "benchmarks")
LM_EVAL = os.path.join(ROOT, "test", "fixtures", "lm-eval-v0.4.6")
OUT = os.path.join(ROOT, "test", "fixtures", "generation-prompts")

ENV = jinja2.Environment(loader=jinja2.BaseLoader, undefined=jinja2.StrictUndefined, keep_trailing_newline=True)


def apply_template(template, doc):
    return ENV.from_string(template).render(**doc)


def _function(loader, node):
    return {"function": loader.construct_scalar(node)}


yaml.add_constructor("!function", _function, Loader=yaml.FullLoader)


def load_yaml_config(path):
    with open(path, "rb") as file:
        config = yaml.full_load(file)
    if "include" in config:
        include = config.pop("include")
        merged = load_yaml_config(os.path.join(os.path.dirname(path), include))
        merged.update(config)
        return merged
    return config


class Task:
    """The parts of ConfigurableTask a text prompt needs."""

    def __init__(self, config, eval_docs, fewshot_pool, num_fewshot_arg):
        self.config = config
        self.docs = eval_docs
        self.features = list(eval_docs[0].keys())
        default = config.get("num_fewshot")
        if num_fewshot_arg is not None and default != 0:
            self.num_fewshot = num_fewshot_arg
        else:
            self.num_fewshot = 0 if default is None else default
        self.target_delimiter = config.get("target_delimiter", " ")
        self.fewshot_delimiter = config.get("fewshot_delimiter", "\n\n")
        fewshot_config = config.get("fewshot_config") or {}
        self.sampler = fewshot_config.get("sampler", "default")
        self.pool = fewshot_pool
        self.rnd = random.Random(1234)

    def doc_to_text(self, doc):
        spec = self.config["doc_to_text"]
        if isinstance(spec, int):
            return spec
        if spec in self.features:
            return doc[spec]
        text = apply_template(spec, doc)
        if text.isdigit() and self.config.get("doc_to_choice") is not None:
            return ast.literal_eval(text)
        return text

    def doc_to_target(self, doc):
        spec = self.config["doc_to_target"]
        if isinstance(spec, int):
            return spec
        if spec in self.features:
            return doc[spec]
        target = apply_template(spec, doc)
        if target.isdigit() and self.config.get("doc_to_choice") is not None:
            return ast.literal_eval(target)
        if len(target) >= 2 and target[0] == "[" and target[-1] == "]":
            try:
                return ast.literal_eval(target)
            except (SyntaxError, ValueError):
                return target
        return target

    def doc_to_choice(self, doc):
        spec = self.config["doc_to_choice"]
        if isinstance(spec, list):
            return spec
        if spec in self.features:
            return doc[spec]
        return ast.literal_eval(apply_template(spec, doc))

    def sample(self, n):
        if self.sampler == "first_n":
            assert n <= len(self.pool)
            return self.pool[:n]
        return self.rnd.sample(self.pool, n)

    def get_context(self, doc, num_fewshot):
        n = num_fewshot + 1 if self.config.get("fewshot_split") == self.config.get("test_split") else num_fewshot
        selected = [x for x in self.sample(n) if x != doc][:num_fewshot]
        has_choice = self.config.get("doc_to_choice") is not None
        out = ""
        for shot in selected:
            content = self.doc_to_text(shot)
            target = self.doc_to_target(shot)
            out += content if not has_choice or isinstance(content, str) else self.doc_to_choice(shot)[content]
            if target != "":
                out += self.target_delimiter
                if isinstance(target, list):
                    out += str(target[0])
                elif not has_choice or isinstance(target, str):
                    out += target
                else:
                    out += str(self.doc_to_choice(shot)[target])
                out += self.fewshot_delimiter
        return out

    def fewshot_context(self, doc):
        description = self.config.get("description")
        context = apply_template(description, doc) if description else ""
        if self.num_fewshot > 0:
            context += self.get_context(doc, self.num_fewshot)
        example = self.doc_to_text(doc)
        if isinstance(example, str):
            return context + example
        return context + self.doc_to_choice(doc)[example]

    def contexts(self):
        """Every document's context in doc_id order (the default sampler's state moves on with each)."""
        return [self.fewshot_context(doc) for doc in self.docs]


def read_jsonl_gz(path):
    with gzip.open(path, "rt", encoding="utf-8") as file:
        return [json.loads(line) for line in file if line.strip()]


def read_bbh(name):
    with gzip.open(os.path.join(BENCH, "bbh", "data", f"{name}.json.gz"), "rt", encoding="utf-8") as file:
        return json.load(file)["examples"]


def generation_kwargs(config):
    kwargs = config.get("generation_kwargs") or {}
    return {"until": kwargs.get("until", [config.get("fewshot_delimiter", "\n\n")]), "maxGenToks": kwargs.get("max_gen_toks", 256)}


def scorer(config):
    filters = []
    for pipeline in config.get("filter_list") or [{"name": "none", "filter": [{"function": "take_first"}]}]:
        steps = []
        for step in pipeline["filter"]:
            if step["function"] == "regex":
                steps.append(
                    {
                        "function": "regex",
                        "regexPattern": step.get("regex_pattern", r"#### (\-?[0-9\.\,]+)"),
                        "groupSelect": step.get("group_select", 0),
                        "fallback": step.get("fallback", "[invalid]"),
                    }
                )
            else:
                steps.append({"function": step["function"]})
        filters.append({"name": pipeline["name"], "steps": steps})
    metric = [m for m in config["metric_list"] if m["metric"] == "exact_match"][0]
    options = {
        "ignoreCase": metric.get("ignore_case", False),
        "ignorePunctuation": metric.get("ignore_punctuation", False),
        "ignoreNumbers": metric.get("ignore_numbers", False),
        "regexesToIgnore": metric.get("regexes_to_ignore") or [],
    }
    return {"kind": "exact_match", "filters": filters, "options": options}


def pick(items, ids):
    return [dict(items[i], docId=i) for i in ids]


def gsm8k():
    config = load_yaml_config(os.path.join(LM_EVAL, "gsm8k", "gsm8k.yaml"))
    test = read_jsonl_gz(os.path.join(BENCH, "gsm8k", "test.jsonl.gz"))
    train = read_jsonl_gz(os.path.join(BENCH, "gsm8k", "train.jsonl.gz"))
    runs = []
    for num_fewshot, ids in ((None, [0, 1, 2, 3, 500, 1318]), (2, [0, 1, 1318]), (0, [0, 7])):
        task = Task(config, test, train, num_fewshot)
        contexts = task.contexts()
        items = [{"prompt": contexts[i], "target": str(task.doc_to_target(test[i]))} for i in range(len(test))]
        runs.append({"numFewshot": num_fewshot, "docs": pick(items, ids)})
    return {"task": "gsm8k", **generation_kwargs(config), "scorer": scorer(config), "runs": runs}


def ifeval(path, name):
    config = load_yaml_config(path)
    docs = read_jsonl_gz(os.path.join(BENCH, "ifeval", "train.jsonl.gz"))
    runs = []
    for num_fewshot in (None, 3):
        task = Task(config, docs, docs, num_fewshot)
        items = [
            {
                "prompt": task.fewshot_context(doc),
                "instructionIds": doc["instruction_id_list"],
                "kwargs": [{k: v for k, v in kwargs.items() if v} for kwargs in doc["kwargs"]],
            }
            for doc in docs
        ]
        runs.append({"numFewshot": num_fewshot, "docs": pick(items, [0, 1, 2, 540])})
    metrics = [m["metric"] for m in config["metric_list"]]
    return {"task": name, **generation_kwargs(config), "metrics": metrics, "runs": runs}


def bbh_cot():
    folder = os.path.join(BENCH, "bbh", "lm-eval", "cot_fewshot")
    group = load_yaml_config(os.path.join(folder, "_bbh_cot_fewshot.yaml"))
    tasks = []
    for name in group["task"]:
        subtask = name[len("bbh_cot_fewshot_") :]
        config = load_yaml_config(os.path.join(folder, f"{subtask}.yaml"))
        docs = read_bbh(subtask)
        runs = []
        variants = ((None, [0, len(docs) - 1]), (1, [0]), (0, [0])) if subtask == "snarks" else ((None, [0, len(docs) - 1]),)
        for num_fewshot, ids in variants:
            task = Task(config, docs, config["fewshot_config"]["samples"], num_fewshot)
            items = [{"prompt": task.fewshot_context(doc), "target": str(task.doc_to_target(doc))} for doc in docs]
            runs.append({"numFewshot": num_fewshot, "docs": pick(items, ids)})
        tasks.append({"task": name, "docCount": len(docs), **generation_kwargs(config), "scorer": scorer(config), "runs": runs})
    return {"group": "bbh_cot_fewshot", "tasks": tasks}


def leaderboard_bbh():
    folder = os.path.join(BENCH, "bbh", "lm-eval", "leaderboard_bbh")
    group = load_yaml_config(os.path.join(folder, "_leaderboard_bbh.yaml"))
    tasks = []
    for name in group["task"]:
        subtask = name[len("leaderboard_bbh_") :]
        config = load_yaml_config(os.path.join(folder, f"{subtask}.yaml"))
        docs = read_bbh(subtask)
        runs = []
        variants = ((None, [0, 1, len(docs) - 1]), (1, [0]), (0, [0])) if subtask == "boolean_expressions" else ((None, [0, len(docs) - 1]),)
        for num_fewshot, ids in variants:
            task = Task(config, docs, config["fewshot_config"]["samples"], num_fewshot)
            items = []
            for doc in docs:
                choices = task.doc_to_choice(doc)
                gold = task.doc_to_target(doc)
                # process_results: a target outside the choices is lm-eval's gold -100, never correct.
                if isinstance(gold, str):
                    gold = choices.index(gold) if gold in choices else -100
                items.append({"context": task.fewshot_context(doc), "choices": choices, "gold": gold})
            runs.append({"numFewshot": num_fewshot, "docs": pick(items, ids)})
        tasks.append({"task": name, "docCount": len(docs), "runs": runs})
    return {"group": "leaderboard_bbh", "tasks": tasks}


def main():
    os.makedirs(OUT, exist_ok=True)
    outputs = {
        "gsm8k.json": gsm8k(),
        "ifeval.json": ifeval(os.path.join(LM_EVAL, "ifeval", "ifeval.yaml"), "ifeval"),
        "leaderboard_ifeval.json": ifeval(os.path.join(LM_EVAL, "leaderboard", "ifeval", "ifeval.yaml"), "leaderboard_ifeval"),
        "bbh_cot_fewshot.json": bbh_cot(),
        "leaderboard_bbh.json": leaderboard_bbh(),
    }
    for name, value in outputs.items():
        with open(os.path.join(OUT, name), "w", encoding="utf-8") as file:
            json.dump(value, file, ensure_ascii=False, indent=1)
            file.write("\n")


if __name__ == "__main__":
    main()

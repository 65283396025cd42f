"""Golden values for test/scorers/: lm-eval v0.4.6's own filter and exact_match code run over
test/fixtures/scorers/replies.json, so the TypeScript scorer is checked against the reference,
not against itself.

The reference code is test/fixtures/lm-eval-v0.4.6/scoring/lm_eval_scoring.py (copied verbatim,
MIT); the task YAMLs are the v0.4.6 copies under test/fixtures/lm-eval-v0.4.6/; GSM8K targets
are real test lines of /work/shared/benchmarks/gsm8k/test.jsonl (copied into replies.json).

Run (Python 3.11, numpy, PyYAML), from the repository root:
    python3 tools/lmEvalExactMatch.py > test/fixtures/scorers/lmEvalExactMatch.golden.json
"""
import hashlib
import json
import re
import sys

import yaml

sys.path.insert(0, "test/fixtures/lm-eval-v0.4.6/scoring")
from lm_eval_scoring import RegexFilter, TakeFirstFilter, exact_match_hf_evaluate  # noqa: E402

FIXTURES = "test/fixtures/lm-eval-v0.4.6"
TASKS = {
    "gsm8k": "gsm8k/gsm8k.yaml",
    "gsm8k_cot": "gsm8k/gsm8k-cot.yaml",
    "gsm8k_cot_zeroshot": "gsm8k/gsm8k-cot-zeroshot.yaml",
    "gsm8k_cot_llama": "gsm8k/gsm8k-cot-llama.yaml",
    "bbh_cot_fewshot": "bbh/cot_fewshot/_cot_fewshot_template_yaml",
}
FILTERS = {"regex": RegexFilter, "take_first": TakeFirstFilter}
METRIC_KEYS = ("metric", "aggregation", "higher_is_better")


class TaglessLoader(yaml.SafeLoader):
    pass


TaglessLoader.add_multi_constructor("!", lambda loader, suffix, node: None)


def task_spec(path):
    with open(f"{FIXTURES}/{path}", encoding="utf-8") as f:
        config = yaml.load(f, Loader=TaglessLoader)
    metric = next(m for m in config["metric_list"] if m["metric"] == "exact_match")
    return {
        "filters": [{"name": e["name"], "steps": [{"function": s["function"], **{k: v for k, v in s.items() if k != "function"}} for s in e["filter"]]} for e in config["filter_list"]],
        "exact_match": {k: v for k, v in metric.items() if k not in METRIC_KEYS},
    }


LONG = 200


def digest(text):
    """A long extraction (the 1 MB replies) as its length and UTF-8 (surrogatepass) SHA-256."""
    return {"length": len(text), "sha256": hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()}


def expand(reply):
    if isinstance(reply, str):
        return reply
    return reply["prefix"] + reply["repeat"] * reply["times"] + reply["suffix"]


def score(spec, reply, target):
    """Task.process_results for generate_until, one FilterEnsemble per filter_list entry."""
    out = {"filtered": {}, "metrics": {}}
    for pipeline in spec["filters"]:
        try:
            resps = [[reply]]
            for step in pipeline["steps"]:
                kwargs = {k: v for k, v in step.items() if k != "function"}
                resps = FILTERS[step["function"]](**kwargs).apply(resps, [None])
            result = list(resps)[0]
            gold = target if type(target) is type(result) else type(result)(target)
            value = exact_match_hf_evaluate(references=[gold], predictions=[result], **spec["exact_match"])["exact_match"]
            out["filtered"][pipeline["name"]] = result if len(result) <= LONG else digest(result)
            out["metrics"][f"exact_match,{pipeline['name']}"] = float(value)
        except Exception as error:  # lm-eval itself raises here (e.g. IndexError)
            out.setdefault("errors", {})[pipeline["name"]] = f"{type(error).__name__}: {error}"
    return out


def python_regex(case):
    try:
        compiled = re.compile(case["pattern"])
    except re.error as error:
        return {**case, "pythonError": str(error)}
    found = compiled.findall(case["text"])
    return {**case, "findall": [list(m) if isinstance(m, tuple) else m for m in found], "sub": compiled.sub("", case["text"])}


def main():
    with open("test/fixtures/scorers/replies.json", encoding="utf-8") as f:
        fixture = json.load(f)
    specs = {name: task_spec(path) for name, path in TASKS.items()}
    replies = [{"id": r["id"], "results": []} for r in fixture["replies"]]
    for entry, raw in zip(replies, fixture["replies"]):
        reply = expand(raw["reply"])
        for group, task_names in (("gsm8k", ("gsm8k", "gsm8k_cot", "gsm8k_cot_zeroshot", "gsm8k_cot_llama")), ("bbh", ("bbh_cot_fewshot",))):
            for target in fixture["targets"][group]:
                for task in task_names:
                    entry["results"].append({"task": task, "targetId": target["id"], **score(specs[task], reply, target["target"])})
    exact = [
        {**case, "exactMatch": float(exact_match_hf_evaluate(predictions=[case["prediction"]], references=[case["reference"]], **case["options"])["exact_match"])}
        for case in fixture["exactMatch"]
    ]
    golden = {
        "producedBy": "python3 tools/lmEvalExactMatch.py > test/fixtures/scorers/lmEvalExactMatch.golden.json",
        "python": sys.version.split()[0],
        "numpy": __import__("numpy").__version__,
        "specs": specs,
        "replies": replies,
        "exactMatch": exact,
        "regex": [python_regex(case) for case in fixture["regex"]],
    }
    json.dump(golden, sys.stdout, indent=1, ensure_ascii=True)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()

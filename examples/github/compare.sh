#!/usr/bin/env bash
# The compare step of action.yml (at the repository root): runs `tunegate compare` with the action's inputs (from
# TUNEGATE_* variables), writes the step outputs (verdict, exit-code, report, report-dir, junit)
# to $GITHUB_OUTPUT and exits with tunegate's own exit code, so the step fails as the gate does.
set -uo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="${TUNEGATE_OUT:-tunegate-report}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
junit="$out/junit.xml"
summary="$(mktemp "${RUNNER_TEMP:-/tmp}/tunegate-summary.XXXXXX")"

args=(compare "$TUNEGATE_BASE" "$TUNEGATE_TUNED" --out "$out" --fail-on "${TUNEGATE_FAIL_ON:-regressed}" --junit "$junit" --json)
if [ -n "${TUNEGATE_SUITES:-}" ]; then args+=(--suites "$TUNEGATE_SUITES"); fi
if [ -n "${TUNEGATE_SUBFOLDER:-}" ]; then args+=(--subfolder "$TUNEGATE_SUBFOLDER"); fi
if [ -n "${TUNEGATE_POLICY:-}" ]; then args+=(--policy "$TUNEGATE_POLICY"); fi
# Extra flags are split on whitespace, as a user types them in the workflow file.
read -r -a extra <<< "${TUNEGATE_ARGS:-}"

node "$here/bin/tunegate" "${args[@]}" "${extra[@]}" > "$summary"
code=$?

verdict=error
if [ -s "$summary" ]; then
  verdict="$(node -e 'process.stdout.write(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).verdict)' "$summary")" || verdict=error
fi
{
  echo "verdict=$verdict"
  echo "exit-code=$code"
  echo "report-dir=$out"
  if [ -f "$out/report.html" ]; then echo "report=$out/report.html"; fi
  if [ -f "$junit" ]; then echo "junit=$junit"; fi
} >> "${GITHUB_OUTPUT:-/dev/null}"
rm -f "$summary"
exit "$code"

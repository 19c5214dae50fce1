#!/usr/bin/env bash
# Renders an agent-signals HTML report in headless Chromium and saves a PNG, to check how the
# report looks without a desktop. Needs Debian's `chromium` (apt-get install -y chromium).
#
#   scripts/screenshot-report.sh                       # report of the bundled fixtures
#   scripts/screenshot-report.sh report.html out.png   # an existing report
#   HEIGHT=4000 scripts/screenshot-report.sh report.html
#
# Without arguments it first writes /tmp/agent-signals-report.html from fixtures/*.jsonl with the
# CLI (through tsx, no build needed). Chromium runs with networking features off and a throwaway
# profile; the report itself makes no requests (its Content-Security-Policy forbids them).
set -euo pipefail
cd "$(dirname "$0")/.."

report="${1:-}"
out="${2:-/tmp/agent-signals-report.png}"
if [[ -z "$report" ]]; then
  report=/tmp/agent-signals-report.html
  inputs=()
  for f in fixtures/conversations.jsonl fixtures/agents.jsonl fixtures/cli/sharegpt.jsonl \
    fixtures/cli/otlp-export.json fixtures/cli/hostile.jsonl; do
    [[ -f "$f" ]] && inputs+=("$f")
  done
  # Exit code 1 only means some input lines were skipped; the report is still written.
  node --import tsx src/cli.ts score "${inputs[@]}" --html "$report" >/dev/null || [[ $? -eq 1 ]]
fi

profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
  --disable-background-networking --disable-component-update --disable-sync \
  --user-data-dir="$profile" --hide-scrollbars \
  --screenshot="$out" --window-size="${WIDTH:-1280},${HEIGHT:-2000}" \
  "file://$(realpath "$report")" 2>/dev/null
echo "wrote $out (from $report)"

#!/bin/sh
# Builds, then checks the reports on the shared corpus and the fixtures against reference files
# written by the CLI before a change (`node dist/cli.js score … -f jsonl > FILE`):
#   BASELINE_CORPUS=before-corpus.jsonl BASELINE_FIXTURES=before-fixtures.jsonl sh scripts/compare-all.sh
set -e
: "${BASELINE_CORPUS:?set BASELINE_CORPUS to the reference reports of ../shared/data/conversations.jsonl}"
: "${BASELINE_FIXTURES:?set BASELINE_FIXTURES to the reference reports of the fixtures}"
npm run build --silent
npx tsx scripts/compare-reports.ts "$BASELINE_CORPUS" ../shared/data/conversations.jsonl
npx tsx scripts/compare-reports.ts "$BASELINE_FIXTURES" fixtures/conversations.jsonl fixtures/agents.jsonl

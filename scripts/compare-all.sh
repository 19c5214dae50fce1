#!/bin/sh
# Builds, then checks the reports on the shared corpus and the fixtures against the baselines.
set -e
npm run build --silent
npx tsx scripts/compare-reports.ts "${BASELINE_CORPUS:-/work/baseline/reports-781f188.jsonl}" ../shared/data/conversations.jsonl
npx tsx scripts/compare-reports.ts "${BASELINE_FIXTURES:-/work/baseline/fixtures-781f188.jsonl}" fixtures/conversations.jsonl fixtures/agents.jsonl

#!/usr/bin/env bash
# `npm test`: everything a change must pass, in the order that fails fastest.
#   1. typecheck + lint + unit tests (npm run verify)
#   2. server suite on the embedded database (PGlite, in-memory stores)
#   3. server suite again on PostgreSQL + Redis when DATABASE_URL and REDIS_URL are set (CI sets them)
#   4. browser tests: Playwright driving Debian's Chromium against the built console
# Ends with one line "tests: N passed, N failed" summing every runner.
set -euo pipefail
cd "$(dirname "$0")/.."

results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT

if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "== installing Debian's chromium for the browser tests"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk fonts-noto-core >/dev/null
  else
    echo "Browser tests need Debian's Chromium at /usr/bin/chromium: sudo apt-get install chromium fonts-noto-cjk" >&2
    exit 1
  fi
fi

echo "== typecheck"
npm run -s typecheck
echo "== lint"
npm run -s lint
echo "== unit tests"
npx vitest run --project pure --project browser --reporter=default --reporter=json --outputFile="$results/unit.json"

echo "== server tests: embedded database (PGlite), in-memory sessions"
env -u DATABASE_URL -u REDIS_URL npx vitest run --project server --reporter=default --reporter=json --outputFile="$results/server-embedded.json"

if [ -n "${DATABASE_URL:-}" ] && [ -n "${REDIS_URL:-}" ]; then
  echo "== server tests: PostgreSQL ($DATABASE_URL) and Redis ($REDIS_URL)"
  npx vitest run --project server --reporter=default --reporter=json --outputFile="$results/server-postgres.json"
else
  echo "== server tests on PostgreSQL/Redis skipped: set DATABASE_URL and REDIS_URL to run them (CI does)"
fi

echo "== build"
npm run -s build
echo "== browser tests (Playwright, Debian Chromium)"
PW_JSON="$results/e2e.json" env -u DATABASE_URL -u REDIS_URL npx playwright test

node scripts/sum-test-results.mjs "$results"

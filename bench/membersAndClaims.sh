#!/usr/bin/env bash
# Figures for the class-member import and the claims export, on a throwaway SQLite file in a
# temporary folder (deleted after): `bash bench/membersAndClaims.sh [members] [claims]`
# (1,000,000 and 100,000 by default). Prints wall time, CPU time and peak memory (maximum
# resident set size, from /usr/bin/time -v) of each command. Set DATABASE_URL to measure the same
# on a PostgreSQL instead.
set -euo pipefail
cd "$(dirname "$0")/.."
members=${1:-1000000}
claims=${2:-100000}
node=./node_modules/.bin/node
work=$(mktemp -d /tmp/claimkit-bench-XXXXXX)
trap 'rm -rf "$work"' EXIT
export DATABASE_FILE="$work/claimkit.sqlite" CLAIMKIT_PIN_PEPPER=bench-pepper-not-secret
# The seeded claims are sealed under it, as the server seals claims, and the export opens them with it.
CLAIMKIT_DATA_KEY=$(head -c 32 /dev/urandom | base64)
export CLAIMKIT_DATA_KEY

measure() {
  local label=$1
  shift
  /usr/bin/time -v -o "$work/time" "$@" >"$work/out" || true
  tail -n 8 "$work/out"
  awk -v label="$label" -F': ' '
    /Elapsed \(wall clock\)/ { wall = $2 }
    /User time/ { user = $2 }
    /System time/ { kernel = $2 }
    /Maximum resident set size/ { rss = $2 }
    /Exit status/ { status = $2 }
    END { printf "%s: wall %s, CPU %.1f s, peak RSS %.0f MB, exit %s\n", label, wall, user + kernel, rss / 1024, status }
  ' "$work/time"
}

$node server/cli/members.ts generate "$members" "$work/members.csv"
measure "import of $members members" $node server/cli/members.ts import "$work/members.csv"
rm -f "$work/members.csv"

rm -f "$DATABASE_FILE" "$DATABASE_FILE-wal" "$DATABASE_FILE-shm"
$node bench/data/seedClaims.ts "$claims"
measure "export of $claims claims (csv + manifest)" $node server/cli/claims.ts export --out "$work/claims.csv" --manifest "$work/documents.csv"
ls -l "$work/claims.csv" "$work/documents.csv" | awk '{ print $5, $9 }'
measure "export of $claims claims (jsonl)" $node server/cli/claims.ts export --format jsonl --out "$work/claims.jsonl"

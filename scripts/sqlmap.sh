#!/usr/bin/env bash
# SQL injection sweep with sqlmap (Debian: apt-get install -y sqlmap) against a throwaway server:
# the authorize call (JSON body: Notice ID, PIN, captcha token, with the CSRF header and session
# cookie from GET /api/csrf) and the GET calls that take query parameters. Level 3, risk 2.
# Slow (minutes): not part of npm test. Usage: scripts/sqlmap.sh [port]  (default 5420)
# Prints sqlmap's verdict per target and exits non-zero if any parameter looks injectable.
set -euo pipefail
cd "$(dirname "$0")/.."
port="${1:-5420}"
base="http://127.0.0.1:${port}"
work="$(mktemp -d /tmp/claimkit-sqlmap.XXXXXX)"
# sqlmap's full output per target is kept here after the run.
logs="${SQLMAP_LOGS:-/tmp/claimkit-sqlmap-logs}"
mkdir -p "$logs"
trap 'kill "${server_pid:-0}" 2>/dev/null || true; wait "${server_pid:-0}" 2>/dev/null || true; rm -rf "$work"' EXIT

command -v sqlmap >/dev/null || { echo "sqlmap is not installed (apt-get install -y sqlmap)"; exit 2; }
# The project's Node 24 (npm scripts put it first on the PATH; here it is called directly).
node_bin=node
[ -x node_modules/.bin/node ] && node_bin="$PWD/node_modules/.bin/node"

# Authorize answers 429 after a few attempts from one address: sqlmap must see the input checks,
# not the limits. The server trusts X-Forwarded-For from the loopback (TRUST_PROXY), where sqlmap
# runs, and sqlmap's xforwardedfor tamper sends a random one per request; the database failure
# budgets are switched off.
export AUTHORIZE_FAILURES_PER_NOTICE=off AUTHORIZE_FAILURES_PER_ADDRESS=off AUTHORIZE_FAILURES_OVERALL=off
export SUBMITS_PER_ADDRESS=off SUBMITS_PER_SESSION=off
PORT="$port" HOST=127.0.0.1 TRUST_PROXY=loopback DATABASE_FILE="$work/claimkit.sqlite" \
  CLAIMKIT_PIN_PEPPER="$(head -c 32 /dev/urandom | base64)" \
  CLAIMKIT_DATA_KEY="$(head -c 32 /dev/urandom | base64)" \
  "$node_bin" server/main.ts >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 120); do curl -fsS "$base/api/cultures" >/dev/null 2>&1 && break; sleep 0.5; done
curl -fsS "$base/api/cultures" >/dev/null || { echo "server did not start"; cat "$work/server.log"; exit 2; }

# A session and its CSRF token, as the client gets them.
csrf_json="$(curl -fsS -c "$work/cookies" "$base/api/csrf")"
token="$(node -e 'process.stdout.write(JSON.parse(process.argv[1]).requestToken)' "$csrf_json")"
session="$(awk '$6 == "claimkit_session" { print $7 }' "$work/cookies")"
metadata="$(curl -fsS "$base/api/forms/config" | node -e '
  let text = ""; process.stdin.on("data", (c) => (text += c)).on("end", () => {
    const config = JSON.parse(text).find((c) => c.metadata.dtoMapping === "Credentials" && c.metadata.formType === "Standard");
    process.stdout.write(JSON.stringify({ metadata: config.metadata, metadataHash: config.metadataHash }));
  });')"
body="$(node -e '
  const { metadata, metadataHash } = JSON.parse(process.argv[1]);
  process.stdout.write(JSON.stringify({ credentials: { id: null, clientId: "Credentials-a1b2c3d4", metadata, metadataHash,
    fields: { noticeId: "NWM-4J7K-2Q9P", pin: "583104" } }, reCaptchaResponse: "token" }));' "$metadata")"

common=(--batch --level 3 --risk 2 --flush-session --disable-coloring --output-dir "$work/out"
  --cookie "claimkit_session=$session" --headers "X-CSRF-TOKEN: $token")

status=0
run() {
  local name="$1"; shift
  echo "== $name"
  echo "   sqlmap $*" | sed "s/$token/<token>/; s/$session/<session>/"
  sqlmap "$@" >"$work/$name.log" 2>&1 || true
  cp "$work/$name.log" "$logs/$name.log"
  { grep -E "CRITICAL|appear to be injectable|is vulnerable|identified the following injection|tested parameters" "$work/$name.log" || true; } \
    | sort -u | sed 's/^/   /'
  if grep -qE "identified the following injection point|is vulnerable" "$work/$name.log"; then status=1; fi
}

run authorize -u "$base/api/forms/standard/authorize" --method POST --data "${body/583104/000000}" \
  --headers "$(printf 'X-CSRF-TOKEN: %s\nContent-Type: application/json' "$token")" \
  --ignore-code 401 --tamper xforwardedfor --batch --level 3 --risk 2 --flush-session --disable-coloring --output-dir "$work/out" \
  --cookie "claimkit_session=$session"
run culture-content -u "$base/api/culture/content?culture=en" -p culture "${common[@]}"
run set-language -u "$base/api/culture/set-language?culture=en" -p culture "${common[@]}"
run signature-date -u "$base/api/signature-date?culture=en" -p culture "${common[@]}"
run forms-config -u "$base/api/forms/config?formType=Standard" -p formType "${common[@]}"
run paypal-callback -u "$base/api/banking/paypal-callback?code=abc&state=def&error=x" "${common[@]}"
exit "$status"

#!/usr/bin/env bash
# A test of the set-up itself (run by .ci/run, not by npm test): the README's quick start on a fresh
# clone of this repository, on a machine whose Node is 20 (what Debian 12 and many CI images ship).
# It must serve the app (GET /readyz 200 and the home page 200) with no step by hand; a second start
# with nothing changed must download nothing. Prints how long each start took to be ready.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
port=${FIRST_RUN_PORT:-3917}
work=$(mktemp -d)
pid=
stop_app() {
  if [ -n "$pid" ]; then
    kill -TERM -- "-$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    pid=
  fi
}
trap 'stop_app; rm -rf "$work"' EXIT

echo "first-run: Node 20 from the npm registry, and a fresh clone of $(git -C "$repo" rev-parse --short HEAD)"
npm install --prefix "$work/node20" --no-save --no-audit --no-fund --loglevel=error node@20 >/dev/null
git clone -q "$repo" "$work/clone"
export PATH="$work/node20/node_modules/.bin:$PATH"
[ "$(node -p 'process.versions.node.split(".")[0]')" = 20 ] || { echo "first-run: node 20 is not first on PATH"; exit 1; }

# On this Node a bare `npm install` stops at once, naming the app and the Node it needs (README).
if (cd "$work/clone" && npm install --dry-run --no-audit --no-fund) >"$work/install.log" 2>&1; then
  echo "first-run: npm install on Node 20 did not stop"; exit 1
fi
grep -q 'Not compatible with your version of node/npm: pals-camp-app@[0-9]' "$work/install.log" || { echo "first-run: npm install on Node 20 said:"; head -n 8 "$work/install.log"; exit 1; }

# The README's quick-start command, as a newcomer types it, in a process group of its own.
start() {
  local log=$1 began
  began=$(date +%s%N)
  (cd "$work/clone" && PORT=$port exec setsid npm start) >"$log" 2>&1 &
  pid=$!
  for _ in $(seq 1 720); do
    if curl -fsS -o /dev/null "http://127.0.0.1:$port/readyz" 2>/dev/null; then
      curl -fsS -o "$work/home.html" "http://127.0.0.1:$port/"
      grep -q '<div id="root">' "$work/home.html" || { echo "first-run: / is not the app"; exit 1; }
      echo "first-run: $2: /readyz 200 and / 200 after $((($(date +%s%N) - began) / 1000000)) ms"
      return 0
    fi
    if ! kill -0 "$pid" 2>/dev/null; then
      echo "first-run: $2: npm start ended before the app was ready:"
      tail -n 40 "$log"
      exit 1
    fi
    sleep 0.5
  done
  echo "first-run: $2: not ready after 6 minutes:"
  tail -n 40 "$log"
  exit 1
}

start "$work/first.log" "first start (installs Node 24 and the packages, builds)"
grep -q 'Segmentation fault\|EBADENGINE' "$work/first.log" && { echo "first-run: the first start printed:"; grep -m 5 'Segmentation fault\|EBADENGINE' "$work/first.log"; exit 1; }
stop_app
start "$work/second.log" "second start, nothing changed"
grep -q 'setup: installing\|setup: this machine' "$work/second.log" && { echo "first-run: the second start installed again:"; head -n 20 "$work/second.log"; exit 1; }
grep -qE ': (building|built)' "$work/second.log" && { echo "first-run: the second start rebuilt:"; head -n 20 "$work/second.log"; exit 1; }
stop_app
echo "first-run: passed"

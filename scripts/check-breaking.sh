#!/usr/bin/env bash
# Landed field numbers never change: run `buf breaking` against every earlier
# commit on main that changed proto/ (the HEAD itself proves nothing).
set -euo pipefail
cd "$(dirname "$0")/.."
buf=node_modules/.bin/buf
if [ "$(git rev-parse --is-shallow-repository 2>/dev/null)" = "true" ]; then
  echo "check-breaking: shallow clone; fetching full history" >&2
  git fetch --unshallow -q || { echo "check-breaking: cannot see history; refusing to pass" >&2; exit 1; }
fi
head=$(git rev-parse HEAD 2>/dev/null || true)
count=0
for sha in $(git log --format=%H -- proto/ 2>/dev/null); do
  [ "$sha" = "$head" ] && continue
  git cat-file -e "$sha:proto" 2>/dev/null || continue
  "$buf" breaking --against ".git#ref=$sha"
  count=$((count + 1))
done
echo "buf breaking: checked against $count earlier commit(s) that changed proto/"

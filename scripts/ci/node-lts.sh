#!/usr/bin/env bash
# The Vitest suites on the active LTS Node (26), beside the machine's own Node that runs `npm test`.
#
# Node comes from the npm registry's node-<platform>-<arch> package (the binary and its headers in
# include/node; nodejs.org is out of reach). The committed HEAD is cloned into a temporary folder,
# installed there with `npm ci` with that Node first on PATH and better-sqlite3 compiled against its
# headers (npm_config_nodedir), built, and tested with `npx vitest run`, which runs every Vitest
# project. Tests that spawn process.execPath, npx or npm run on the same Node. The checkout's own
# node_modules is never touched: its better-sqlite3 is compiled for the machine's Node.
#
# Writes reports/vitest-node<major>.json (counted by scripts/ci-summary.mjs) and exits non-zero when
# a test fails or a step before the tests does.
#
# The work comes in two phases, which CI (.ci/run) runs apart: `prepare` (Node, the clone and its
# `npm ci`, about two minutes, nearly all of it compiling SQLite on one core) runs in the
# background beside the checkout's own `npm ci`, which compiles SQLite for the machine's Node on
# the other core, before any test runs; `test` (the build and the tests) runs after `npm test`, on
# the folder `prepare` left. Without a phase, both run, one after the other.
#
#   bash scripts/ci/node-lts.sh              # Node 26, both phases
#   NODE_LTS_MAJOR=24 bash scripts/ci/node-lts.sh
#   NODE_LTS_KEEP=1 bash scripts/ci/node-lts.sh   # keep the temporary folder, to look into it
#   bash scripts/ci/node-lts.sh prepare DIR  # into the empty folder DIR; then, later:
#   bash scripts/ci/node-lts.sh test DIR     # removes DIR at the end (unless NODE_LTS_KEEP=1)
set -euo pipefail

repo="$(cd "$(dirname "$0")/../.." && pwd)"
major="${NODE_LTS_MAJOR:-26}"
report="$repo/reports/vitest-node$major.json"
phase="${1:-all}"
case "$phase" in
  all) work="$(mktemp -d "${TMPDIR:-/tmp}/node-lts.XXXXXX")" ;;
  prepare | test)
    work="${2:?node-lts: $phase needs the folder to work in}"
    mkdir -p "$work"
    work="$(cd "$work" && pwd)"
    ;;
  *)
    echo "node-lts: unknown phase '$phase' (prepare, test, or none for both)" >&2
    exit 2
    ;;
esac
started=$SECONDS

cleanup() {
  if [ "${NODE_LTS_KEEP:-}" = 1 ]; then
    echo "node-lts: kept $work"
  else
    rm -rf "$work"
  fi
}
# `prepare` leaves its folder to `test`, which removes it, whether it passed or not.
if [ "$phase" != prepare ]; then trap cleanup EXIT; fi

step() { echo "node-lts: [$((SECONDS - started))s] $*"; }

platform="$(node -p process.platform)"
arch="$(node -p process.arch)"
package="node-$platform-$arch"
node_home="$work/runtime/node_modules/$package"

# Everything from the clone's install on runs on Node <major>: npm and npx too (their scripts
# start with `#!/usr/bin/env node`), and node-gyp builds native modules against its headers, not
# the machine's (the user config's nodedir).
use_lts_node() {
  lts_version="$("$node_home/bin/node" --version)"
  export PATH="$node_home/bin:$PATH"
  export npm_config_nodedir="$node_home"
  [ "$(node --version)" = "$lts_version" ] || {
    echo "node-lts: node on PATH is $(node --version), not $lts_version" >&2
    exit 1
  }
}

mkdir -p "$repo/reports"
if [ "$phase" != prepare ]; then rm -f "$report"; fi

prepare() {
  rm -f "$work/prepared"
  # 1. Node <major> from the npm registry, for this machine's platform and processor.
  step "installing $package@$major from the npm registry"
  npm install --prefix "$work/runtime" --no-save --no-package-lock --no-audit --no-fund \
    --loglevel=error "$package@$major"
  lts_version="$("$node_home/bin/node" --version)"
  case "$lts_version" in
    "v$major".*) ;;
    *)
      echo "node-lts: $package@$major gave Node $lts_version" >&2
      exit 1
      ;;
  esac
  if [ ! -f "$node_home/include/node/common.gypi" ]; then
    echo "node-lts: $package@$major has no headers in include/node" >&2
    exit 1
  fi

  # 2. A separate checkout of the committed HEAD.
  commit="$(git -C "$repo" rev-parse HEAD)"
  step "cloning $commit"
  git clone --quiet --no-checkout "$repo" "$work/checkout"
  if ! git -C "$work/checkout" cat-file -e "$commit^{commit}" 2>/dev/null; then
    git -C "$work/checkout" fetch --quiet "$repo" "$commit"
  fi
  git -C "$work/checkout" checkout --quiet --detach "$commit"
  cd "$work/checkout"

  use_lts_node

  # 3. --prefer-offline: the packages come from npm's cache, which the checkout's `npm ci` fills,
  # without asking the registry about each again; the lockfile fixes every version and integrity
  # hash, so what is installed is the same.
  step "npm ci on Node $lts_version (better-sqlite3 compiles from source)"
  npm ci --no-audit --no-fund --prefer-offline
  node -e "
    const Database = require('better-sqlite3');
    const db = new Database(':memory:');
    console.log('node-lts: better-sqlite3 ' + require('better-sqlite3/package.json').version +
      ' loads on Node ' + process.version + ' (modules ' + process.versions.modules + '), SQLite ' +
      db.prepare('select sqlite_version() as v').get().v);
    db.close();
  "
  if [ -n "$(git status --porcelain)" ]; then
    echo "node-lts: npm ci on Node $lts_version changed the checkout:" >&2
    git status --porcelain >&2
    exit 1
  fi

  touch "$work/prepared"
  step "prepared in $work"
}

# 4. The build and every Vitest project, in the clone, on Node <major>.
run_tests() {
  if [ ! -f "$work/prepared" ]; then
    echo "node-lts: $work is not prepared: did \`node-lts.sh prepare $work\` fail?" >&2
    exit 1
  fi
  use_lts_node
  cd "$work/checkout"

  # The clone's pictures cache starts as a copy of the checkout's (filled by its own `npm run
  # build`), so nothing is encoded again: not by the build below, nor by a test that builds a copy
  # of the clone (tests/integration/drop-in-photograph.test.ts), which uses the clone's cache
  # because the tests' environment drops every variable a test does not set, PICTURES_CACHE_DIR
  # included.
  if [ -d "$repo/node_modules/.cache/pictures" ]; then
    mkdir -p node_modules/.cache
    cp -R "$repo/node_modules/.cache/pictures" node_modules/.cache/
  fi
  step "npm run build"
  npm run build

  # Every unit test, and the integration tests of what depends on the Node that runs it: the
  # production server's start, signals and faults, HTTP parsing of hostile and oversized
  # requests, SQLite (better-sqlite3, compiled for this Node) through the operators' commands,
  # backups and damage, and mail over SMTP. The other integration files test the same server's
  # HTTP answers, proxies and timings, which do not change with Node; the machine's run has
  # them all (docs/development.md 'CI time').
  step "npx vitest run"
  status=0
  npx vitest run --project unit --project integration \
    tests/unit/ \
    tests/integration/server-start.test.ts \
    tests/integration/server-lifecycle.test.ts \
    tests/integration/server-faults.test.ts \
    tests/integration/hostile-requests.test.ts \
    tests/integration/request-body-limit.test.ts \
    tests/integration/operator-commands.test.ts \
    tests/integration/database-commands.test.ts \
    tests/integration/database-damage.test.ts \
    tests/integration/backup.test.ts \
    tests/integration/mail-headers.test.ts \
    --reporter=default --reporter=json --outputFile.json="$report" || status=$?
  step "done: vitest exited $status, report in ${report#"$repo"/}"
  exit "$status"
}

case "$phase" in
  prepare) prepare ;;
  test) run_tests ;;
  all)
    prepare
    run_tests
    ;;
esac

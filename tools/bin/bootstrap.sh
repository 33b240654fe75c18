# Sourced by tools/bin/start and tools/bin/test: installs what a fresh machine lacks.
# Every step checks first and stays silent when there is nothing to do.
#   groundwork_bootstrap      Node check, pnpm 10, dependencies, the devdb binary
#   groundwork_ensure_chromium  Debian's chromium for the end-to-end tests
#   groundwork_ensure_libreoffice  LibreOffice Writer (headless), which writes the report's PDF

GROUNDWORK_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
export TURBO_TELEMETRY_DISABLED=1
export STORYBOOK_DISABLE_TELEMETRY=1
export DO_NOT_TRACK=1
# The AWS SDK warns on every process that Node 20 support ends in 2027; we know.
export AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true

groundwork_fail() {
  printf '\n\033[31mbootstrap: %s\033[0m\n' "$*" >&2
  exit 1
}

# Runs a command as root: directly when we are root, else through sudo.
groundwork_as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo "$@"
  else
    groundwork_fail "need root (or sudo) to run: $*"
  fi
}

groundwork_ensure_node() {
  command -v node >/dev/null 2>&1 || groundwork_fail "Node.js 20.19 or newer is required (https://nodejs.org/)."
  node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 20 || (a === 20 && b >= 19) ? 0 : 1)' \
    || groundwork_fail "Node.js 20.19 or newer is required, found $(node -v)."
}

groundwork_ensure_pnpm() {
  case "$(pnpm -v 2>/dev/null)" in
    10.*) return ;;
  esac
  echo "bootstrap: installing pnpm 10 (npm i -g pnpm@10)"
  npm i -g --silent pnpm@10 2>/dev/null || groundwork_as_root npm i -g --silent pnpm@10
  hash -r
  case "$(pnpm -v 2>/dev/null)" in
    10.*) ;;
    *) groundwork_fail "pnpm 10 is still not on PATH after npm i -g pnpm@10 (found: $(pnpm -v 2>&1 || true))." ;;
  esac
}

# The install is redone only when the lockfile (or workspace settings) changed since the last one.
groundwork_ensure_dependencies() {
  local stamp="$GROUNDWORK_ROOT/node_modules/.groundwork-install.sha256"
  local wanted
  wanted="$(cd "$GROUNDWORK_ROOT" && cat pnpm-lock.yaml pnpm-workspace.yaml .npmrc 2>/dev/null | sha256sum | cut -d' ' -f1)"
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$wanted" ]; then
    return
  fi
  echo "bootstrap: pnpm install --frozen-lockfile"
  (cd "$GROUNDWORK_ROOT" && pnpm install --frozen-lockfile --reporter=append-only --config.confirmModulesPurge=false) \
    || groundwork_fail "pnpm install --frozen-lockfile failed (is pnpm-lock.yaml up to date with the package.json files?)."
  echo "$wanted" >"$stamp"
}

# Builds tools/devdb (embedded FerretDB) when its cached binary is missing or stale, unless
# MONGODB_URI names another database.
groundwork_ensure_devdb() {
  if [ -n "${MONGODB_URI:-}" ]; then
    return
  fi
  local message
  message="$(cd "$GROUNDWORK_ROOT" && node --input-type=module -e "
    import { ensureDevDbBuilt } from './packages/dev-infra/src/devdb.mjs';
    try {
      ensureDevDbBuilt({ log: (line) => console.error('bootstrap: ' + line) });
    } catch (err) {
      console.log(err.message);
      process.exit(1);
    }")" || groundwork_fail "$message"
}

groundwork_ensure_chromium() {
  if [ -x /usr/bin/chromium ]; then
    return
  fi
  command -v apt-get >/dev/null 2>&1 || groundwork_fail "the end-to-end tests need Chromium at /usr/bin/chromium (Debian: apt-get install chromium)."
  echo "bootstrap: installing chromium (apt-get)"
  groundwork_as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq \
    && groundwork_as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null \
    || groundwork_fail "apt-get install chromium failed."
  [ -x /usr/bin/chromium ] || groundwork_fail "chromium was installed but /usr/bin/chromium is missing."
}

# The studies worker converts the Word report to PDF with LibreOffice (SOFFICE_PATH, default
# `soffice`). Without it reports are still written as Word and Excel, with a warning; the tests
# need it. Skipped when SOFFICE_PATH names another program.
groundwork_ensure_libreoffice() {
  if [ -n "${SOFFICE_PATH:-}" ] || command -v soffice >/dev/null 2>&1; then
    return
  fi
  command -v apt-get >/dev/null 2>&1 || groundwork_fail "the report's PDF needs LibreOffice (soffice on PATH, or SOFFICE_PATH; Debian: apt-get install libreoffice-writer-nogui)."
  echo "bootstrap: installing LibreOffice Writer (apt-get, about 15 s)"
  groundwork_as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq \
    && groundwork_as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends libreoffice-writer-nogui >/dev/null \
    || groundwork_fail "apt-get install libreoffice-writer-nogui failed."
  command -v soffice >/dev/null 2>&1 || groundwork_fail "LibreOffice was installed but soffice is not on PATH."
}

groundwork_bootstrap() {
  groundwork_ensure_node
  groundwork_ensure_pnpm
  groundwork_ensure_dependencies
  groundwork_ensure_devdb
  groundwork_ensure_libreoffice
}

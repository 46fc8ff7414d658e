#!/usr/bin/env bash
# Installs the system packages the tests need, where it can; otherwise says exactly what to install.
#   Chromium: browser-mode end-to-end tests and benchmarks (playwright-core drives it).
set -euo pipefail

chromium_path() {
  for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then echo "$candidate"; return 0; fi
  done
  return 1
}

missing=()
chromium_path >/dev/null || missing+=(chromium)

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup-test-deps: everything the tests need is installed ($(chromium_path))."
  exit 0
fi

echo "setup-test-deps: installing ${missing[*]} …"
if command -v apt-get >/dev/null 2>&1; then
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo -n"; else SUDO=""; fi
  fi
  if [ "$(id -u)" -eq 0 ] || [ -n "$SUDO" ]; then
    export DEBIAN_FRONTEND=noninteractive
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    chromium_path >/dev/null && { echo "setup-test-deps: done."; exit 0; }
  fi
fi

cat >&2 <<MSG
setup-test-deps: cannot install packages here. Please install, then run the tests again:
  Debian/Ubuntu:  sudo apt-get install ${missing[*]}
  other systems:  a Chromium build, and set CHROMIUM_PATH=/path/to/chromium
MSG
exit 1

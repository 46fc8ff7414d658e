#!/usr/bin/env bash
# Installs the system packages the tests need, where it can; otherwise says exactly what to install.
#   Chromium: browser-mode end-to-end tests and benchmarks (playwright-core drives it).
#   Linux only — a real Secret Service for the keychain test (scripts/with-keyring.sh):
#     gnome-keyring   gnome-keyring-daemon, the Secret Service
#     dbus, dbus-x11  dbus-run-session (package dbus-daemon) and dbus-send (dbus-bin): a private bus
#     libsecret-1-0   the Secret Service client library (what Electron and keytar-era tools use)
set -euo pipefail

chromium_path() {
  for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then echo "$candidate"; return 0; fi
  done
  return 1
}

has_libsecret() {
  if command -v dpkg-query >/dev/null 2>&1; then
    dpkg-query -W -f='${Status}' libsecret-1-0 2>/dev/null | grep -q 'install ok installed' && return 0
  fi
  ldconfig -p 2>/dev/null | grep -q 'libsecret-1\.so\.0'
}

# The Debian packages that are missing, each at most once.
missing_packages() {
  local list=()
  chromium_path >/dev/null || list+=(chromium)
  if [ "$(uname -s)" = "Linux" ]; then
    command -v gnome-keyring-daemon >/dev/null 2>&1 || list+=(gnome-keyring)
    { command -v dbus-run-session >/dev/null 2>&1 && command -v dbus-send >/dev/null 2>&1; } || list+=(dbus)
    command -v dbus-launch >/dev/null 2>&1 || list+=(dbus-x11)
    has_libsecret || list+=(libsecret-1-0)
  fi
  echo "${list[*]:-}"
}

read -r -a missing <<<"$(missing_packages)"

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup-test-deps: everything the tests need is installed ($(chromium_path); keychain: $([ "$(uname -s)" = Linux ] && echo 'gnome-keyring in dbus-run-session' || echo 'the OS keychain'))."
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
    read -r -a still <<<"$(missing_packages)"
    if [ ${#still[@]} -eq 0 ]; then echo "setup-test-deps: done."; exit 0; fi
    missing=("${still[@]}")
  fi
fi

cat >&2 <<MSG
setup-test-deps: cannot install packages here. Please install, then run the tests again:
  Debian/Ubuntu:  sudo apt-get install ${missing[*]}
  other systems:  a Chromium build (and set CHROMIUM_PATH=/path/to/chromium); on Linux also
                  GNOME Keyring, D-Bus (dbus-run-session, dbus-send) and libsecret
MSG
exit 1

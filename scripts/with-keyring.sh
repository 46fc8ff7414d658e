#!/usr/bin/env bash
# Runs a command against a real, throw-away OS keychain.
#
#   bash scripts/with-keyring.sh <command> [args…]
#
# Linux: a private D-Bus session (dbus-run-session) with its own GNOME Keyring, unlocked with a
# fixed password, under a scratch HOME and XDG folders — so the person's own login keyring is
# never read, written or locked. Everything (daemon, bus, folders) goes away when the command
# ends; the command's exit status is this script's. SATCHEL_SCRATCH_KEYRING=1 tells tests that
# the keyring is a scratch one (they may then lock it to test that path).
#
# macOS and Windows have their own keychain, always running: the command just runs.
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "usage: bash scripts/with-keyring.sh <command> [args…]" >&2
  exit 2
fi

if [ "$(uname -s)" != "Linux" ]; then
  exec "$@"
fi

self="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/$(basename "${BASH_SOURCE[0]}")"

# Inside the session already (this script calls itself there): start the keyring, run, stop it.
if [ "${SATCHEL_WITH_KEYRING_INNER:-}" = "1" ]; then
  unset SATCHEL_WITH_KEYRING_INNER
  # --foreground so that this script knows the daemon's process id and can end exactly it.
  printf 'pw' | gnome-keyring-daemon --foreground --unlock --components=secrets >"$XDG_RUNTIME_DIR/keyring.log" 2>&1 &
  daemon=$!
  stop_daemon() { kill "$daemon" 2>/dev/null || true; wait "$daemon" 2>/dev/null || true; }
  trap stop_daemon EXIT

  # Ready when our daemon owns the Secret Service name and the login keyring (unlocked with the
  # password above) is its default collection. NameHasOwner asks the bus itself: calling the
  # service before it is up would make D-Bus start a second, locked daemon of its own.
  ready=""
  for _ in $(seq 1 100); do
    if dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
      org.freedesktop.DBus.NameHasOwner string:org.freedesktop.secrets 2>/dev/null | grep -q 'boolean true' &&
      dbus-send --session --print-reply --dest=org.freedesktop.secrets /org/freedesktop/secrets \
        org.freedesktop.Secret.Service.ReadAlias string:default 2>/dev/null | grep -q '/collection/'; then
      ready=1
      break
    fi
    if ! kill -0 "$daemon" 2>/dev/null; then break; fi
    sleep 0.1
  done
  if [ -z "$ready" ]; then
    echo "with-keyring: GNOME Keyring did not start. Its output:" >&2
    cat "$XDG_RUNTIME_DIR/keyring.log" >&2 || true
    exit 1
  fi

  status=0
  "$@" || status=$?
  # A keyring that died under the tests explains every keychain failure after it: say so.
  if ! kill -0 "$daemon" 2>/dev/null; then
    echo "with-keyring: GNOME Keyring stopped while the command ran; every keychain call after that failed. Its last output:" >&2
    tail -n 20 "$XDG_RUNTIME_DIR/keyring.log" >&2 || true
    [ "$status" -ne 0 ] || status=1
  fi
  exit "$status"
fi

missing=()
command -v dbus-run-session >/dev/null 2>&1 || missing+=("dbus-run-session (Debian: dbus-daemon)")
command -v dbus-send >/dev/null 2>&1 || missing+=("dbus-send (Debian: dbus-bin)")
command -v gnome-keyring-daemon >/dev/null 2>&1 || missing+=("gnome-keyring-daemon (Debian: gnome-keyring)")
if [ ${#missing[@]} -gt 0 ]; then
  {
    echo "with-keyring: missing ${missing[*]}."
    echo "  Run: npm run setup:test"
    echo "  or:  sudo apt-get install gnome-keyring dbus dbus-x11 libsecret-1-0"
  } >&2
  exit 1
fi

scratch="$(mktemp -d "${TMPDIR:-/tmp}/satchel-keyring.XXXXXX")"
cleanup() { rm -rf "$scratch"; }
trap cleanup EXIT
mkdir -m 700 -p "$scratch/home" "$scratch/runtime" "$scratch/home/.local/share" "$scratch/home/.config" "$scratch/home/.cache"

# Keep the project's tools working from the scratch HOME: npm's cache stays where it was.
export npm_config_cache="${npm_config_cache:-${HOME:-$scratch/home}/.npm}"
export HOME="$scratch/home"
export XDG_RUNTIME_DIR="$scratch/runtime"
export XDG_DATA_HOME="$scratch/home/.local/share"
export XDG_CONFIG_HOME="$scratch/home/.config"
export XDG_CACHE_HOME="$scratch/home/.cache"
export SATCHEL_SCRATCH_KEYRING=1
export SATCHEL_WITH_KEYRING_INNER=1
unset DBUS_SESSION_BUS_ADDRESS GNOME_KEYRING_CONTROL SSH_AUTH_SOCK
# No display: a keyring prompt (e.g. to unlock) must fail at once, never pop up on a desktop.
unset DISPLAY WAYLAND_DISPLAY

# The private bus starts no service on demand: were our keyring to stop, D-Bus would otherwise
# start a second, locked one in its place (and try to prompt for its password), and every
# keychain call would hang until its timeout instead of failing at once.
cat >"$scratch/session.conf" <<EOF_CONF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <keep_umask/>
  <listen>unix:tmpdir=$scratch/runtime</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
  <!-- The session bus's own limits (dbus's session.conf): many short keychain connections. -->
  <limit name="max_completed_connections">100000</limit>
  <limit name="max_incomplete_connections">10000</limit>
  <limit name="max_connections_per_user">100000</limit>
  <limit name="max_names_per_connection">50000</limit>
  <limit name="max_match_rules_per_connection">50000</limit>
  <limit name="max_replies_per_connection">50000</limit>
</busconfig>
EOF_CONF

status=0
dbus-run-session --config-file="$scratch/session.conf" -- bash "$self" "$@" || status=$?
exit "$status"

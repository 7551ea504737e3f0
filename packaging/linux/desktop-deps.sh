#!/bin/sh
# Installs the system libraries Qt's X11 (xcb) platform plugin needs, which desktops often lack
# (libxcb-cursor0 first): without them PySide6 cannot open a window. The list is the one
# app/platform_check.py checks at start-up. `--tests` adds what the tests use: an X server, a
# keyboard and mouse, screenshots (tests/desktop), a session bus with the accessibility bus (the
# screen-reader check) and the freedesktop validators.
# Debian/Ubuntu, Fedora and Arch; elsewhere, or when the install fails, it says so and exits 0
# (the app's own start-up check then names what is missing). macOS and Windows need nothing.
set -u
cd "$(dirname "$0")/../.."
[ "$(uname -s)" = Linux ] || exit 0
sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
[ "${CI:-}" = "" ] || [ -z "$sudo" ] || sudo="sudo -n"
libs() { python3 -m app.platform_check --packages "$1"; }
tests=""
if command -v apt-get >/dev/null; then
    [ "${1:-}" = --tests ] && tests="xvfb openbox xdotool imagemagick desktop-file-utils appstream dbus at-spi2-core"
    install() { $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null; }
    # shellcheck disable=SC2046,SC2086
    install $(libs apt) $tests || { $sudo apt-get update -qq && install $(libs apt) $tests; } || failed=1
elif command -v dnf >/dev/null; then
    [ "${1:-}" = --tests ] && tests="xorg-x11-server-Xvfb openbox xdotool ImageMagick desktop-file-utils appstream dbus-daemon at-spi2-core"
    # shellcheck disable=SC2046,SC2086
    $sudo dnf install -y -q $(libs dnf) $tests || failed=1
elif command -v pacman >/dev/null; then
    [ "${1:-}" = --tests ] && tests="xorg-server-xvfb openbox xdotool imagemagick desktop-file-utils appstream dbus at-spi2-core"
    # shellcheck disable=SC2046,SC2086
    $sudo pacman -S --needed --noconfirm $(libs pacman) $tests || failed=1
else
    failed=1
fi
if [ "${failed:-0}" = 1 ]; then
    echo "desktop-deps: could not install the desktop libraries; Emberly will say what is missing when it starts." >&2
    echo "  (Debian/Ubuntu names: $(libs apt) $tests)" >&2
fi
exit 0

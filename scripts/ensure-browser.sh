#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (never a downloaded browser), screenshots need CJK
# fonts and the badge spec reads its PDF back with poppler's pdftotext. Installs what is missing;
# needs root (as on the project's machines) or sudo.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || need+=(fonts-noto-cjk)
command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)
[ ${#need[@]} -eq 0 ] && exit 0
echo "Installing ${need[*]} from Debian's packages…"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${need[@]}" >/dev/null
